import { Suspense } from 'react';
import { lazyPage, Navigate, preparePage, Route, Routes, type AppStore } from '@wellness/shared/contract';
import { LoadingText } from '@wellness/shared/ui';
import { DashboardLayout } from '../features/layout/DashboardLayout';

// Each page is its own chunk, named after its path so the site's server can preload the one asked for. Pages that
// several dashboards share go through a one-line module per path (./pages) to keep that naming.
const pages = {
  '/dashboard/user': lazyPage(() => import(/* webpackChunkName: "route-dashboard-user" */ '../features/user/UserDashboard')),
  '/dashboard/user/services': lazyPage(() => import(/* webpackChunkName: "route-dashboard-user-services" */ '../features/user/UserServicesPage')),
  '/dashboard/user/services/new': lazyPage(() => import(/* webpackChunkName: "route-dashboard-user-services-new" */ './pages/userProgramFormNew')),
  '/dashboard/user/services/edit': lazyPage(() => import(/* webpackChunkName: "route-dashboard-user-services-edit" */ './pages/userProgramFormEdit')),
  '/dashboard/user/personal-info': lazyPage(() => import(/* webpackChunkName: "route-dashboard-user-personal-info" */ './pages/userPersonalInfoPage')),
  '/dashboard/user/payment': lazyPage(() => import(/* webpackChunkName: "route-dashboard-user-payment" */ './pages/userPaymentMethodsPage')),
  '/dashboard/user/preferences': lazyPage(() => import(/* webpackChunkName: "route-dashboard-user-preferences" */ './pages/userPreferencesPage')),
  '/dashboard/facility': lazyPage(() => import(/* webpackChunkName: "route-dashboard-facility" */ '../features/facility/FacilityDashboard')),
  '/dashboard/facility/services/new': lazyPage(() => import(/* webpackChunkName: "route-dashboard-facility-services-new" */ './pages/facilityProgramFormNew')),
  '/dashboard/facility/services/edit': lazyPage(() => import(/* webpackChunkName: "route-dashboard-facility-services-edit" */ './pages/facilityProgramFormEdit')),
  '/dashboard/facility/personal-info': lazyPage(() => import(/* webpackChunkName: "route-dashboard-facility-personal-info" */ './pages/facilityPersonalInfoPage')),
  '/dashboard/facility/payment': lazyPage(() => import(/* webpackChunkName: "route-dashboard-facility-payment" */ './pages/facilityPaymentMethodsPage')),
  '/dashboard/facility/preferences': lazyPage(() => import(/* webpackChunkName: "route-dashboard-facility-preferences" */ './pages/facilityPreferencesPage')),
  '/dashboard/admin': lazyPage(() => import(/* webpackChunkName: "route-dashboard-admin" */ '../features/admin/AdminDashboard')),
  '/dashboard/admin/personal-info': lazyPage(() => import(/* webpackChunkName: "route-dashboard-admin-personal-info" */ './pages/adminPersonalInfoPage')),
  '/dashboard/admin/payment': lazyPage(() => import(/* webpackChunkName: "route-dashboard-admin-payment" */ './pages/adminPaymentMethodsPage')),
  '/dashboard/admin/preferences': lazyPage(() => import(/* webpackChunkName: "route-dashboard-admin-preferences" */ './pages/adminPreferencesPage')),
};
const {
  '/dashboard/user': P_user,
  '/dashboard/user/services': P_user_services,
  '/dashboard/user/services/new': P_user_services_new,
  '/dashboard/user/services/edit': P_user_services_edit,
  '/dashboard/user/personal-info': P_user_personal_info,
  '/dashboard/user/payment': P_user_payment,
  '/dashboard/user/preferences': P_user_preferences,
  '/dashboard/facility': P_facility,
  '/dashboard/facility/services/new': P_facility_services_new,
  '/dashboard/facility/services/edit': P_facility_services_edit,
  '/dashboard/facility/personal-info': P_facility_personal_info,
  '/dashboard/facility/payment': P_facility_payment,
  '/dashboard/facility/preferences': P_facility_preferences,
  '/dashboard/admin': P_admin,
  '/dashboard/admin/personal-info': P_admin_personal_info,
  '/dashboard/admin/payment': P_admin_payment,
  '/dashboard/admin/preferences': P_admin_preferences,
} = pages;

/** Before the shell mounts the area: the page of the URL loads, so the area's first render is that page. */
export const prepare = (pathname: string, store: AppStore) => preparePage(pages, pathname, store);

const loading = <LoadingText page>Loading…</LoadingText>;
const page = (element: React.ReactNode) => <Suspense fallback={loading}>{element}</Suspense>;

/**
 * The dashboards area: everything under /dashboard (SPEC §2 protected routes), each role's pages inside the sidebar
 * layout. The shell's role guard has already let only the role of each dashboard in. A path no page owns goes home.
 */
export function Component() {
  return (
    <Suspense fallback={loading}>
      <Routes>
        <Route path="dashboard">
          <Route path="user" element={<DashboardLayout role="user" />}>
            <Route index element={page(<P_user />)} />
            <Route path="services" element={page(<P_user_services />)} />
            <Route path="services/new" element={page(<P_user_services_new role="user" />)} />
            <Route path="services/edit/:id" element={page(<P_user_services_edit role="user" />)} />
            <Route path="personal-info" element={page(<P_user_personal_info />)} />
            <Route path="payment" element={page(<P_user_payment />)} />
            <Route path="preferences" element={page(<P_user_preferences />)} />
          </Route>
          <Route path="facility" element={<DashboardLayout role="facility" />}>
            <Route index element={page(<P_facility />)} />
            <Route path="services/new" element={page(<P_facility_services_new role="facility" />)} />
            <Route path="services/edit/:id" element={page(<P_facility_services_edit role="facility" />)} />
            <Route path="personal-info" element={page(<P_facility_personal_info />)} />
            <Route path="payment" element={page(<P_facility_payment />)} />
            <Route path="preferences" element={page(<P_facility_preferences />)} />
          </Route>
          <Route path="admin" element={<DashboardLayout role="admin" />}>
            <Route index element={page(<P_admin />)} />
            <Route path="personal-info" element={page(<P_admin_personal_info />)} />
            <Route path="payment" element={page(<P_admin_payment />)} />
            <Route path="preferences" element={page(<P_admin_preferences />)} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
