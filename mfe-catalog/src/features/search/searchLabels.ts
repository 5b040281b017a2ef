import {
  CATEGORY_OPTIONS, NIGHT_BANDS, PRICE_BANDS, PROGRAM_GROUPS, type PriceBand, type SearchCriteria, type SearchFacets, type SearchFacetValue, type SearchSort,
} from '@wellness/shared/domain';
import { domainWords } from '@wellness/shared/contract';
import { formatCountry, formatMonth, isLocale } from '@wellness/shared/format';
import type { TFunction } from '@wellness/shared/i18n';
import { dollars } from '../../lib/format';
import { sortLabelIn } from '../../lib/listMessages';
import { SEARCH_SORT_ORDER } from '../../lib/sortLabels';

/** The sort select's options, in the order a visitor reads them (`listT`: the lists' catalogue). */
export const sortOptions = (listT: TFunction): { value: SearchSort; label: string }[] => SEARCH_SORT_ORDER.map((value) => ({ value, label: sortLabelIn(listT, value) }));

/** The criteria that narrow the results (words included); sort and page only order and cut them. */
const FILTER_PARAMS = ['q', 'category', 'country', 'city', 'minPrice', 'maxPrice', 'minNights', 'maxNights', 'month', 'guests', 'instant', 'minRating', 'bbox'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** A band's value as the facets write it: `1000-3000`, `6000-`. */
export const bandValue = (min: number | undefined, max: number | undefined) => `${min ?? 0}-${max ?? ''}`;
/** A band value back to its bounds (`6000-` has no maximum). */
export function bandBounds(value: string): { min: number | undefined; max: number | undefined } {
  const [min, max] = value.split('-');
  return { min: min ? Number(min) : undefined, max: max ? Number(max) : undefined };
}

/**
 * A price range in words (`t`: the search's catalogue): a band of `bands` ("Under $1,000", "5 000 € et plus"), else the
 * bounds the URL holds. `money` writes one amount (`dollars` in the page's locale unless given), in the currency the
 * search asks in (the programs' own without one).
 */
export function priceRangeLabel(
  t: TFunction, min: number | undefined, max: number | undefined, locale: string, money = (amount: number) => dollars(amount, locale), bands: readonly PriceBand[] = PRICE_BANDS,
): string {
  const from = min ?? 0;
  if (from === 0 && max !== undefined && bands.some((b) => b.min === 0 && b.max === max)) return t('label.priceUnder', { amount: money(max) });
  if (max === undefined && bands.some((b) => b.min === from && b.max === undefined)) return t('label.priceOver', { amount: money(from) });
  if (min !== undefined && max !== undefined) return t('label.priceRange', { min: money(min), max: money(max) });
  return min !== undefined ? t('label.priceFrom', { amount: money(min) }) : t('label.priceUpTo', { amount: money(max ?? 0) });
}

const NIGHT_BAND = { '0-3': 'label.nightsUpTo3', '4-7': 'label.nights4to7', '8-14': 'label.nights8to14', '15-': 'label.nights15' } as const;

/** A length in words: a band's own name when it is one, else the bounds the URL holds (`t`: the search's catalogue). */
export function nightsRangeLabel(t: TFunction, min: number | undefined, max: number | undefined): string {
  const band = NIGHT_BANDS.find((b) => (min ?? 0) === b.min && max === b.max);
  if (band) return t(NIGHT_BAND[bandValue(band.min, band.max) as keyof typeof NIGHT_BAND]);
  if (min !== undefined && max !== undefined) return t('label.nightsRange', { min, max });
  return min !== undefined ? t('label.nightsFrom', { count: min }) : t('label.nightsUpTo', { count: max ?? 0 });
}

/** The catalogue's names in a page's language (English, the API's own, for a language the site does not speak). */
const wordsIn = (locale: string) => domainWords(isLocale(locale) ? locale : 'en');

/**
 * A category's name in the page's language (`locale`), by its value: the words' name for a category or group the data
 * knows (its English: the facets' label, else the form category's or the group's), else the value as written.
 */
export function categoryLabel(value: string, facets?: SearchFacets, locale = 'en'): string {
  const wanted = value.trim().toLowerCase();
  const fromFacets = [...(facets?.categories ?? []), ...(facets?.groups ?? [])].find((c) => c.value.toLowerCase() === wanted)?.label;
  const option = CATEGORY_OPTIONS.find((o) => o.value === wanted || o.label.toLowerCase() === wanted);
  const group = option ? undefined : PROGRAM_GROUPS.find((g) => g.slug === wanted || g.type.toLowerCase() === wanted);
  return wordsIn(locale).categoryLabel(option?.value ?? group?.slug ?? wanted, fromFacets ?? option?.label ?? group?.type ?? value);
}

type CategoryChoice = SearchFacetValue | { value: string; label: string; count?: undefined };

/**
 * The categories the filter offers: the six categories with their counts (uncounted without facets). The four groups
 * are not offered beside them: a group holds whole categories, so both would count the same programs ("Spa (7)" beside
 * "Spa & Relaxation (7)"). A group chosen elsewhere (the home page's cards link to one) is listed as the chosen value,
 * with its own count, so the control shows what the URL asks.
 */
export function categoryValues(facets?: SearchFacets, chosen?: string, locale = 'en'): CategoryChoice[] {
  // Each named by its value in the page's language; the API's label is English.
  const words = wordsIn(locale);
  const categories: CategoryChoice[] = (facets ? facets.categories : CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: o.label as string }))).map((c) => ({ ...c, label: words.categoryLabel(c.value, c.label) }));
  const wanted = chosen?.trim().toLowerCase();
  const group = wanted ? PROGRAM_GROUPS.find((g) => g.slug === wanted || g.type.toLowerCase() === wanted) : undefined;
  if (!group) return categories;
  const counted = facets?.groups.find((g) => g.value === group.slug);
  const label = words.groupTitle(group.slug, counted?.label ?? group.type);
  return [...categories, counted ? { ...counted, value: chosen!, label } : { value: chosen!, label }];
}

export const ratingLabel = (t: TFunction, stars: number) => t('label.stars', { count: stars });
export const guestsLabel = (t: TFunction, guests: number) => t('label.guests', { count: guests });

/** One active filter: what it reads, and the criteria without it (back to page 1). */
export interface ActiveFilter {
  key: string;
  label: string;
  without: SearchCriteria;
}

const clearing = (criteria: SearchCriteria, keys: readonly (keyof SearchCriteria)[]): SearchCriteria => {
  const next: SearchCriteria = { ...criteria, page: undefined };
  for (const key of keys) next[key] = undefined;
  return next;
};

/**
 * The active filters of `criteria`, in the URL's order: a price or length range is one filter, a country takes its city
 * with it (`t`: the search's catalogue; `money` and `bands`: an amount and the price bands as the price filter writes them).
 */
export function activeFilters(
  t: TFunction, criteria: SearchCriteria, locale: string, facets?: SearchFacets, money?: (amount: number) => string, bands?: readonly PriceBand[],
): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  const add = (key: string, label: string, keys: (keyof SearchCriteria)[]) => list.push({ key, label, without: clearing(criteria, keys) });
  if (criteria.q) add('q', `“${criteria.q}”`, ['q']);
  if (criteria.category) add('category', categoryLabel(criteria.category, facets, locale), ['category']);
  if (criteria.country) add('country', formatCountry(criteria.country, locale), ['country', 'city']);
  if (criteria.city) add('city', criteria.city, ['city']);
  if (criteria.minPrice !== undefined || criteria.maxPrice !== undefined) add('price', priceRangeLabel(t, criteria.minPrice, criteria.maxPrice, locale, money, bands), ['minPrice', 'maxPrice']);
  if (criteria.minNights !== undefined || criteria.maxNights !== undefined) add('nights', nightsRangeLabel(t, criteria.minNights, criteria.maxNights), ['minNights', 'maxNights']);
  if (criteria.month) add('month', formatMonth(criteria.month, locale), ['month']);
  if (criteria.guests !== undefined) add('guests', guestsLabel(t, criteria.guests), ['guests']);
  if (criteria.instant) add('instant', t('panel.instant'), ['instant']);
  if (criteria.minRating !== undefined) add('minRating', ratingLabel(t, criteria.minRating), ['minRating']);
  if (criteria.bbox) add('bbox', t('label.mapArea'), ['bbox']);
  return list;
}

/** "Clear all": every chip cleared (the words are one of them); the sort stays, as it narrows nothing. */
export const withoutFilters = (criteria: SearchCriteria): SearchCriteria => clearing(criteria, FILTER_PARAMS);
