import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The search page's texts (words, filters, chips, states, pages), bundled in English with the page; Spanish and
 * French in the lists' language chunks, loaded by the page's `prepare` before the first render.
 */
export const searchMessages = defineMessages('catalog-search', en, {
  es: () => import(/* webpackChunkName: "messages-search-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-search-fr" */ './messages/fr.json'),
});

export const useSearchT = () => searchMessages.useT();
