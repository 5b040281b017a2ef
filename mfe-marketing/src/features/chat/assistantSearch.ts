import { baseApi } from '@wellness/shared/api';
import { CATALOG_API_TIMEOUT_MS, logFailure, samplePrograms } from '@wellness/shared/api/catalog';
import type { ApiSuccess, ProgramSummary, SearchCriteria, SearchResponse } from '@wellness/shared/domain';
import type { SampleData } from '@wellness/shared/fallback';
import { normalizeText } from './understand';

/**
 * GET /api/search with every criterion the assistant understood (`searchApiParams(criteria)`): the one search the
 * search page, the programs lists and the explore dropdown ask too, so the assistant's count is the page's count.
 */
export const assistantSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    assistantSearch: build.query<SearchResponse, Record<string, string>>({
      query: (params) => ({ url: '/api/search', params, timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<SearchResponse>) => response.data,
      transformErrorResponse: logFailure('the assistant’s search'),
    }),
  }),
});

export interface Found {
  programs: ProgramSummary[];
  total: number;
  totalCapped: boolean;
}

const wholeWord = (text: string, word: string) => new RegExp(`(?<![a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`).test(normalizeText(text));

/**
 * The search over the bundled sample programs, for when the API cannot answer: the programs list's own fallback
 * filters, plus instant booking, places for the guests and the words (whole words, as the assistant reads them).
 */
export function sampleSearch(data: SampleData, criteria: SearchCriteria, limit: number): Found {
  const { q, category, country, city, minPrice, maxPrice, minNights, maxNights, month, minRating, instant, guests } = criteria;
  const words = q ? normalizeText(q).split(' ') : [];
  const today = new Date().toISOString().slice(0, 10);
  const programs = samplePrograms(data, { category, country, city, minPrice, maxPrice, minNights, maxNights, month, minRating }).filter((p) => {
    const program = data.programs.find((x) => x.id === p.id);
    if (instant && p.bookingMode !== 'instant') return false;
    if (guests !== undefined && program && !program.sessions.some((s) => s.startDate >= today && s.placesLeft >= guests && (!month || s.startDate.startsWith(month)))) return false;
    return words.every((w) => [p.name, p.location, p.description, p.details].some((field) => wholeWord(field, w)));
  });
  return { programs: programs.slice(0, limit), total: programs.length, totalCapped: false };
}
