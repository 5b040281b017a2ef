import type { ProgramsListState } from '@wellness/shared/contract';
import { PROGRAM_SORTS, type ProgramSort } from '@wellness/shared/domain';

/**
 * What the programs list shows, as its URL query: the category or the place it was opened for, plus its filters and
 * sort. A list survives a reload and can be shared.
 */
export interface ListCriteria {
  category?: string;
  country?: string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  minNights?: number;
  maxNights?: number;
  /** YYYY-MM */
  month?: string;
  /** Average rating at least this (1 to 5); programs without reviews are left out. */
  minRating?: number;
  sort?: ProgramSort;
}

export type FilterKey = 'minPrice' | 'maxPrice' | 'minNights' | 'maxNights' | 'month' | 'minRating' | 'sort';
export const FILTER_KEYS: readonly FilterKey[] = ['minPrice', 'maxPrice', 'minNights', 'maxNights', 'month', 'minRating', 'sort'];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

/** Reads the list's criteria from a URL query, dropping anything the API would refuse. */
export function criteriaFromSearch(search: URLSearchParams): ListCriteria {
  const text = (key: string) => {
    const v = search.get(key)?.trim();
    return v ? v.slice(0, 100) : undefined;
  };
  const criteria: ListCriteria = {};
  const category = text('category');
  const country = text('country');
  if (category) criteria.category = category;
  else if (country) {
    criteria.country = country;
    const city = text('city');
    if (city) criteria.city = city;
  }
  let minPrice = wholeNumber(search.get('minPrice'), 10_000_000);
  let maxPrice = wholeNumber(search.get('maxPrice'), 10_000_000);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  let minNights = wholeNumber(search.get('minNights'), 365);
  let maxNights = wholeNumber(search.get('maxNights'), 365);
  if (minNights !== undefined && maxNights !== undefined && minNights > maxNights) [minNights, maxNights] = [maxNights, minNights];
  if (minPrice !== undefined) criteria.minPrice = minPrice;
  if (maxPrice !== undefined) criteria.maxPrice = maxPrice;
  if (minNights !== undefined) criteria.minNights = minNights;
  if (maxNights !== undefined) criteria.maxNights = maxNights;
  const month = search.get('month');
  if (month && MONTH.test(month)) criteria.month = month;
  const minRating = wholeNumber(search.get('minRating'), 5);
  if (minRating !== undefined && minRating >= 1) criteria.minRating = minRating;
  const sort = search.get('sort');
  if (sort && (PROGRAM_SORTS as readonly string[]).includes(sort)) criteria.sort = sort as ProgramSort;
  return criteria;
}

/** The query string of a list (without "?"), keys in a stable order. */
export function searchOf(criteria: ListCriteria): string {
  const params = new URLSearchParams();
  const order: (keyof ListCriteria)[] = ['category', 'country', 'city', ...FILTER_KEYS];
  for (const key of order) {
    const value = criteria[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const programsHref = (criteria: ListCriteria) => `/programs?${searchOf(criteria)}`;


export function criteriaFromState(state: unknown): ListCriteria | null {
  const s = state as Record<string, unknown> | null | undefined;
  if (s?.type === 'category' && typeof s.categoryType === 'string' && s.categoryType.trim()) return { category: s.categoryType.trim() };
  if (s?.type === 'location' && typeof s.country === 'string' && s.country.trim()) {
    return typeof s.city === 'string' && s.city.trim() ? { country: s.country.trim(), city: s.city.trim() } : { country: s.country.trim() };
  }
  return null;
}

/** The navigation state that stands for a list (the contract's), as links from any remote send it. */
export const categoryState = (categoryType: string): ProgramsListState => ({ type: 'category', categoryType });
export const locationState = (country: string, city?: string): ProgramsListState =>
  city ? { type: 'location', country, city } : { type: 'location', country };

export const hasFilters = (criteria: ListCriteria) => FILTER_KEYS.some((key) => criteria[key] !== undefined);

export { programDetailsHref } from './programHref';
