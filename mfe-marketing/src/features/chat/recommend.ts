import type { AppDispatch } from '@wellness/shared/contract';
import type { Destination, ProgramSummary } from '@wellness/shared/domain';
import { categoriesApi, destinationsApi, programsApi, sampleCategories, samplePrograms, searchApi, type ProgramsQuery } from '@wellness/shared/api/catalog';
import { loadSampleData } from '@wellness/shared/fallback';
import { normalize, placeName, readIntent, type ChatIntent } from './intent';

/** How many programs a reply recommends. */
export const RECOMMENDATION_COUNT = 3;

/** A recommended program, as the reply shows and links it. */
export interface ChatProgram {
  name: string;
  slug: string;
  location: string;
  duration: string;
  priceText: string;
  image: string;
}

export interface ChatReply {
  content: string;
  programs?: ChatProgram[];
  /** With no match: the program categories to browse instead (their `type`, the /programs category state). */
  categories?: string[];
}

const toChatProgram = ({ name, slug, location, duration, priceText, image }: ProgramSummary): ChatProgram => ({ name, slug, location, duration, priceText, image });

/** Where the catalogue is read from: the API, or the bundled sample data when the API fails. */
interface Catalogue {
  destinations(): Promise<Pick<Destination, 'country' | 'cities'>[]>;
  /** The program categories' names (their `type`). */
  categories(): Promise<string[]>;
  programs(query: ProgramsQuery): Promise<ProgramSummary[]>;
  search(q: string): Promise<ProgramSummary[]>;
}

function apiCatalogue(dispatch: AppDispatch): Catalogue {
  const sample = () => loadSampleData().then((data) => samplePrograms(data));
  return {
    async destinations() {
      const request = dispatch(destinationsApi.endpoints.catalogDestinations.initiate(undefined, { subscribe: false }));
      const { data } = await request;
      return data ?? (await loadSampleData()).destinations;
    },
    async categories() {
      const { data } = await dispatch(categoriesApi.endpoints.catalogCategories.initiate(undefined, { subscribe: false }));
      return (data ?? sampleCategories(await loadSampleData())).map((c) => c.type);
    },
    async programs(query) {
      const { data, isError } = await dispatch(programsApi.endpoints.catalogPrograms.initiate({ ...query, limit: RECOMMENDATION_COUNT }, { subscribe: false }));
      if (!isError && data) return data.programs;
      return localPrograms(await sample(), query);
    },
    async search(q) {
      const { data, isError } = await dispatch(searchApi.endpoints.catalogSearch.initiate({ q, limit: RECOMMENDATION_COUNT }, { subscribe: false }));
      if (!isError && data) return data.programs;
      return localSearch(await sample(), q);
    },
  };
}

/** The API's filters over the sample programs (category: a form value, label, group slug or name). */
export function localPrograms(programs: ProgramSummary[], { category, country, city }: ProgramsQuery): ProgramSummary[] {
  const is = (a: string, b: string | undefined) => b === undefined || normalize(a) === normalize(b);
  return programs
    .filter((p) => !category || [p.category, p.group, p.groupName].some((v) => v && normalize(v) === normalize(category)))
    .filter((p) => is(p.country, country) && is(p.city, city))
    .slice(0, RECOMMENDATION_COUNT);
}

/** The API's search over the sample programs: case-insensitive substring of name, location, details, country, city. */
export function localSearch(programs: ProgramSummary[], q: string): ProgramSummary[] {
  const needle = normalize(q);
  return programs.filter((p) => [p.name, p.location, p.details, p.country, p.city].some((f) => normalize(f).includes(needle))).slice(0, RECOMMENDATION_COUNT);
}

const found = (programs: ProgramSummary[]) => programs.slice(0, RECOMMENDATION_COUNT).map(toChatProgram);

/** The reply's words for each way a message matched. */
export const replyText = {
  categoryInPlace: (label: string, place: string) => `Here are ${label} programs in ${place} that match what you are looking for:`,
  noCategoryInPlace: (label: string, place: string) => `We have no ${label} program in ${place} yet, but these programs there may suit you:`,
  place: (place: string) => `Here are programs in ${place} you may love:`,
  category: (label: string) => `Here are some of our ${label} programs:`,
  words: (word: string) => `Here are programs that mention “${word}”:`,
  nothing: 'I could not find a program that matches your message yet. Would you like to browse our categories instead?',
} as const;

/**
 * The assistant's answer (issue 10, beyond the spec's canned line): real programs of the catalogue that match the
 * message by kind of program, country, city or words; or, with no match, the categories to browse.
 */
export async function recommend(message: string, catalogue: Catalogue): Promise<ChatReply> {
  const intent: ChatIntent = readIntent(message, await catalogue.destinations());
  const { category, place } = intent;

  if (category && place) {
    const both = await catalogue.programs({ category: category.query, ...place });
    if (both.length) return { content: replyText.categoryInPlace(category.label, placeName(place)), programs: found(both) };
    const there = await catalogue.programs({ ...place });
    if (there.length) return { content: replyText.noCategoryInPlace(category.label, placeName(place)), programs: found(there) };
  }
  if (place) {
    const there = await catalogue.programs({ ...place });
    if (there.length) return { content: replyText.place(placeName(place)), programs: found(there) };
    if (place.city) {
      const country = await catalogue.programs({ country: place.country });
      if (country.length) return { content: replyText.place(place.country), programs: found(country) };
    }
  }
  if (category) {
    const kind = await catalogue.programs({ category: category.query });
    if (kind.length) return { content: replyText.category(category.label), programs: found(kind) };
  }
  for (const word of intent.words) {
    const hits = await catalogue.search(word);
    if (hits.length) return { content: replyText.words(word), programs: found(hits) };
  }
  return { content: replyText.nothing, categories: await catalogue.categories() };
}

/** The recommendation of a message, read from the API (falling back to the sample data). */
export function recommendFromApi(message: string, dispatch: AppDispatch): Promise<ChatReply> {
  return recommend(message, apiCatalogue(dispatch)).catch((error: unknown) => {
    console.warn('[marketing] The chat could not look for programs.', error);
    return { content: replyText.nothing };
  });
}
