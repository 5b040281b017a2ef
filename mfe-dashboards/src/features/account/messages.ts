import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The account pages' texts (Personal Information, Payment Methods, Preferences): in their chunks; Spanish and French one chunk each. */
export const accountMessages = defineMessages('dashboards-account', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useAccountT = () => accountMessages.useT();
