import { Suspense } from 'react';
import { lazyPage, Navigate, preparePage, Route, Routes } from '@wellness/shared/contract';
import { LoadingText } from '@wellness/shared/ui';

// Each dashboard is its own chunk, named after its path so the site's server can preload the one asked for.
const pages = {
  '/dashboard/user': lazyPage(() => import(/* webpackChunkName: "route-dashboard-user" */ '../features/user/UserDashboard')),
  '/dashboard/facility': lazyPage(() => import(/* webpackChunkName: "route-dashboard-facility" */ '../features/facility/FacilityDashboard')),
  '/dashboard/admin': lazyPage(() => import(/* webpackChunkName: "route-dashboard-admin" */ '../features/admin/AdminDashboard')),
};
const { '/dashboard/user': UserDashboard, '/dashboard/facility': FacilityDashboard, '/dashboard/admin': AdminDashboard } = pages;

/** Before the shell mounts the area: the dashboard of the URL loads, so the area's first render is that dashboard. */
export const prepare = (pathname: string) => preparePage(pages, pathname);

/**
 * The dashboards area: everything under /dashboard (SPEC §2 protected routes). The shell's role guard has already
 * let only the role of each dashboard in.
 */
export function Component() {
  return (
    <Suspense fallback={<LoadingText page>Loading…</LoadingText>}>
      <Routes>
        <Route path="dashboard">
          <Route path="user/*" element={<UserDashboard />} />
          <Route path="facility/*" element={<FacilityDashboard />} />
          <Route path="admin/*" element={<AdminDashboard />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
