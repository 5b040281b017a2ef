import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@wellness/shared/contract';
import { LoadingText } from '@wellness/shared/ui';

const UserDashboard = lazy(() => import(/* webpackChunkName: "route-dashboard-user" */ '../features/user/UserDashboard'));
const FacilityDashboard = lazy(() => import(/* webpackChunkName: "route-dashboard-facility" */ '../features/facility/FacilityDashboard'));
const AdminDashboard = lazy(() => import(/* webpackChunkName: "route-dashboard-admin" */ '../features/admin/AdminDashboard'));

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
