import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import { DEFAULT_CURRENCY, type CancellationPolicy, type ProgramSort, type SearchSort } from '@wellness/shared/domain';
import { formatCount, formatMoney } from '@wellness/shared/format';
import en from './messages/en.json';

/**
 * The words the catalog's lists share (a program's card, result counts, sorts, converted prices): bundled in English
 * with each list page; Spanish and French one chunk each, shared with the list pages' own catalogues, loaded by the
 * page's `prepare` before the first render in that language.
 */
export const listMessages = defineMessages('catalog-lists', en, {
  es: () => import(/* webpackChunkName: "messages-lists-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-lists-fr" */ './messages/fr.json'),
});

export const useListT = () => listMessages.useT();

/** "24 programs", "1 program", "1,000+ programs" (a count the API capped), in the page's language. */
export const resultCountIn = (t: TFunction, total: number, capped: boolean, locale: string) => t('count.programs', { count: total, n: formatCount(total, locale, capped) });

/** "6 nights"; the program's duration text when it gives no nights, else "Custom Duration". */
export const nightsIn = (t: TFunction, nights: number | null, duration: string) =>
  nights !== null && nights > 0 ? t('card.nights', { count: nights }) : duration.trim() || t('card.noDuration');

/** The price per person: the amount in its currency, else the program's own text, else "Contact for pricing". */
export function priceIn(t: TFunction, program: { price: number | null; currency?: string; priceText: string; bookingOptions?: { pricePerPerson: string } }, locale: string): string {
  if (program.price !== null) return formatMoney(program.price, program.currency || DEFAULT_CURRENCY, locale);
  return (program.bookingOptions?.pricePerPerson || program.priceText || '').trim() || t('card.noPrice');
}

const POLICY = { flexible: 'card.flexible', moderate: 'card.moderate', strict: 'card.strict' } as const;
/** "Flexible cancellation". */
export const policyIn = (t: TFunction, policy: CancellationPolicy) => t(POLICY[policy]);

const SORT = {
  relevance: 'sort.relevance',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  'duration-asc': 'sort.durationAsc',
  'duration-desc': 'sort.durationDesc',
  'date-asc': 'sort.dateAsc',
  'rating-desc': 'sort.ratingDesc',
  newest: 'sort.newest',
} as const satisfies Record<SearchSort | ProgramSort, string>;
/** What a sort is called. */
export const sortLabelIn = (t: TFunction, sort: SearchSort | ProgramSort) => t(SORT[sort]);
