import type { AppDispatch } from '@wellness/shared/contract';
import { categoriesApi, destinationsApi } from '@wellness/shared/api/catalog';
import { searchApiParams, searchHref, type Destination, type ProgramSummary, type SearchCriteria } from '@wellness/shared/domain';
import { DEFAULT_LOCALE, isLocale } from '@wellness/shared/format';
import { assistantSearchApi, type Found } from './assistantSearch';
import { understandingTable } from './languages';
import { chatMessages } from './messages';
import { chatT, replies } from './replies';
import type { Say } from './nearest';
import { describeUnderstanding, understandRequest, type KnownPlaces } from './understand';

/** How many programs a reply recommends. */
export const RECOMMENDATION_COUNT = 3;

/** A recommended program, as the reply shows and links it. */
export interface ChatProgram {
  name: string;
  slug: string;
  location: string;
  /** Its country as the catalogue writes it, to name it in the page's language (absent in a conversation kept from before). */
  country?: string;
  /** The length as the program writes it, shown when it gives no nights. */
  duration: string;
  nights: number | null;
  /** Per person, in `currency` (whole units); null for a program without a price. */
  price: number | null;
  currency: string;
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

const toChatProgram = ({ name, slug, location, country, duration, nights, price, currency, image }: ProgramSummary): ChatProgram => ({
  name, slug, location, country, duration, nights, price, currency, image,
});

/**
 * "See all results": the search page with the reply's criteria, and the budget's currency when one was understood
 * ("under 3,000 €" is a bound in euros whatever the visitor's display currency). The router writes the page's language
 * before the path (`/fr/search?…`).
 */
export function seeAllHref(criteria: SearchCriteria, currency: string | undefined): string {
  const href = searchHref(criteria);
  if (!currency || (criteria.minPrice === undefined && criteria.maxPrice === undefined)) return href;
  return `${href}${href.includes('?') ? '&' : '?'}currency=${encodeURIComponent(currency)}`;
}

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

const sample = async () => (await import(/* webpackChunkName: "assistant-fallback" */ './assistantFallback')).sampleCatalogue();

function apiCatalogue(dispatch: AppDispatch): Catalogue {
  return {
    async destinations() {
      const { data } = await dispatch(destinationsApi.endpoints.catalogDestinations.initiate(undefined, { subscribe: false }));
      return data ?? (await sample()).destinations;
    },
    async categories() {
      const { data } = await dispatch(categoriesApi.endpoints.catalogCategories.initiate(undefined, { subscribe: false }));
      return data ? data.map((c) => c.type) : (await sample()).categories;
    },
    async search(criteria, currency) {
      const params = searchApiParams(criteria, { limit: RECOMMENDATION_COUNT });
      if (currency) params.currency = currency;
      const { data, isError } = await dispatch(assistantSearchApi.endpoints.assistantSearch.initiate(params, { subscribe: false }));
      if (!isError && data) return data;
      // The sample programs have no exchange rates: their bounds are read in each program's own currency.
      return (await sample()).search(criteria, RECOMMENDATION_COUNT);
    },
  };
}

const places = (destinations: Pick<Destination, 'country' | 'cities'>[]): KnownPlaces => ({
  countries: destinations.map((d) => d.country),
  cities: destinations.flatMap((d) => d.cities.map((city) => ({ city, country: d.country }))),
});

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
    return { content: reply.found(asked, found.total, found.totalCapped), programs: found.programs.slice(0, RECOMMENDATION_COUNT).map(toChatProgram), searchHref: seeAllHref(understanding.criteria, understanding.currency) };
  }
  const { nearestSearches } = await import(/* webpackChunkName: "assistant-nearest" */ './nearest');
  for (const { dropped, understanding: nearer } of nearestSearches(understanding, say)) {
    const near = await catalogue.search(nearer.criteria, nearer.currency);
    if (near.total > 0) {
      return {
        content: reply.nearest(asked, dropped, describeUnderstanding(nearer.phrases, language), near.total, near.totalCapped),
        programs: near.programs.slice(0, RECOMMENDATION_COUNT).map(toChatProgram),
        searchHref: seeAllHref(nearer.criteria, nearer.currency),
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
