// Test-only: GET /api/search over the sample catalogue, as the contract describes it (shared/src/domain/search.ts),
// facets counted disjunctively (each filter's values with every other filter applied). Words match a substring of
// name, location, details, country or city; month and guests are not modelled (the sample has no calendar to
// count): a request with them answers as without them, and the tests that send them only read the URL and the query.
import { CATEGORY_OPTIONS, NIGHT_BANDS, PRICE_BANDS, PROGRAM_GROUPS, SEARCH_PAGE_SIZE, type Program, type SearchFacets, type SearchResponse } from '@wellness/shared/domain';
import { apiUrl, http, HttpResponse } from '@wellness/shared/testing/msw';
import { publicPrograms, summaryOf } from './catalogApi';

type Filter = 'q' | 'category' | 'country' | 'city' | 'price' | 'nights' | 'instant' | 'minRating';

const inCategory = (p: Program, value: string) => {
  const v = value.toLowerCase();
  return p.category === v || p.group === v || p.groupName.toLowerCase() === v || CATEGORY_OPTIONS.some((o) => o.label.toLowerCase() === v && o.value === p.category);
};

function tests(q: URLSearchParams): Record<Filter, (p: Program) => boolean> {
  const num = (key: string) => (q.get(key) === null ? undefined : Number(q.get(key)));
  const words = q.get('q')?.trim().toLowerCase();
  const [minPrice, maxPrice, minNights, maxNights, minRating] = ['minPrice', 'maxPrice', 'minNights', 'maxNights', 'minRating'].map(num);
  return {
    q: (p) => !words || [p.name, p.location, p.details, p.country, p.city].some((s) => s.toLowerCase().includes(words)),
    category: (p) => !q.get('category') || inCategory(p, q.get('category')!),
    country: (p) => !q.get('country') || p.country.toLowerCase() === q.get('country')!.toLowerCase(),
    city: (p) => !q.get('city') || p.city.toLowerCase() === q.get('city')!.toLowerCase(),
    price: (p) => (minPrice === undefined || (p.price ?? -1) >= minPrice) && (maxPrice === undefined || (p.price !== null && p.price <= maxPrice)),
    nights: (p) => (minNights === undefined || (p.nights ?? -1) >= minNights) && (maxNights === undefined || (p.nights !== null && p.nights <= maxNights)),
    instant: (p) => q.get('instant') !== '1' || p.bookingMode === 'instant',
    minRating: (p) => minRating === undefined || (p.reviewStats.average ?? 0) >= minRating,
  };
}

const FILTERS: Filter[] = ['q', 'category', 'country', 'city', 'price', 'nights', 'instant', 'minRating'];

/** The search's answer for a query string, over `programs` (the sample's public programs unless told). */
function searchAnswer(q: URLSearchParams, programs: Program[] = publicPrograms): SearchResponse {
  const t = tests(q);
  const matching = (except?: Filter) => programs.filter((p) => FILTERS.every((f) => f === except || t[f](p)));
  const matches = matching();
  const limit = Number(q.get('limit') ?? SEARCH_PAGE_SIZE);
  const offset = Number(q.get('offset') ?? 0);
  const response: SearchResponse = { programs: matches.slice(offset, offset + limit).map(summaryOf), total: matches.length, totalCapped: false, places: [], limit, offset };
  if (q.get('facets') === '1') response.facets = facetsOf(matching);
  return response;
}

function facetsOf(matching: (except?: Filter) => Program[]): SearchFacets {
  const count = (list: Program[], keyOf: (p: Program) => string) => {
    const counts = new Map<string, number>();
    for (const p of list) counts.set(keyOf(p), (counts.get(keyOf(p)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, n]) => ({ value, label: value, count: n }));
  };
  const byCategory = matching('category');
  const byPrice = matching('price');
  const byNights = matching('nights');
  const byRating = matching('minRating');
  return {
    // The sample catalogue is small: every count is exact.
    capped: false,
    categories: CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: o.label, count: byCategory.filter((p) => p.category === o.value).length })),
    groups: PROGRAM_GROUPS.map((g) => ({ value: g.slug, label: g.type, count: byCategory.filter((p) => p.group === g.slug).length })),
    countries: count(matching('country'), (p) => p.country),
    cities: count(matching('city'), (p) => p.city),
    prices: PRICE_BANDS.map((b) => ({
      value: `${b.min}-${b.max ?? ''}`, label: b.label,
      count: byPrice.filter((p) => p.price !== null && p.price >= b.min && (b.max === undefined || p.price <= b.max)).length,
    })),
    nights: NIGHT_BANDS.map((b) => ({
      value: `${b.min}-${b.max ?? ''}`, label: b.label,
      count: byNights.filter((p) => p.nights !== null && p.nights >= b.min && (b.max === undefined || p.nights <= b.max)).length,
    })),
    months: [],
    instant: matching('instant').filter((p) => p.bookingMode === 'instant').length,
    ratings: [4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n}+ stars`, count: byRating.filter((p) => (p.reviewStats.average ?? 0) >= n).length })),
  };
}

/** GET /api/search answering from the sample; each request's query is pushed to `requests` when given. */
export const searchHandler = (requests?: URLSearchParams[], programs?: Program[]) =>
  http.get(apiUrl('/api/search'), ({ request }) => {
    const q = new URL(request.url).searchParams;
    requests?.push(q);
    return HttpResponse.json({ data: searchAnswer(q, programs) });
  });
