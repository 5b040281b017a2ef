import { screen } from '@testing-library/react';
import { renderArea } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { sessionOf } from '../testing/fixtures';
import { Component as Area } from './Area';

const emptyPrograms = { programs: [], counts: { draft: 0, pending: 0, active: 0, inactive: 0, rejected: 0 } };

describe('dashboards area', () => {
  startMockApi();
  beforeEach(() => {
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => HttpResponse.json({ data: { bookings: [], counts: { booked: 0, upcoming: 0, canceled: 0 } } })),
      http.get(apiUrl('/api/my/programs'), () => HttpResponse.json({ data: emptyPrograms })),
      http.get(apiUrl('/api/my/booking-requests'), () => HttpResponse.json({ data: { requests: [], counts: { requested: 0, confirmed: 0, declined: 0, canceled: 0 } } })),
      http.get(apiUrl('/api/my/preferences'), () => HttpResponse.json({ data: { notifications: true, language: 'en' } })),
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
});
