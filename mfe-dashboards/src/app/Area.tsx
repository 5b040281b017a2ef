import { Suspense } from 'react';
import { Navigate, Route, Routes, selectLocale, type AppStore } from '@wellness/shared/contract';
import type { Role } from '@wellness/shared/domain';
import { lazyPages, pageRoutes } from '@wellness/shared/routes/area';
import { LoadingText } from '@wellness/shared/ui';
import { DashboardLayout } from '../features/layout/DashboardLayout';
import { dashboardsMessages, useDashboardsT } from '../messages';
import { ROUTES } from './routes';

// Each page of the route table loads on demand, in its own chunk named after its path.
const { pages, prepare: preparePage } = lazyPages(ROUTES);

/**
 * Before the shell mounts the area: the page of the URL loads (its `prepare` loads its texts in the page's language),
 * and the dashboards' own texts in that language, so the area's first render is that page, written in it.
 */
export const prepare = (pathname: string, store: AppStore) =>
  Promise.all([dashboardsMessages.load(selectLocale(store.getState())), preparePage(pathname, store)]).then(() => undefined);

function Loading() {
  const { t } = useDashboardsT();
  return <LoadingText page>{t('loading')}</LoadingText>;
}

const loading = <Loading />;
const DASHBOARDS: Role[] = ['user', 'facility', 'admin'];

/**
 * The dashboards area: everything under /dashboard (the spec's protected routes), each role's pages inside the
 * sidebar layout. The shell's role guard has already let only the role of each dashboard in. A path no page owns
 * goes home.
 */
export function Component() {
  return (
    <Suspense fallback={loading}>
      <Routes>
        <Route path="dashboard">
          {DASHBOARDS.map((role) => (
            <Route key={role} path={role} element={<DashboardLayout role={role} />}>
              {pageRoutes(pages, `/dashboard/${role}`, loading)}
            </Route>
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
