import { screen } from '@testing-library/react';
import { renderArea } from '@wellness/shared/testing';
import { Component as Area } from './Area';

const user = { firstName: 'Ines', lastName: 'Duarte', email: 'ines@example.test', phone: '1234567', role: 'user' as const };

describe('dashboards area', () => {
  it.each([
    ['/dashboard/user', /^Welcome, Ines/],
    ['/dashboard/user/services/new', /^Welcome, Ines/],
    ['/dashboard/facility', 'FACILITY PROGRAMS'],
    ['/dashboard/admin/preferences', 'ADMIN PANEL'],
  ])('renders %s', async (route, heading) => {
    await renderArea(Area, { route, preloadedState: { session: { user, token: 't' } } });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends a path no dashboard owns home', async () => {
    const { location } = await renderArea(Area, { route: '/dashboard/nobody' });
    expect(location().pathname).toBe('/');
  });
});
