import type { Locale } from '@wellness/shared/format';
import { makeStore, type AppStore } from '@wellness/shared/contract';
import { categoriesApi, destinationsApi, programsApi } from '@wellness/shared/api/catalog';
import type { Category, Destination, Faq, Insight, ProgramList, TeamMember } from '@wellness/shared/domain';
import { faqsApi } from '../api/faqs';
import { insightsApi } from '../api/insights';
import { FEATURED_PROGRAMS_LIMIT } from '../api/programs';
import { teamApi } from '../api/team';

/** What the home page's sections read, as the API answered (a section missing here renders as while loading). */
export interface HomeData {
  faqs?: Faq[];
  programs?: ProgramList;
  categories?: Category[];
  destinations?: Destination[];
  team?: TeamMember[];
  insights?: Insight[];
}

/** The API paths of the home page's calls, exactly as its queries ask them (the handshake hands them over by path). */
export const HOME_API_PATHS = {
  faqs: '/faqs',
  programs: `/api/programs?limit=${FEATURED_PROGRAMS_LIMIT}`,
  categories: '/program-categories',
  destinations: '/destinations',
  team: '/api/content/team',
  insights: '/api/content/insights',
} as const satisfies Record<keyof HomeData, string>;

/**
 * A store for one server render of the home page, its queries' cache filled with the answers the view got: the
 * sections read them through the same hooks as in the browser, so they render their content, not their skeletons.
 */
export function homeStore(data: HomeData, locale: Locale = 'en'): AppStore {
  // The view renders inside this store: its language is the page's.
  const store = makeStore({ preloadedState: { locale } });
  if (data.faqs) store.dispatch(faqsApi.util.upsertQueryEntries([{ endpointName: 'marketingFaqs', arg: undefined, value: data.faqs }]));
  if (data.team) store.dispatch(teamApi.util.upsertQueryEntries([{ endpointName: 'marketingTeam', arg: undefined, value: data.team }]));
  if (data.insights) store.dispatch(insightsApi.util.upsertQueryEntries([{ endpointName: 'marketingInsights', arg: undefined, value: data.insights }]));
  if (data.categories) store.dispatch(categoriesApi.util.upsertQueryEntries([{ endpointName: 'catalogCategories', arg: undefined, value: data.categories }]));
  if (data.destinations) store.dispatch(destinationsApi.util.upsertQueryEntries([{ endpointName: 'catalogDestinations', arg: undefined, value: data.destinations }]));
  if (data.programs) {
    store.dispatch(programsApi.util.upsertQueryEntries([{ endpointName: 'catalogPrograms', arg: { limit: FEATURED_PROGRAMS_LIMIT }, value: data.programs }]));
  }
  return store;
}
