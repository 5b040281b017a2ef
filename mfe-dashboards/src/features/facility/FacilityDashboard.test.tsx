import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { booking, conflict, program, sessionOf, stateCounts } from '../../testing/fixtures';
import { headingOrder } from '../../testing/headings';
import { FacilityDashboard } from './FacilityDashboard';

const programs = [
  program({ id: 'a1', name: 'Lakeside Stillness', status: 'active' }),
  program({ id: 'i1', name: 'Winter Quiet', status: 'inactive' }),
  program({ id: 'p1', name: 'Mountain Reset', status: 'pending' }),
  program({ id: 'd1', name: 'Forest Draft', status: 'draft' }),
];
const counts = { active: 1, inactive: 1, pending: 1, draft: 1, rejected: 0 };
const requestCounts = stateCounts({ requested: 1 });

function mockLists(requests = [booking({ id: 'r1' })]) {
  server.use(
    http.get(apiUrl('/api/my/programs'), () => HttpResponse.json({ data: { programs, counts } })),
    http.get(apiUrl('/api/my/booking-requests'), () => HttpResponse.json({ data: { requests, counts: requestCounts, total: requests.length } })),
  );
}

describe('FacilityDashboard', () => {
  startMockApi();

  it('lists FACILITY PROGRAMS under Active, Inactive, Pending and Drafts, with ADD NEW PROGRAM and EDIT PROGRAM links', async () => {
    mockLists();
    const user = userEvent.setup();
    const { location } = renderWithProviders(<FacilityDashboard />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    expect(screen.getByRole('heading', { level: 1, name: 'FACILITY PROGRAMS' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Active (1)', 'Inactive (1)', 'Pending (1)', 'Drafts (1)']);
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Lakeside Stillness' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Drafts/ }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Forest Draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'EDIT PROGRAM Forest Draft' }));
    expect(location().pathname).toBe('/dashboard/facility/services/edit/d1');
  });

  it('keeps its heading levels in order: the h1, then the program cards and the booking requests as h2', async () => {
    mockLists([]);
    server.use(http.get(apiUrl('/api/my/programs'), () => HttpResponse.json({ data: { programs: programs.slice(0, 1), counts: { ...counts, inactive: 0 } } })));
    const user = userEvent.setup();
    const { container } = renderWithProviders(<FacilityDashboard />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lakeside Stillness' })).toBeInTheDocument();
    expect(await screen.findByText('No booking requests yet')).toBeInTheDocument();
    expect(headingOrder(container)).toEqual({ levels: [1, 2, 2, 3], skips: false });
    // An empty tab's message is a heading too.
    await user.click(screen.getByRole('tab', { name: /Inactive/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'No inactive programs' })).toBeInTheDocument();
    expect(headingOrder(container).skips).toBe(false);
  });

  it('ADD NEW PROGRAM opens the form; a card click opens the program details', async () => {
    mockLists();
    const user = userEvent.setup();
    const { location } = renderWithProviders(<FacilityDashboard />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    await user.click(screen.getByRole('link', { name: 'ADD NEW PROGRAM' }));
    expect(location().pathname).toBe('/dashboard/facility/services/new');
  });

  it('a card click opens its program details page', async () => {
    mockLists();
    const user = userEvent.setup();
    const { location } = renderWithProviders(<FacilityDashboard />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    await user.click(await screen.findByRole('link', { name: 'Lakeside Stillness' }));
    expect(location().pathname).toBe('/program-details/a1-slug');
    expect(location().state).toEqual({ programName: 'Lakeside Stillness' });
  });

  it('the owner confirms a booking request from the dashboard; a refused decision shows the API message and reads the list again', async () => {
    let reads = 0;
    let decided = false;
    server.use(
      http.get(apiUrl('/api/my/programs'), () => HttpResponse.json({ data: { programs, counts } })),
      http.get(apiUrl('/api/my/booking-requests'), () => {
        reads += 1;
        return HttpResponse.json({ data: { requests: [booking({ id: 'r1', state: decided ? 'confirmed' : 'requested' })], counts: requestCounts, total: 1 } });
      }),
      http.post(apiUrl('/api/my/booking-requests/r1/confirm'), () => {
        if (decided) return HttpResponse.json(conflict('This booking is confirmed; it cannot be confirmed.', 'INVALID_TRANSITION'), { status: 409 });
        decided = true;
        return HttpResponse.json({ data: booking({ id: 'r1', state: 'confirmed' }) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FacilityDashboard />, { preloadedState: sessionOf('facility') });
    const table = await screen.findByRole('table', { name: 'Booking requests for your programs' });
    const row = within(table).getByRole('row', { name: /Gabriel Moreau/ });
    expect(row).toHaveTextContent('09/05/2030 – 15/05/2030');
    expect(row).toHaveTextContent('Awaiting your answer');
    await user.click(within(row).getByRole('button', { name: 'Confirm the booking of Gabriel Moreau for Lakeside Stillness' }));
    expect(await screen.findByText('Booking WT-R1 of Gabriel Moreau confirmed.')).toBeInTheDocument();
    expect(await within(table).findByText('Confirmed', { ignore: 'details *' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('switches an approved program between active and inactive through the API', async () => {
    mockLists([]);
    let sent: unknown;
    server.use(
      http.patch(apiUrl('/api/my/programs/a1/status'), async ({ request: r }) => {
        sent = await r.json();
        return HttpResponse.json({ data: program({ id: 'a1', status: 'inactive' }) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FacilityDashboard />, { preloadedState: sessionOf('facility') });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Lakeside Stillness' }));
    expect(await screen.findByText('Lakeside Stillness is now inactive.')).toBeInTheDocument();
    expect(sent).toEqual({ status: 'inactive' });
    expect(screen.getByText('No booking requests yet')).toBeInTheDocument();
  });
});
