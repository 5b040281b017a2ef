import { Suspense } from 'react';
import { lazyPage, Navigate, preparePage, Route, Routes, type AppStore } from '@wellness/shared/contract';
import type { Role } from '@wellness/shared/domain';
import { LoadingText } from '@wellness/shared/ui';
import { DashboardLayout } from '../features/layout/DashboardLayout';
import { pagePath, ROUTES } from './routes';

// Each page of the route table loads on demand, in its own chunk named after its path. Routes of one path and its
// parameters (the inbox and its threads) are one page module, loaded (and preloaded) once.
const lazyByPagePath = new Map<string, ReturnType<typeof lazyPage>>();
const pages = ROUTES.map((route) => {
  const key = pagePath(route.path);
  const Page = lazyByPagePath.get(key) ?? lazyPage(route.page);
  lazyByPagePath.set(key, Page);
  return { ...route, Page };
});
const byPagePath = Object.fromEntries(pages.map(({ path, Page }) => [pagePath(path), Page]));

/** Before the shell mounts the area: the page of the URL loads, so the area's first render is that page. */
export const prepare = (pathname: string, store: AppStore) => preparePage(byPagePath, pathname, store);

const loading = <LoadingText page>Loading…</LoadingText>;
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
              {pages
                .filter(({ path }) => path === `/dashboard/${role}` || path.startsWith(`/dashboard/${role}/`))
                .map(({ path, Page, props }) => {
                  const element = <Suspense fallback={loading}><Page {...props} /></Suspense>;
                  const rest = path.slice(`/dashboard/${role}/`.length);
                  return rest ? <Route key={path} path={rest} element={element} /> : <Route key={path} index element={element} />;
                })}
            </Route>
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
