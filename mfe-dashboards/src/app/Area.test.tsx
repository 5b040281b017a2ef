import { screen } from '@testing-library/react';
import { makeTestStore, renderArea } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { sessionOf } from '../testing/fixtures';
import { adminMessages } from '../features/admin/messages';
import { dashboardsMessages } from '../messages';
import { Component as Area, prepare } from './Area';

const emptyPrograms = { programs: [], counts: { draft: 0, pending: 0, active: 0, inactive: 0, rejected: 0 } };

describe('dashboards area', () => {
  startMockApi();
  beforeEach(() => {
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => HttpResponse.json({ data: { bookings: [], counts: { booked: 0, upcoming: 0, canceled: 0 } } })),
      http.get(apiUrl('/api/my/programs'), () => HttpResponse.json({ data: emptyPrograms })),
      http.get(apiUrl('/api/my/booking-requests'), () => HttpResponse.json({ data: { requests: [], counts: { requested: 0, confirmed: 0, declined: 0, canceled: 0 } } })),
      http.get(apiUrl('/api/my/preferences'), () => HttpResponse.json({ data: { notifications: true, language: 'en' } })),
      http.get(apiUrl('/api/my/host-summary'), () => HttpResponse.json({ data: { enabled: true } })),
      http.get(apiUrl('/api/admin/programs'), () => HttpResponse.json({ data: { programs: [], total: 0, counts: { pending: 0, approved: 0, rejected: 0 } } })),
      http.get(apiUrl('/api/admin/analytics'), () => HttpResponse.json({ data: { totalPrograms: 0, approvalRate: 0, activeUsers: 0, revenue: '$12,450' } })),
    );
  });

  it.each([
    ['user', '/dashboard/user', /^Welcome, Ines/],
    ['user', '/dashboard/user/services', 'My Services'],
    ['user', '/dashboard/user/services/new', 'Add New Program'],
    ['user', '/dashboard/user/personal-info', 'Personal Information'],
    ['user', '/dashboard/user/payment', 'Payment Methods'],
    ['facility', '/dashboard/facility', 'FACILITY PROGRAMS'],
    ['facility', '/dashboard/facility/services/new', 'Add New Program'],
    ['facility', '/dashboard/facility/preferences', 'Preferences'],
    ['admin', '/dashboard/admin', 'ADMIN PANEL'],
    ['admin', '/dashboard/admin/payment', 'Payment Methods'],
  ] as const)('as %s renders %s inside the sidebar layout', async (role, route, heading) => {
    await renderArea(Area, { route, preloadedState: sessionOf(role) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each(['/dashboard/nobody', '/dashboard/user/unknown', '/dashboard/admin/services/new', '/dashboard/facility/services'])('sends %s, a path no page owns, home', async (route) => {
    const { location } = await renderArea(Area, { route, preloadedState: sessionOf('admin') });
    expect(location().pathname).toBe('/');
  });

  it('loads the page’s texts and its own in the page’s language before the first render, which is then written in it', async () => {
    const store = makeTestStore({ ...sessionOf('admin'), locale: 'es' });
    expect([dashboardsMessages.loaded('es'), adminMessages.loaded('es')]).toEqual([false, false]);
    await prepare('/dashboard/admin', store);
    expect([dashboardsMessages.loaded('es'), adminMessages.loaded('es')]).toEqual([true, true]);
    await renderArea(Area, { route: '/dashboard/admin', store });
    expect(screen.getByRole('heading', { level: 1, name: 'PANEL DE ADMINISTRACIÓN' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Panel' });
    expect(screen.getByRole('heading', { level: 2, name: 'Panel de administración' })).toBeInTheDocument();
    expect([...menu.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Panel de administración', 'Libro contable', 'Datos personales', 'Métodos de pago', 'Preferencias']);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
