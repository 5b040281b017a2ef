import { Suspense } from 'react';
import { lazyPage, Navigate, preparePage, Route, Routes, type AppStore } from '@wellness/shared/contract';
import { nextTask } from '@wellness/shared/scheduling';
import { LoadingText } from '@wellness/shared/ui';
import { prefetchProgram } from '../lib/api/programPrefetch';
import { hasProgramDetailsState } from '../features/navigation/navigationState';
import { RequireNavigationState } from '../features/navigation/RequireNavigationState';
import { BookingNotice } from '../features/program-details/booking-notice/BookingNotice';

/**
 * Every page here asks the API: the shared API client (RTK Query, provided by the shell) evaluates in a task of its
 * own, then the page's modules in the next, two shorter tasks instead of one long one (the page stays responsive).
 */
const afterApiClient = <M,>(load: () => Promise<M>) => () => import('@wellness/shared/api').then(nextTask).then(load);

// Each page is its own chunk (/program-details/:slug too: the server preloads route-program-details for it), named after its path so the site's server can preload the one a visitor asks for.
const pages = {
  '/explore': lazyPage(afterApiClient(() => import(/* webpackChunkName: "route-explore" */ '../features/explore/ExplorePage'))),
  '/programs': lazyPage(afterApiClient(() => import(/* webpackChunkName: "route-programs" */ '../features/programs/ProgramsPage'))),
  '/program-details': lazyPage(afterApiClient(() => import(/* webpackChunkName: "route-program-details" */ '../features/program-details/ProgramDetailsPage'))),
  '/providers': lazyPage(afterApiClient(() => import(/* webpackChunkName: "route-providers" */ '../features/providers/ProviderPage'))),
  '/search': lazyPage(afterApiClient(() => import(/* webpackChunkName: "route-search" */ '../features/search/SearchPage'))),
};
const { '/explore': ExplorePage, '/programs': ProgramsPage, '/program-details': ProgramDetailsPage, '/providers': ProviderPage, '/search': SearchPage } = pages;

/**
 * Before the shell mounts the area: the page of the URL loads, so the area's first render is that page, with the
 * data the server started with it (explore's categories); a program's details start loading at the same time.
 */
export const prepare = (pathname: string, store: AppStore) => {
  void prefetchProgram(pathname, typeof window === 'undefined' ? '' : window.location.search, store).catch(() => undefined);
  return preparePage(pages, pathname, store);
};

/**
 * The catalog area: explore, the search, the programs list, program details and provider pages, with their
 * navigation-state checks; and the notice of a booking just made, which outlives its dialog and page.
 */
export function Component() {
  return (
    <>
      <Suspense fallback={<LoadingText page>Loading…</LoadingText>}>
        <Routes>
          <Route path="explore" element={<ExplorePage />} />
          {/* Without a category or place (in the query or the navigation state): /explore, or the search with its filters. */}
          <Route path="programs" element={<ProgramsPage />} />
          <Route
            path="program-details"
            element={
              <RequireNavigationState accept={hasProgramDetailsState}>
                <ProgramDetailsPage />
              </RequireNavigationState>
            }
          />
          <Route path="program-details/:slug" element={<ProgramDetailsPage />} />
          <Route path="providers/:slug" element={<ProviderPage />} />
          <Route path="search" element={<SearchPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
      <BookingNotice />
    </>
  );
}
