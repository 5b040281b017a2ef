import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The Saved page's texts, in its chunk; Spanish and French one chunk each. */
export const savedMessages = defineMessages('dashboards-saved', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useSavedT = () => savedMessages.useT();
