import type { ComponentType } from 'react';
import type { Role } from '@wellness/shared/domain';

/** A page of the dashboards: its path (a `:param` segment matches any one segment), its module and its props. */
export interface DashboardRoute {
  path: `/dashboard/${Role}${string}`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has its own props, given in `props`
  page: () => Promise<{ default: ComponentType<any> }>;
  props?: Record<string, unknown>;
}

const route = (path: DashboardRoute['path'], page: DashboardRoute['page'], props?: DashboardRoute['props']): DashboardRoute => ({ path, page, props });

/**
 * Every page of the dashboards, once. The area builds its routes and its `prepare` from this table, and the build
 * names each page's chunk after its path (`route-dashboard-user-services-new`: build/routeChunkNames.cjs), the name
 * the site's server preloads for a visitor who opens that path. Write each entry as `route('<path>', () =>
 * import('<module>'), props)`: the build reads that shape, and fails on an import it cannot name.
 */
export const ROUTES: readonly DashboardRoute[] = [
  route('/dashboard/user', () => import('../features/user/UserDashboard')),
  route('/dashboard/user/services', () => import('../features/user/UserServicesPage')),
  route('/dashboard/user/services/new', () => import('../features/program-form/ProgramFormPage'), { role: 'user' }),
  route('/dashboard/user/services/edit/:id', () => import('../features/program-form/ProgramFormPage'), { role: 'user' }),
  route('/dashboard/user/personal-info', () => import('../features/account/PersonalInfoPage')),
  route('/dashboard/user/payment', () => import('../features/account/PaymentMethodsPage')),
  route('/dashboard/user/preferences', () => import('../features/account/PreferencesPage')),
  route('/dashboard/facility', () => import('../features/facility/FacilityDashboard')),
  route('/dashboard/facility/services/new', () => import('../features/program-form/ProgramFormPage'), { role: 'facility' }),
  route('/dashboard/facility/services/edit/:id', () => import('../features/program-form/ProgramFormPage'), { role: 'facility' }),
  route('/dashboard/facility/personal-info', () => import('../features/account/PersonalInfoPage')),
  route('/dashboard/facility/payment', () => import('../features/account/PaymentMethodsPage')),
  route('/dashboard/facility/preferences', () => import('../features/account/PreferencesPage')),
  route('/dashboard/admin', () => import('../features/admin/AdminDashboard')),
  route('/dashboard/admin/personal-info', () => import('../features/account/PersonalInfoPage')),
  route('/dashboard/admin/payment', () => import('../features/account/PaymentMethodsPage')),
  route('/dashboard/admin/preferences', () => import('../features/account/PreferencesPage')),
];

/** The path a page's chunk is named after: the route's path without its parameters (`/dashboard/user/services/edit`). */
export const pagePath = (path: string) => path.replace(/\/:[^/]+/g, '');
