// The assistant's answers when the API cannot give them: the bundled sample catalogue and its search. A chunk of its
// own, fetched only then (with the sample data), so a page whose API answers does not carry it.
import { sampleCategories, samplePrograms } from '@wellness/shared/api/catalog';
import type { SearchCriteria } from '@wellness/shared/domain';
import { loadSampleData, type SampleData } from '@wellness/shared/fallback';
import type { Found } from './assistantSearch';
import { normalizeText } from './understand';

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

/** The sample catalogue's destinations, category names and search. */
export async function sampleCatalogue() {
  const data = await loadSampleData();
  return {
    destinations: data.destinations,
    categories: sampleCategories(data).map((c) => c.type),
    search: (criteria: SearchCriteria, limit: number) => sampleSearch(data, criteria, limit),
  };
}
