import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The explore page's texts and messages in English, word for word as the product gives them (the catalogue's; a test compares). */
export const EXPLORE_MESSAGES = {
  partial: 'Failed to load some data. Showing available content.',
  failed: 'Failed to load data. Please try again later.',
  loading: 'Loading wellness experiences...',
  noCategories: 'No program categories found',
  noDestinations: 'No destinations found',
} as const;

/**
 * The explore page's first paint (intro, search box, tabs, category cards), bundled in English; Spanish and French in
 * the lists' language chunks, loaded by the page's `prepare` before the first render.
 */
export const exploreMessages = defineMessages('catalog-explore', en, {
  es: () => import(/* webpackChunkName: "messages-explore-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-explore-fr" */ './messages/fr.json'),
});

export const useExploreT = () => exploreMessages.useT();
