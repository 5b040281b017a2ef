import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The calendar's texts (the page, its dialogs and panels). English is bundled with the page's chunk; Spanish and French
 * one chunk each, loaded by the page's `prepare` before it renders.
 */
export const calendarMessages = defineMessages('dashboards-calendar', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useCalendarT = () => calendarMessages.useT();
