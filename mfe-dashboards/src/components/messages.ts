import type { ManualPaymentMethod } from '@wellness/shared/domain';
import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The texts of the dashboards' shared components: an owner's programs page (its programs, their cards and sessions,
 * the booking requests and their dialogs). English is bundled with the chunks that use them; Spanish and French one
 * chunk each, loaded by the pages' `prepare` before they render (a page that shows them later suspends while it loads).
 */
export const componentsMessages = defineMessages('dashboards-components', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useComponentsT = () => componentsMessages.useT();

/** How a manual payment came, by its key (the shared MANUAL_PAYMENT_METHOD_LABEL's words in English). */
export const METHOD_KEY = { bank_transfer: 'manual.bank_transfer', on_arrival: 'manual.on_arrival' } as const satisfies Record<ManualPaymentMethod, string>;
