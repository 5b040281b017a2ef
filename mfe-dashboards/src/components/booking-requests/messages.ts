import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The texts of the owner's booking dialogs (decline, cancel a stay) and the payment form: in their lazy chunk, off the
 * first paint of the pages that list bookings. Spanish and French one chunk each, loaded when a dialog first opens
 * (the dialog suspends meanwhile) or with every catalogue on a change of language.
 */
export const bookingDialogsMessages = defineMessages('dashboards-booking-dialogs', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useBookingDialogsT = () => bookingDialogsMessages.useT();
