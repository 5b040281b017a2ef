import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The host's What sells page (figures, charts, the table by program), in its chunk; Spanish and French one chunk each. */
export const analyticsMessages = defineMessages('dashboards-analytics', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useAnalyticsT = () => analyticsMessages.useT();
