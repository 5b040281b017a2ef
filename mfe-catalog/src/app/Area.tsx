import { Suspense } from 'react';
import { Navigate, Route, Routes, type AppStore } from '@wellness/shared/contract';
import { lazyPages, pageRoutes } from '@wellness/shared/routes/area';
import { nextTask } from '@wellness/shared/scheduling';
import { LoadingText } from '@wellness/shared/ui';
import { prefetchProgram } from '../lib/api/programPrefetch';
import { BookingNotice } from '../features/program-details/booking-notice/BookingNotice';
import { ROUTES } from './routes';

/**
 * Every page here asks the API: the shared API client (RTK Query, provided by the shell) evaluates in a task of its
 * own, then the page's modules in the next, two shorter tasks instead of one long one (the page stays responsive).
 * Each page is its own chunk, named after its path (app/routes.ts), so the site's server can preload the one a
 * visitor asks for.
 */
const { pages, prepare: preparePage } = lazyPages(ROUTES, (route) => () => import('@wellness/shared/api').then(nextTask).then(route.page));

/**
 * Before the shell mounts the area: the page of the URL loads, so the area's first render is that page, with the
 * data the server started with it (explore's categories); a program's details start loading at the same time.
 */
export const prepare = (pathname: string, store: AppStore) => {
  void prefetchProgram(pathname, typeof window === 'undefined' ? '' : window.location.search, store).catch(() => undefined);
  return preparePage(pathname, store);
};

/**
 * The catalog area: the pages of its route table; and the notice of a booking just made, which outlives its dialog
 * and page. A path below the area that no page owns goes home.
 */
export function Component() {
  return (
    <>
      <Suspense fallback={<LoadingText page />}>
        <Routes>
          {pageRoutes(pages, '/')}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
      <BookingNotice />
    </>
  );
}
