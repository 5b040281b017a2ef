import type { AppDispatch } from '@wellness/shared/contract';
import { categoriesApi, destinationsApi, sampleCategories } from '@wellness/shared/api/catalog';
import { searchApiParams, searchHref, type Destination, type ProgramSummary, type SearchCriteria } from '@wellness/shared/domain';
import { loadSampleData } from '@wellness/shared/fallback';
import { DEFAULT_LOCALE, isLocale } from '@wellness/shared/format';
import type { TFunction } from '@wellness/shared/i18n';
import { assistantSearchApi, sampleSearch, type Found } from './assistantSearch';
import { understandingTable } from './languages';
import type { UnderstandingTable } from './languages/types';
import { chatMessages } from './messages';
import { chatT, replies } from './replies';
import { describeUnderstanding, inCountry, understandRequest, UNDERSTOOD_ORDER, type KnownPlaces, type Understanding } from './understand';

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
  /** The search page with the reply's criteria ("See all results"). */
  searchHref?: string;
  /** With no match: the program categories to browse instead (their `type`, the /programs category state). */
  categories?: string[];
}

const toChatProgram = ({ name, slug, location, duration, priceText, image }: ProgramSummary): ChatProgram => ({ name, slug, location, duration, priceText, image });

/** Where the catalogue is read from: the API, or the bundled sample data when the API fails. */
export interface Catalogue {
  destinations(): Promise<Pick<Destination, 'country' | 'cities'>[]>;
  /** The program categories' names (their `type`). */
  categories(): Promise<string[]>;
  /**
   * GET /api/search: the first RECOMMENDATION_COUNT programs of `criteria` and how many match, the price bounds in
   * `currency` (the budget's) when given.
   */
  search(criteria: SearchCriteria, currency?: string): Promise<Found>;
}

function apiCatalogue(dispatch: AppDispatch): Catalogue {
  return {
    async destinations() {
      const { data } = await dispatch(destinationsApi.endpoints.catalogDestinations.initiate(undefined, { subscribe: false }));
      return data ?? (await loadSampleData()).destinations;
    },
    async categories() {
      const { data } = await dispatch(categoriesApi.endpoints.catalogCategories.initiate(undefined, { subscribe: false }));
      return (data ?? sampleCategories(await loadSampleData())).map((c) => c.type);
    },
    async search(criteria, currency) {
      const params = searchApiParams(criteria, { limit: RECOMMENDATION_COUNT });
      if (currency) params.currency = currency;
      const { data, isError } = await dispatch(assistantSearchApi.endpoints.assistantSearch.initiate(params, { subscribe: false }));
      if (!isError && data) return data;
      // The sample programs have no exchange rates: their bounds are read in each program's own currency.
      return sampleSearch(await loadSampleData(), criteria, RECOMMENDATION_COUNT);
    },
  };
}

const places = (destinations: Pick<Destination, 'country' | 'cities'>[]): KnownPlaces => ({
  countries: destinations.map((d) => d.country),
  cities: destinations.flatMap((d) => d.cities.map((city) => ({ city, country: d.country }))),
});

/** How the reply writes the understanding back: the page's catalogue and its language's table. */
interface Say {
  t: TFunction;
  table: UnderstandingTable;
}

type Step = { dropped: (u: Understanding, say: Say) => string; relax: (u: Understanding, say: Say) => Understanding | undefined };
const without = (u: Understanding, keys: (keyof SearchCriteria)[], phrase: keyof Understanding['phrases'], replacement?: string): Understanding | undefined => {
  if (!keys.some((k) => u.criteria[k] !== undefined)) return undefined;
  const criteria = { ...u.criteria };
  for (const k of keys) delete criteria[k];
  const phrases = { ...u.phrases, [phrase]: replacement };
  if (replacement === undefined) delete phrases[phrase];
  const { currency, region, ...rest } = u;
  return {
    ...rest,
    ...(criteria.minPrice !== undefined || criteria.maxPrice !== undefined ? { currency } : {}),
    ...(criteria.q !== undefined && region !== undefined ? { region } : {}),
    criteria,
    phrases,
    understood: UNDERSTOOD_ORDER.flatMap((key) => (phrases[key] ? [phrases[key]] : [])),
  };
};

/** What the nearest search leaves out, least important first. */
const RELAXING: readonly Step[] = [
  { dropped: (_u, { t }) => t('dropped.month'), relax: (u) => without(u, ['month'], 'when') },
  { dropped: (_u, { t }) => t('dropped.length'), relax: (u) => without(u, ['minNights', 'maxNights'], 'length') },
  { dropped: (_u, { t }) => t('dropped.budget'), relax: (u) => without(u, ['minPrice', 'maxPrice'], 'budget') },
  { dropped: (_u, { t }) => t('dropped.guests'), relax: (u) => without(u, ['guests'], 'guests') },
  { dropped: (_u, { t }) => t('dropped.instant'), relax: (u) => without(u, ['instant'], 'instant') },
  { dropped: (_u, { t }) => t('dropped.rating'), relax: (u) => without(u, ['minRating'], 'rating') },
  { dropped: (u, { t }) => (u.region ? t('dropped.region') : t('dropped.words')), relax: (u) => without(u, ['q'], 'words') },
  { dropped: (_u, { t }) => t('dropped.city'), relax: (u, say) => (u.criteria.city ? without(u, ['city'], 'place', inCountry(say, u.criteria.country!)) : undefined) },
  { dropped: (_u, { t }) => t('dropped.place'), relax: (u) => without(u, ['country', 'city'], 'place') },
  { dropped: (_u, { t }) => t('dropped.kind'), relax: (u) => without(u, ['category'], 'kind') },
];

/** The nearest searches to try: one criterion left out at a time, least important first, then more and more of them. */
function nearestSearches(u: Understanding, say: Say): { dropped: string; understanding: Understanding }[] {
  const applicable = RELAXING.filter((step) => step.relax(u, say));
  const singles = applicable.map((step) => ({ dropped: step.dropped(u, say), understanding: step.relax(u, say)! }));
  const widening: { dropped: string; understanding: Understanding }[] = [];
  let current = u;
  const dropped: string[] = [];
  for (const step of applicable) {
    const next = step.relax(current, say);
    if (!next) continue;
    current = next;
    dropped.push(step.dropped(u, say));
    if (dropped.length > 1) widening.push({ dropped: say.t('reply.and', { list: dropped.slice(0, -1).join(', '), last: dropped.at(-1) }), understanding: current });
  }
  // A search left with no criterion at all is the whole catalogue: no answer to the question.
  return [...singles, ...widening].filter((s) => Object.keys(s.understanding.criteria).length > 0);
}

/**
 * The assistant's answer: the message read into search criteria (budget, month or season, length, place, kind…),
 * the programs that match with a sentence saying what was understood and a link to the search page with those
 * filters; with no match, the nearest search without the least important criterion; with no criterion understood,
 * the canned reply and the categories to browse.
 */
export async function recommend(message: string, catalogue: Catalogue, locale: string, today = new Date()): Promise<ChatReply> {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  // The page's language: its table (a chunk of its own) and its texts, loaded before the message is read.
  const [table] = await Promise.all([understandingTable(language), chatMessages.load(language)]);
  const say: Say = { t: chatT(language), table };
  const reply = replies(language);
  const understanding = understandRequest(message, today, places(await catalogue.destinations()), language, table);
  if (Object.keys(understanding.criteria).length === 0) return { content: reply.nothing, categories: await catalogue.categories() };

  const asked = describeUnderstanding(understanding.phrases, language);
  const found = await catalogue.search(understanding.criteria, understanding.currency);
  if (found.total > 0) {
    return { content: reply.found(asked, found.total, found.totalCapped), programs: found.programs.slice(0, RECOMMENDATION_COUNT).map(toChatProgram), searchHref: searchHref(understanding.criteria) };
  }
  for (const { dropped, understanding: nearer } of nearestSearches(understanding, say)) {
    const near = await catalogue.search(nearer.criteria, nearer.currency);
    if (near.total > 0) {
      return {
        content: reply.nearest(asked, dropped, describeUnderstanding(nearer.phrases, language), near.total, near.totalCapped),
        programs: near.programs.slice(0, RECOMMENDATION_COUNT).map(toChatProgram),
        searchHref: searchHref(nearer.criteria),
      };
    }
  }
  return { content: reply.nothingFor(asked), categories: await catalogue.categories() };
}

/** The recommendation of a message, read from the API (falling back to the sample data). */
export function recommendFromApi(message: string, dispatch: AppDispatch, locale: string): Promise<ChatReply> {
  return recommend(message, apiCatalogue(dispatch), locale).catch((error: unknown) => {
    console.warn('[marketing] The chat could not look for programs.', error);
    return { content: replies(locale).nothing };
  });
}
