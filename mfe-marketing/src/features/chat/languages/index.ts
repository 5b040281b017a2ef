import type { Locale } from '@wellness/shared/format';
import { english } from './en';
import type { UnderstandingTable } from './types';

/**
 * The understanding table of a page's language: English is bundled with the chat; Spanish and French are one chunk
 * each, fetched only for a page in that language, so the English page does not carry them.
 */
export async function understandingTable(locale: Locale): Promise<UnderstandingTable> {
  if (locale === 'es') return (await import(/* webpackChunkName: "assistant-es" */ './es')).spanish;
  if (locale === 'fr') return (await import(/* webpackChunkName: "assistant-fr" */ './fr')).french;
  return english;
}
