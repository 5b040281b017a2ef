import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The guest's dashboard (My Programs, a booking, the cancel dialog): in its page's chunk; Spanish and French one chunk each. */
export const userMessages = defineMessages('dashboards-user', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useUserT = () => userMessages.useT();

