import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from '@wellness/shared/contract';
import { lazyPages, pageRoutes } from '@wellness/shared/routes/area';
import { LoadingText } from '@wellness/shared/ui';
import { ROUTES } from './routes';
import styles from './Area.module.css';

// Each page is its own chunk, named after its path (app/routes.ts) so the site's server can preload the one a
// visitor asks for.
const { pages, prepare } = lazyPages(ROUTES);

/** Before the shell mounts the area: the page of the URL loads, so the area's first render is that page. */
export { prepare };

/**
 * While a page's code arrives: on the home page, the room of its full-screen hero in the hero's own colour, so the
 * hero takes the place of the wait without moving what follows (CLS); elsewhere a loading line.
 */
function PageLoading() {
  const { pathname } = useLocation();
  if (pathname === '/') return <div className={styles.heroReserve} aria-busy="true" />;
  return <LoadingText page />;
}

/** The marketing area: the pages of its route table; a path below the area that no page owns goes home. */
export function Component() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {pageRoutes(pages, '/')}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
