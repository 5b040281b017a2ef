import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The texts of the home sections below their headings (the headings are the marketing messages', painted at once in
 * the placeholders): loaded with the first section that nears the screen, never in the first paint.
 */
export const homeSectionMessages = defineMessages('marketing-home-sections', en, {
  es: () => import(/* webpackChunkName: "messages-home-sections-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-home-sections-fr" */ './messages/fr.json'),
});

export const useSectionsT = () => homeSectionMessages.useT();
