import { screen } from '@testing-library/react';
import { renderRoutes } from '@wellness/shared/testing';
import { RoleGuard } from './RoleGuard';

const facility = { firstName: 'Lea', lastName: 'Berg', email: 'lea@example.test', phone: '123', role: 'facility' as const };

const routes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/dashboard/facility/*', element: <RoleGuard role="facility"><h1>Facility area</h1></RoleGuard> },
  { path: '/dashboard/admin/*', element: <RoleGuard role="admin"><h1>Admin area</h1></RoleGuard> },
];

describe('RoleGuard', () => {
  it('sends a signed-out visitor to /', async () => {
    renderRoutes(routes, { initialEntries: ['/dashboard/facility'] });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('sends another role to /', async () => {
    renderRoutes(routes, { initialEntries: ['/dashboard/admin/payment'], preloadedState: { session: { user: facility, token: 't' } } });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('lets the role into its own area, nested paths included', async () => {
    renderRoutes(routes, { initialEntries: ['/dashboard/facility/services/new'], preloadedState: { session: { user: facility, token: 't' } } });
    expect(await screen.findByRole('heading', { name: 'Facility area' })).toBeInTheDocument();
  });
});
