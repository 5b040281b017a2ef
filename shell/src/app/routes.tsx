import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { chatLoader, type RemoteName, type Role } from '@wellness/shared';
import { MainLayout } from '../features/layout/MainLayout';

import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { RoleGuard } from '../features/guards/RoleGuard';
import { RequireNavigationState, hasProgramDetailsState, hasProgramsListState } from '../features/guards/RequireNavigationState';
import { AreaLoading, RemotePage } from '../features/remote-area/RemotePage';

const StyleGuidePage = lazy(() => import('@wellness/shared/styleguide'));

const page = (remote: RemoteName, module: string) => <RemotePage remote={remote} module={module} />;

const dashboard = (role: Role, module: string): RouteObject => ({
  path: `dashboard/${role}/*`,
  element: <RoleGuard role={role}>{page('dashboards', module)}</RoleGuard>,
  handle: { layout: 'dashboard' },
});

/** The whole route table of SPEC §2; each page is a module exposed by its remote. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: page('marketing', './HomePage') },
      { path: 'about', element: page('marketing', './AboutPage') },
      { path: 'pricing', element: page('marketing', './PricingPage') },
      { path: 'chat', loader: chatLoader, element: page('marketing', './ChatPage') },
      { path: 'explore', element: page('catalog', './ExplorePage') },
      {
        path: 'programs',
        element: <RequireNavigationState accept={hasProgramsListState}>{page('catalog', './ProgramsPage')}</RequireNavigationState>,
      },
      {
        path: 'program-details',
        element: <RequireNavigationState accept={hasProgramDetailsState}>{page('catalog', './ProgramDetailsPage')}</RequireNavigationState>,
      },
      dashboard('user', './UserDashboard'),
      dashboard('facility', './FacilityDashboard'),
      dashboard('admin', './AdminDashboard'),
      {
        path: 'design-system',
        element: (
          <Suspense fallback={<AreaLoading />}>
            <StyleGuidePage />
          </Suspense>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
