import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { booking, conflict, program, sessionOf, stateCounts } from '../testing/fixtures';
import { seriousViolations } from '../testing/axe';
import axe from 'axe-core';
import { headingOrder } from '../testing/headings';
import { OwnerProgramsPage } from './OwnerProgramsPage';

const programs = [
  program({ id: 'a1', name: 'Lakeside Stillness', status: 'active' }),
  program({ id: 'i1', name: 'Winter Quiet', status: 'inactive' }),
  program({ id: 'p1', name: 'Mountain Reset', status: 'pending' }),
  program({ id: 'd1', name: 'Forest Draft', status: 'draft' }),
];
const counts = { active: 1, inactive: 1, pending: 1, draft: 1, rejected: 0 };
const requestCounts = stateCounts({ requested: 1 });

/** GET /api/my/programs as the API answers it: one status, q on name or location, limit and offset. */
function myPrograms(list: typeof programs, listCounts: typeof counts, seen: URLSearchParams[] = []) {
  return http.get(apiUrl('/api/my/programs'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    const q = (params.get('q') ?? '').toLowerCase();
    const matching = list.filter((p) => p.status === params.get('status') && (!q || `${p.name} ${p.location}`.toLowerCase().includes(q)));
    const limit = Number(params.get('limit'));
    const offset = Number(params.get('offset'));
    return HttpResponse.json({ data: { programs: matching.slice(offset, offset + limit), counts: listCounts, total: matching.length, limit, offset } });
  });
}

function mockLists(requests = [booking({ id: 'r1' })]) {
  server.use(
    myPrograms(programs, counts),
    http.get(apiUrl('/api/my/booking-requests'), () => HttpResponse.json({ data: { requests, counts: requestCounts, total: requests.length } })),
  );
}

describe('an owner’s programs page (the facility dashboard, a user’s services)', () => {
  startMockApi();
  // Each priced booking reads its money (a manual program's shows what is due): these are paid by card.
  beforeEach(() =>
    server.use(http.get(apiUrl('/api/bookings/:id/money'), () => HttpResponse.json({ data: { currency: 'USD', paid: 0, held: 0, refunded: 0, due: null, dueOn: null, refundToday: null, method: 'card' } }))),
  );

  it('lists FACILITY PROGRAMS under Active, Inactive, Pending and Drafts, with ADD NEW PROGRAM and EDIT PROGRAM links', async () => {
    mockLists();
    const user = userEvent.setup();
    const { location } = renderWithProviders(<OwnerProgramsPage role="facility" />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    expect(screen.getByRole('heading', { level: 1, name: 'FACILITY PROGRAMS' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Active (1)', 'Inactive (1)', 'Pending (1)', 'Drafts (1)']);
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Lakeside Stillness' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Drafts/ }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Forest Draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'EDIT PROGRAM Forest Draft' }));
    expect(location().pathname).toBe('/dashboard/facility/services/edit/d1');
  });

  it('keeps its heading levels in order: the h1, then the program cards and the booking requests as h2', async () => {
    mockLists([]);
    server.use(myPrograms(programs.slice(0, 1), { ...counts, inactive: 0 }));
    const user = userEvent.setup();
    const { container } = renderWithProviders(<OwnerProgramsPage role="facility" />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lakeside Stillness' })).toBeInTheDocument();
    expect(await screen.findByText('No booking requests yet')).toBeInTheDocument();
    expect(headingOrder(container)).toEqual({ levels: [1, 2, 2, 3], skips: false });
    // An empty tab's message is a heading too.
    await user.click(screen.getByRole('tab', { name: /Inactive/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No inactive programs' })).toBeInTheDocument();
    expect(headingOrder(container).skips).toBe(false);
  });

  it('names each of its search landmarks (axe landmark-unique): the programs’ and the booking requests’', async () => {
    mockLists();
    renderWithProviders(<OwnerProgramsPage role="facility" />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    await screen.findAllByRole('tab');
    expect(screen.getAllByRole('search').map((s) => s.getAttribute('aria-label'))).toEqual(['Programs', 'Booking requests']);
    const landmarks = await axe.run(document, { runOnly: { type: 'rule', values: ['landmark-unique'] } });
    expect(landmarks.violations).toEqual([]);
  });

  it('ADD NEW PROGRAM opens the form; a card click opens the program details', async () => {
    mockLists();
    const user = userEvent.setup();
    const { location } = renderWithProviders(<OwnerProgramsPage role="facility" />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    await user.click(screen.getByRole('link', { name: 'ADD NEW PROGRAM' }));
    expect(location().pathname).toBe('/dashboard/facility/services/new');
  });

  it('a card click opens its program details page', async () => {
    mockLists();
    const user = userEvent.setup();
    const { location } = renderWithProviders(<OwnerProgramsPage role="facility" />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    await user.click(await screen.findByRole('link', { name: 'Lakeside Stillness' }));
    expect(location().pathname).toBe('/program-details/a1-slug');
    expect(location().state).toEqual({ programName: 'Lakeside Stillness' });
  });

  it('the owner confirms a booking request from the dashboard; a refused decision shows the API message and reads the list again', async () => {
    let reads = 0;
    let decided = false;
    server.use(
      myPrograms(programs, counts),
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
    renderWithProviders(<OwnerProgramsPage role="facility" />, { preloadedState: sessionOf('facility') });
    const table = await screen.findByRole('table', { name: 'Booking requests for your programs' });
    const row = within(table).getByRole('row', { name: /Gabriel Moreau/ });
    expect(row).toHaveTextContent('9 – 15 May 2030');
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
    renderWithProviders(<OwnerProgramsPage role="facility" />, { preloadedState: sessionOf('facility') });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Lakeside Stillness' }));
    expect(await screen.findByText('Lakeside Stillness is now inactive.')).toBeInTheDocument();
    expect(sent).toEqual({ status: 'inactive' });
    expect(screen.getByText('No booking requests yet')).toBeInTheDocument();
  });

  it('searches and pages its programs on the server; tab, search and page are in the URL, so a reload keeps them', async () => {
    const many = Array.from({ length: 23 }, (_, i) => program({ id: `n${i}`, name: `Norway Retreat ${i + 1}`, location: 'Oslo - Norway', status: 'active' }));
    const all = [...many, program({ id: 'm1', name: 'Desert Light', location: 'Merzouga - Morocco', status: 'active' })];
    const seen: URLSearchParams[] = [];
    server.use(myPrograms(all, { ...counts, active: 24 }, seen), http.get(apiUrl('/api/my/booking-requests'), () => HttpResponse.json({ data: { requests: [], counts: stateCounts({}), total: 0 } })));
    const user = userEvent.setup();
    const { location, container } = renderWithProviders(<OwnerProgramsPage role="facility" />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    expect(await screen.findByRole('tab', { name: 'Active (24)' })).toBeInTheDocument();
    const pages = await screen.findByRole('navigation', { name: 'Active programs pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 · 1–20 of 24');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Norway Retreat 21' })).toBeInTheDocument();
    expect(new URLSearchParams(location().search).get('page')).toBe('2');
    expect(seen.at(-1)?.get('offset')).toBe('20');

    await user.type(screen.getByRole('searchbox', { name: 'Search programs by name or location' }), 'morocco');
    // A new search starts on its first page; the tab keeps the count of every active program.
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({ q: 'morocco' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Norway Retreat 21' })).not.toBeInTheDocument());
    // The old page goes as the new one is asked; the new one comes with the answer.
    expect(await screen.findByRole('heading', { name: 'Desert Light' }, { timeout: 5000 })).toBeInTheDocument();
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({ status: 'active', q: 'morocco', limit: '20', offset: '0' });
    expect(screen.getByRole('tab', { name: 'Active (24)' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Active programs pages' })).not.toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('starts from the URL: the tab, the search and the page of a reload', async () => {
    const drafts = Array.from({ length: 25 }, (_, i) => program({ id: `d${i}`, name: `Fjord Draft ${i + 1}`, location: 'Bergen - Norway', status: 'draft' }));
    const seen: URLSearchParams[] = [];
    server.use(myPrograms(drafts, { ...counts, draft: 25 }, seen), http.get(apiUrl('/api/my/booking-requests'), () => HttpResponse.json({ data: { requests: [], counts: stateCounts({}), total: 0 } })));
    renderWithProviders(<OwnerProgramsPage role="facility" />, { route: '/dashboard/facility?tab=draft&q=fjord&page=2', preloadedState: sessionOf('facility') });
    expect(await screen.findByRole('heading', { name: 'Fjord Draft 21' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Drafts (25)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search programs by name or location' })).toHaveValue('fjord');
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({ status: 'draft', q: 'fjord', limit: '20', offset: '20' });
  });

  it('searches the booking requests and keeps the search, the state and the page in the URL', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      myPrograms(programs, counts),
      http.get(apiUrl('/api/my/booking-requests'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        const requests = params.get('q') === 'gabriel' ? [booking({ id: 'r1' })] : [];
        return HttpResponse.json({ data: { requests, counts: requestCounts, total: requests.length === 0 ? 0 : 41, limit: 20, offset: 0 } });
      }),
    );
    const user = userEvent.setup();
    const { location } = renderWithProviders(<OwnerProgramsPage role="facility" />, { route: '/dashboard/facility?bookingState=requested', preloadedState: sessionOf('facility') });
    expect(await screen.findByText('No booking requests yet')).toBeInTheDocument();
    expect(seen.at(-1)?.get('state')).toBe('requested');
    await user.type(screen.getByRole('searchbox', { name: 'Search booking requests by guest, email, program or reference' }), 'gabriel');
    const table = await screen.findByRole('table', { name: 'Booking requests for your programs' });
    expect(within(table).getByRole('row', { name: /Gabriel Moreau/ })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({ bookingState: 'requested', bookingQ: 'gabriel' });
    const pages = screen.getByRole('navigation', { name: 'Booking requests pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(new URLSearchParams(location().search).get('bookingPage')).toBe('2');
    expect(seen.at(-1)?.get('page')).toBe('2');
    await user.clear(screen.getByRole('searchbox', { name: /Search booking requests/ }));
    expect(await screen.findByText('No booking requests yet')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({ bookingState: 'requested' });
  });

  describe('as a user’s services', () => {
    it('lists My Services and their booking requests with heading levels in order', async () => {
      server.use(
        http.get(apiUrl('/api/my/programs'), () =>
          HttpResponse.json({ data: { programs: [program({ id: 'a1', name: 'Lakeside Stillness', status: 'active' })], counts: { active: 1, inactive: 0, pending: 0, draft: 0, rejected: 0 } } }),
        ),
        http.get(apiUrl('/api/my/booking-requests'), () => HttpResponse.json({ data: { requests: [booking({ id: 'r1' })], counts: stateCounts({ requested: 1 }), total: 1 } })),
      );
      const { container } = renderWithProviders(<OwnerProgramsPage role="user" />, { route: '/dashboard/user/services', preloadedState: sessionOf('user') });
      expect(screen.getByRole('heading', { level: 1, name: 'My Services' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: 'Lakeside Stillness' })).toBeInTheDocument();
      expect(await screen.findByRole('table', { name: 'Booking requests for your programs' })).toBeInTheDocument();
      expect(headingOrder(container)).toEqual({ levels: [1, 2, 2], skips: false });
    });
  });

  it('shows the booking requests once the programs have answered, so that they never jump when the list arrives', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiUrl('/api/my/programs'), async () => {
        await answered;
        return HttpResponse.json({ data: { programs: [], counts: { ...counts, active: 0 }, total: 0, limit: 20, offset: 0 } });
      }),
      http.get(apiUrl('/api/my/booking-requests'), () => HttpResponse.json({ data: { requests: [booking({ id: 'r1' })], counts: requestCounts, total: 1 } })),
    );
    renderWithProviders(<OwnerProgramsPage role="facility" />, { route: '/dashboard/facility', preloadedState: sessionOf('facility') });
    expect(screen.getByRole('heading', { level: 1, name: 'FACILITY PROGRAMS' })).toBeInTheDocument();
    // Let the page's other calls run: the requests stay out while the programs load.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: /Booking requests/i })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: /Booking requests/i })).toBeInTheDocument();
  });
});
