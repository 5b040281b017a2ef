import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The admin panel's texts (its heading, analytics, the Programs, Facilities and Users tabs, a program's window): in
 * the panel's chunk; Spanish and French one chunk each. The Reviews and Credentials tabs load later, with their own.
 */
export const adminMessages = defineMessages('dashboards-admin', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useAdminT = () => adminMessages.useT();
