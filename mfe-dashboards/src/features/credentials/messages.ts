import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The host's Credentials page, in its chunk; Spanish and French one chunk each. */
export const credentialsMessages = defineMessages('dashboards-credentials', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useCredentialsT = () => credentialsMessages.useT();
