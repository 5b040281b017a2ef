import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { adminProgram, conflict, program, sessionOf } from '../../testing/fixtures';
import { dashboardsMessages } from '../../messages';
import { AdminDashboard } from './AdminDashboard';
import { adminMessages } from './messages';
import { ProgramDetailsDialog } from './ProgramDetailsDialog';

const analytics = { totalPrograms: 12, approvalRate: 67, activeUsers: 9, revenue: '$12,450' };

function mockPrograms(lists: Partial<Record<'pending' | 'approved' | 'rejected', ReturnType<typeof adminProgram>[]>>, seen: URLSearchParams[] = []) {
  server.use(
    http.get(apiUrl('/api/admin/analytics'), () => HttpResponse.json({ data: analytics })),
    http.get(apiUrl('/api/admin/programs'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const status = params.get('status') as 'pending' | 'approved' | 'rejected';
      const programs = lists[status] ?? [];
      return HttpResponse.json({ data: { programs, total: programs.length, counts: { pending: 0, approved: 0, rejected: 0 } } });
    }),
  );
}

describe('AdminDashboard', () => {
  startMockApi();

  it('shows ADMIN PANEL, the tabs, the search of the open tab and Platform Analytics', async () => {
    mockPrograms({});
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    expect(screen.getByRole('heading', { level: 1, name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Programs', 'Facilities', 'Users', 'Reviews', 'Credentials']);
    expect(screen.getByPlaceholderText('Search Programs...')).toBeInTheDocument();
    expect(await screen.findByText('No programs pending approval')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Platform Analytics' });
    expect(await within(stats).findByText('12')).toBeInTheDocument();
    expect(within(stats).getByText('67%')).toBeInTheDocument();
    expect(within(stats).getByText('9')).toBeInTheDocument();
    expect(within(stats).getByText('TOTAL PROGRAMS')).toBeInTheDocument();
    expect(within(stats).getByText('APPROVAL RATE')).toBeInTheDocument();
    expect(within(stats).getByText('ACTIVE USERS')).toBeInTheDocument();
    expect(within(stats).getByText('REVENUE (MTD)')).toBeInTheDocument();
    expect(within(stats).getByText('$12,450')).toBeInTheDocument();
    server.use(http.get(apiUrl('/api/admin/users'), () => HttpResponse.json({ data: { users: [], total: 0 } })));
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByPlaceholderText('Search Users...')).toBeInTheDocument();
  });

  it('lists pending programs with Approve and Reject, approved and rejected with counts; the search filters through the API', async () => {
    const seen: URLSearchParams[] = [];
    mockPrograms(
      {
        pending: [adminProgram({ id: 'p1', title: 'Mountain Reset' })],
        approved: [adminProgram({ id: 'a1', title: 'Lakeside Stillness', status: 'approved' }), adminProgram({ id: 'a2', title: 'Olive Grove', status: 'approved' })],
        rejected: [adminProgram({ id: 'r1', title: 'Loud Retreat', status: 'rejected', remark: 'No address' })],
      },
      seen,
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    const approval = screen.getByRole('region', { name: 'Program Approval' });
    expect(await within(approval).findByRole('button', { name: 'Mountain Reset' })).toBeInTheDocument();
    expect(within(approval).getByText('Fiona Moreau')).toBeInTheDocument();
    expect(within(approval).getByText('Pending')).toBeInTheDocument();
    expect(within(approval).getByRole('button', { name: 'Approve Mountain Reset' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Approved Programs (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rejected Programs (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Approved Programs (2)' })).toHaveTextContent('Lakeside Stillness by Fiona Moreau');

    await user.type(screen.getByPlaceholderText('Search Programs...'), 'lake');
    await waitFor(() => expect(seen.some((p) => p.get('q') === 'lake' && p.get('status') === 'approved')).toBe(true));
  });

  it('opens a closable details modal from a title', async () => {
    mockPrograms({ pending: [adminProgram({ id: 'p1', title: 'Mountain Reset' })] });
    server.use(
      http.get(apiUrl('/api/admin/programs/p1'), () =>
        HttpResponse.json({ data: { ...adminProgram({ id: 'p1', title: 'Mountain Reset' }), program: program({ id: 'p1', status: 'pending', name: 'Mountain Reset', description: 'High air.', about: '', imageGallery: [], image: '', duration: '5 Days', price: 2000, priceText: '$2,000' }) } }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    await user.click(await screen.findByRole('button', { name: 'Mountain Reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Mountain Reset' });
    expect(await within(dialog).findByText('High air.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Lucerne - Switzerland');
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the review window shows everything the public page will show, and approves (the version it shows) or rejects from there', async () => {
    let sent: unknown;
    let approved = false;
    mockPrograms({ pending: [adminProgram({ id: 'p1', title: 'Still Lake Yoga', category: 'yoga', version: 3 })] });
    const full = program({
      id: 'p1', status: 'pending', name: 'Still Lake Yoga', category: 'yoga', description: 'Mountain air and slow yoga.', about: 'Seven quiet days by the lake.',
      details: '1 Lake Road, Zermatt.', highlights: ['Sunrise practice'], imageGallery: ['/uploads/a.webp', '/uploads/b.webp'], price: 1600, depositPercent: 30,
      bookingMode: 'request', responseHours: 24, cancellationPolicy: 'moderate', terms: { bookBy: '2030-03-31', stayBy: '' },
      includes: [{ title: 'Daily yoga', description: 'Two classes a day.' }],
      sessions: [{ id: 's1', startDate: '2030-05-09', nights: 6, endDate: '2030-05-15', capacity: 8, placesLeft: 8 }],
      specialOffers: [{ title: 'Early bird', description: '10% off before March.' }],
      events: [{ title: 'Full moon walk', description: 'By the lake.', when: 'Monthly' }],
      dailySchedule: [{ time: '07:00', title: 'Yoga', description: 'On the deck.' }],
      arrival: { airport: 'Geneva (GVA)', transfer: '', checkIn: 'From 15:00', notes: '' },
    });
    server.use(
      // The program changed since the list was read: the window shows version 4, and approves that.
      http.get(apiUrl('/api/admin/programs/p1'), () => HttpResponse.json({ data: { ...adminProgram({ id: 'p1', title: 'Still Lake Yoga', category: 'yoga', version: 4 }), program: full } })),
      http.post(apiUrl('/api/admin/programs/p1/approve'), async ({ request }) => {
        sent = await request.json();
        approved = true;
        return HttpResponse.json({ data: adminProgram({ id: 'p1', status: 'approved' }) });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    await user.click(await screen.findByRole('button', { name: 'Still Lake Yoga' }));
    const dialog = screen.getByRole('dialog', { name: 'Still Lake Yoga' });
    expect(await within(dialog).findByText('Mountain air and slow yoga.')).toBeInTheDocument();
    // Longer than the window: its content takes the focus, so the keyboard scrolls it (axe scrollable-region-focusable).
    expect(within(dialog).getByRole('group', { name: 'The program Still Lake Yoga, as its page will show it' })).toHaveFocus();
    expect(within(dialog).getAllByRole('img', { name: /^Still Lake Yoga, \d of 2$/ })).toHaveLength(2);
    for (const text of [
      'Yoga & Meditation', '$1,600', '30% of the total, held when you ask and charged if the host accepts', 'Request to book: the host answers within 24 hours', 'Moderate: Full refund if you cancel at least 30 days',
      'Book by31 Mar 2030', 'Seven quiet days by the lake.', 'Sunrise practice', '1 Lake Road, Zermatt.', '9 – 15 May 2030 · 6 nights · 8 places (8 places left)',
      'Daily yoga: Two classes a day.', 'Early bird: 10% off before March.', 'Full moon walk (Monthly): By the lake.', '07:00 Yoga: On the deck.', 'AirportGeneva (GVA)', 'Check-inFrom 15:00',
    ]) expect(dialog).toHaveTextContent(text);
    // A date the host left out is left out here too.
    expect(dialog).not.toHaveTextContent('Stay by');
    for (const part of ['About', 'Dates and places', 'What’s included', 'Special offers', 'Events and retreats', 'Daily schedule', 'Arrival']) {
      expect(within(dialog).getByRole('heading', { level: 3, name: part })).toBeInTheDocument();
    }
    expect(await seriousViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(approved).toBe(true);
    expect(sent).toEqual({ version: 4 });
    expect(await screen.findByText('Still Lake Yoga is approved and now public.')).toBeInTheDocument();

    // Reject from the window: the spec's remark dialog takes over.
    await user.click(await screen.findByRole('button', { name: 'Still Lake Yoga' }));
    const again = screen.getByRole('dialog', { name: 'Still Lake Yoga' });
    await within(again).findByText('Mountain air and slow yoga.');
    await user.click(within(again).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('dialog', { name: 'Add Remark for Rejection' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Still Lake Yoga' })).not.toBeInTheDocument();
  }, 30_000);

  it('approves the version it shows; a refused approval (409) shows the API message and the lists are read again', async () => {
    let reads = 0;
    let sent: unknown;
    mockPrograms({ pending: [adminProgram({ id: 'p1', title: 'Mountain Reset' })] });
    server.use(
      http.get(apiUrl('/api/admin/programs'), () => {
        reads += 1;
        return HttpResponse.json({ data: { programs: [adminProgram({ id: 'p1', title: 'Mountain Reset' })], total: 1, counts: { pending: 1, approved: 0, rejected: 0 } } });
      }),
      http.post(apiUrl('/api/admin/programs/p1/approve'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ error: { code: 'PROGRAM_CHANGED', message: 'This program changed since you opened it' } }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    await user.click((await screen.findAllByRole('button', { name: 'Approve Mountain Reset' }))[0]!);
    expect(await screen.findByText('This program changed since you opened it')).toBeInTheDocument();
    expect(sent).toEqual({ version: 3 });
    await waitFor(() => expect(reads).toBe(6));
  });

  it('rejection asks for a remark: Cancel discards it, Confirm Rejection sends it', async () => {
    let sent: unknown;
    mockPrograms({ pending: [adminProgram({ id: 'p1', title: 'Mountain Reset' })] });
    server.use(
      http.post(apiUrl('/api/admin/programs/p1/reject'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: adminProgram({ id: 'p1', status: 'rejected' }) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    await user.click(await screen.findByRole('button', { name: 'Reject Mountain Reset' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Remark for Rejection' });
    await user.type(within(dialog).getByLabelText('Remark'), 'first thought');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Reject Mountain Reset' }));
    dialog = screen.getByRole('dialog', { name: 'Add Remark for Rejection' });
    expect(within(dialog).getByLabelText('Remark')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Remark'), 'Please add real photos');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Rejection' }));
    await waitFor(() => expect(sent).toEqual({ remark: 'Please add real photos', version: 3 }));
  });

  it('Facility Services: the table with its columns, a labelled switch, none while pending', async () => {
    mockPrograms({});
    let sent: unknown;
    server.use(
      http.get(apiUrl('/api/admin/services'), () =>
        HttpResponse.json({
          data: {
            services: [
              { id: 's1', name: 'Ocean Spa', category: 'spa', status: 'active', bookings: 4, owner: 'Fiona', canToggle: true },
              { id: 's2', name: 'New Springs', category: 'detox', status: 'pending', bookings: 0, owner: 'Fiona', canToggle: false },
            ],
            total: 2,
          },
        }),
      ),
      http.patch(apiUrl('/api/admin/services/s1/status'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: {} });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    await user.click(screen.getByRole('tab', { name: 'Facilities' }));
    expect(await screen.findByRole('heading', { name: 'Facility Services (2)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Facility services' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Service Name', 'Category', 'Status', 'Bookings', 'Actions']);
    expect(screen.getByRole('button', { name: '+ ADD NEW SERVICE' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Active: New Springs' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Active: Ocean Spa' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    await waitFor(() => expect(sent).toEqual({ status: 'inactive' }));
  });

  it('User Management: the join date as every date of the site (4 Mar 2026, whatever the browser’s language) and the switch; a refusal shows the API message', async () => {
    mockPrograms({});
    const language = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-DE');
    server.use(
      http.get(apiUrl('/api/admin/users'), () =>
        HttpResponse.json({
          data: {
            users: [
              { id: 'u1', name: 'Gabriel Moreau', email: 'g@example.test', role: 'user', joinDate: '2026-03-04T10:00:00.000Z', status: 'active' },
              { id: 'u2', name: 'Other Admin', email: 'o@example.test', role: 'admin', joinDate: '2026-01-02T10:00:00.000Z', status: 'active' },
            ],
            total: 2,
          },
        }),
      ),
      http.patch(apiUrl('/api/admin/users/u1/status'), () => HttpResponse.json(conflict('The status changed meanwhile.'), { status: 409 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'User Management (2)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Name', 'Email', 'Role', 'Join Date', 'Status', 'Actions']);
    expect(within(table).getByRole('row', { name: /Gabriel Moreau/ })).toHaveTextContent('4 Mar 2026');
    expect(screen.queryByRole('switch', { name: 'Active: Other Admin' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Active: Gabriel Moreau' }));
    expect(await screen.findByText('The status changed meanwhile.')).toBeInTheDocument();
    language.mockRestore();
  });

  it('User Management pages and searches on the server: the count of every match, the tab, q and page in the URL', async () => {
    mockPrograms({});
    const everyone = Array.from({ length: 55 }, (_, i) => ({
      id: `u${i + 1}`, name: `Guest ${i + 1}`, email: `guest${i + 1}@example.test`, role: 'user' as const, joinDate: '2026-03-04T10:00:00.000Z', status: 'active' as const,
    }));
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/api/admin/users'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        const q = params.get('q') ?? '';
        const matching = everyone.filter((u) => !q || u.name.includes(q) || u.email.includes(q));
        const limit = Number(params.get('limit'));
        const offset = Number(params.get('offset'));
        return HttpResponse.json({ data: { users: matching.slice(offset, offset + limit), total: matching.length, limit, offset } });
      }),
    );
    const user = userEvent.setup();
    const { location, container } = renderWithProviders(<AdminDashboard />, { route: '/dashboard/admin', preloadedState: sessionOf('admin') });
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'User Management (55)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(pages).toHaveTextContent('Page 1 of 3 · 1–20 of 55');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByRole('row', { name: /Guest 55/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({ tab: 'users', page: '3' });
    expect(seen.at(-1)?.get('offset')).toBe('40');
    expect(await seriousViolations(container)).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search Users' }), 'Guest 1');
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({ tab: 'users', q: 'Guest 1' }));
    // The count is of every user matching, not of the page; one page holds them, so no pages.
    expect(await screen.findByRole('heading', { name: 'User Management (11)' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).not.toBeInTheDocument();
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({ q: 'Guest 1', limit: '20', offset: '0' });

    // Another tab starts without the search and on its first page.
    await user.click(screen.getByRole('tab', { name: 'Programs' }));
    expect(location().search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search Programs' })).toHaveValue('');
    // axe over a 20-row table and the typing take longer than jest's default 5 s on a busy machine.
  }, 30_000);

  it('a reload keeps the tab, the search and the page of the URL', async () => {
    mockPrograms({});
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/api/admin/services'), ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: { services: [{ id: 's1', name: 'Ocean Spa 21', category: 'spa', status: 'active', bookings: 0, owner: 'Fiona', canToggle: true }], total: 21, limit: 20, offset: 20 } });
      }),
    );
    renderWithProviders(<AdminDashboard />, { route: '/dashboard/admin?tab=facilities&q=ocean&page=2', preloadedState: sessionOf('admin') });
    expect(screen.getByRole('tab', { name: 'Facilities' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search Facilities' })).toHaveValue('ocean');
    expect(await screen.findByRole('heading', { name: 'Facility Services (21)' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Facility services pages' })).toHaveTextContent('Page 2 of 2 · 21–21 of 21');
    expect(Object.fromEntries(seen[0]!)).toEqual({ q: 'ocean', limit: '20', offset: '20' });
  });

  it('pages each program list on its own, its page in the URL', async () => {
    const approvedAll = Array.from({ length: 27 }, (_, i) => adminProgram({ id: `a${i + 1}`, title: `Approved ${i + 1}`, status: 'approved' }));
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/api/admin/analytics'), () => HttpResponse.json({ data: analytics })),
      http.get(apiUrl('/api/admin/programs'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        const list = params.get('status') === 'approved' ? approvedAll : [];
        const offset = Number(params.get('offset'));
        return HttpResponse.json({ data: { programs: list.slice(offset, offset + 20), total: list.length, limit: 20, offset, counts: { pending: 0, approved: 27, rejected: 0 } } });
      }),
    );
    const user = userEvent.setup();
    const { location } = renderWithProviders(<AdminDashboard />, { route: '/dashboard/admin', preloadedState: sessionOf('admin') });
    expect(await screen.findByRole('heading', { name: 'Approved Programs (27)' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Programs pending approval pages' })).not.toBeInTheDocument();
    const pages = await screen.findByRole('navigation', { name: 'Approved programs pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: 'Approved 27' })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({ approvedPage: '2' });
    expect(seen.filter((p) => p.get('status') === 'approved').at(-1)?.get('offset')).toBe('20');
    expect(screen.getByRole('heading', { name: 'Approved Programs (27)' })).toBeInTheDocument();
  });

  describe('in French', () => {
    beforeAll(() => Promise.all([adminMessages.load('fr'), dashboardsMessages.load('fr')]));
    const french = { ...sessionOf('admin'), locale: 'fr' as const };
    /** French separates thousands and the percent sign with a narrow no-break space; compared as plain spaces. */
    const plain = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ');

    it('the panel, its analytics and the Users tab: headings, columns, roles, dates and counts in French', async () => {
      mockPrograms({});
      server.use(
        http.get(apiUrl('/api/admin/users'), () =>
          HttpResponse.json({
            data: {
              users: [
                { id: 'u1', name: 'Gabriel Moreau', email: 'g@example.test', role: 'facility', joinDate: '2026-03-04T10:00:00.000Z', status: 'inactive' },
                { id: 'u2', name: 'Other Admin', email: 'o@example.test', role: 'admin', joinDate: '2026-01-02T10:00:00.000Z', status: 'active' },
              ],
              total: 1200,
            },
          }),
        ),
      );
      const user = userEvent.setup();
      renderWithProviders(<AdminDashboard />, { preloadedState: french });
      expect(screen.getByRole('heading', { level: 1, name: 'PANNEAU D’ADMINISTRATION' })).toBeInTheDocument();
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Programmes', 'Établissements', 'Utilisateurs', 'Avis', 'Certifications']);
      expect(screen.getByPlaceholderText('Rechercher des programmes...')).toBeInTheDocument();
      expect(await screen.findByText('Aucun programme en attente d’approbation')).toBeInTheDocument();
      const stats = screen.getByRole('region', { name: 'Statistiques de la plateforme' });
      expect(plain((await within(stats).findByText(/67/)).textContent)).toBe('67 %');
      expect(within(stats).getByText('TAUX D’APPROBATION')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Utilisateurs' }));
      expect(await screen.findByRole('heading', { name: /^Gestion des utilisateurs \(1\s200\)$/ })).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Utilisateurs' });
      expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Nom', 'E-mail', 'Rôle', 'Date d’inscription', 'Statut', 'Actions']);
      const row = within(table).getByRole('row', { name: /Gabriel Moreau/ });
      expect(row).toHaveTextContent('Établissement');
      expect(row).toHaveTextContent('4 mars 2026');
      expect(row).toHaveTextContent('Inactif');
      expect(screen.getByRole('switch', { name: 'Actif\u00a0: Gabriel Moreau' })).toBeInTheDocument();
    });

    it('a program’s window: its terms, and nights, places and places left by count (one, many)', async () => {
      const row = adminProgram({ id: 'p-fr' });
      const sessions = [
        { id: 's1', startDate: '2027-05-03', endDate: '2027-05-04', nights: 1, capacity: 1, placesLeft: 1 },
        { id: 's2', startDate: '2027-06-07', endDate: '2027-06-13', nights: 6, capacity: 10, placesLeft: 3 },
        { id: 's3', startDate: '2027-07-05', endDate: '2027-07-11', nights: 6, capacity: 8, placesLeft: 0 },
      ];
      const full = program({ id: 'p-fr', status: 'pending', sessions, bookingMode: 'request', responseHours: 1, cancellationPolicy: 'strict', depositPercent: 30, price: 3450, currency: 'EUR' });
      server.use(http.get(apiUrl('/api/admin/programs/p-fr'), () => HttpResponse.json({ data: { ...row, program: full } })));
      renderWithProviders(<ProgramDetailsDialog program={row} onClose={() => undefined} />, { preloadedState: french });
      const dialog = await screen.findByRole('dialog');
      const dates = await within(dialog).findByRole('region', { name: 'Dates et places' });
      expect(within(dates).getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual([
        '3–4 mai 2027 · 1 nuit · 1 place (1 place restante)',
        '7–13 juin 2027 · 6 nuits · 10 places (3 places restantes)',
        '5–11 juil. 2027 · 6 nuits · 8 places (complet)',
      ]);
      const value = (term: string) => plain(within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent);
      expect(value('Prix par personne')).toBe('3 450 €');
      expect(value('Réservation')).toBe('Demande de réservation : l’hôte répond sous 1 heure');
      expect(value('Annulation')).toBe('Stricte : Remboursement de 50 % en cas d’annulation au moins 30 jours avant l’arrivée ; aucun remboursement ensuite.');
      expect(within(dialog).getByText('En attente')).toBeInTheDocument();
      expect(within(dialog).getByRole('region', { name: 'Ce qui est inclus' })).toHaveTextContent('Non renseigné.');
    });
  });
});
