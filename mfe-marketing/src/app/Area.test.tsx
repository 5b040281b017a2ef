import { screen } from '@testing-library/react';
import { renderArea } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { Component as Area } from './Area';

describe('marketing area', () => {
  startMockApi();
  // The home reads the destinations and categories, the chat page the catalogue for its replies: empty answers keep these routing
  // tests about routing.
  beforeEach(() =>
    server.use(
      http.get(apiUrl('/api/programs'), () => HttpResponse.json({ data: { programs: [], total: 0 } })),
      http.get(apiUrl('/api/search'), () => HttpResponse.json({ data: { programs: [], total: 0 } })),
      http.get(apiUrl('/destinations'), () => HttpResponse.json({ data: [] })),
      http.get(apiUrl('/program-categories'), () => HttpResponse.json({ data: [] })),
    ),
  );

  it.each([
    ['/', 'Experience Beyond Ordinary Wellness'],
    ['/about', 'About us'],
    ['/pricing', 'Subscription'],
  ])('renders %s', async (route, heading) => {
    await renderArea(Area, { route });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('starts the chat with the message query parameter', async () => {
    await renderArea(Area, { route: '/chat?message=Tell%20me%20about%20Bali' });
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByText('Tell me about Bali')).toBeInTheDocument();
  });

  it('sends a path below the area that no page owns home', async () => {
    const { location } = await renderArea(Area, { route: '/about/team' });
    expect(location().pathname).toBe('/');
  });
});
