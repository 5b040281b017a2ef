import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * A programs list's texts (intro, filters, states, page links), bundled in English with the page; Spanish and French
 * in the lists' language chunks, loaded by the page's `prepare` before the first render.
 */
export const programsMessages = defineMessages('catalog-programs', en, {
  es: () => import(/* webpackChunkName: "messages-programs-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-programs-fr" */ './messages/fr.json'),
});

export const useProgramsT = () => programsMessages.useT();
