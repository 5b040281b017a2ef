import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The money pages' texts (the host's statement, the admin's ledger and refund by hand): in their chunks; Spanish and French one chunk each. */
export const moneyMessages = defineMessages('dashboards-money', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useMoneyT = () => moneyMessages.useT();
