import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_TAB_RULE, type Booking } from '@wellness/shared/domain';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { HANDSHAKE_ID, SESSION_CALLS_KEY } from '@wellness/shared/site-protocol';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { booking, conflict, sessionOf } from '../../testing/fixtures';
import { dashboardsMessages } from '../../messages';
import { prepare, UserDashboard } from './UserDashboard';
import { userMessages } from './messages';
import en from './messages/en.json';

const EMPTY = en.empty;

const counts = { booked: 0, upcoming: 0, canceled: 0 };
const list = (bookings: Booking[]) => HttpResponse.json({ data: { bookings, counts } });

/** One booking of every kind; the program name says which tab it belongs in. */
const everyKind = [
  booking({ id: 'u1', programName: 'Upcoming request', state: 'requested' }),
  booking({ id: 'u2', programName: 'Upcoming confirmed', state: 'confirmed' }),
  booking({ id: 'b1', programName: 'Booked started', state: 'confirmed', startDate: '2020-03-01', endDate: '2020-03-07' }),
  booking({ id: 'b2', programName: 'Booked completed', state: 'completed', startDate: '2020-02-01', endDate: '2020-02-07' }),
  booking({ id: 'c1', programName: 'Canceled declined', state: 'declined', reason: 'We are closed for repairs that week.' }),
  booking({ id: 'c2', programName: 'Canceled expired', state: 'expired' }),
  booking({ id: 'c3', programName: 'Canceled by guest', state: 'canceled_by_guest', cancellation: { refund: 'partial', amount: 3450, text: 'You get 50% back of $3,450.' } }),
  // The API keeps the text written for the side that canceled: the host's words, which the guest must not read.
  booking({ id: 'c4', programName: 'Canceled by host', state: 'canceled_by_provider', reason: 'The retreat center flooded.', cancellation: { refund: 'full', amount: 6900, text: 'The guest gets a full refund of $6,900.' } }),
];

function panelNames() {
  return within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
}

// Tests that run axe-core take a few seconds under jsdom on a busy machine.
const AXE_TIMEOUT = 30_000;

describe('UserDashboard', () => {
  startMockApi();
  // Each priced booking reads its money (GET /api/bookings/:id/money); nothing paid unless a test says otherwise.
  beforeEach(() =>
    server.use(http.get(apiUrl('/api/bookings/:id/money'), () => HttpResponse.json({ data: { currency: 'USD', paid: 0, held: 0, refunded: 0, due: null, dueOn: null, refundToday: null } }))),
  );

  it("takes the bookings the shell's entry asked with this session, and asks the API nothing more", async () => {
    let requests = 0;
    server.use(http.get(apiUrl('/api/bookings/mine'), () => ((requests += 1), list([]))));
    const store = makeTestStore(sessionOf('user', 'Ines'));
    const token = store.getState().session.token!;
    const early = { data: { bookings: everyKind, counts } };
    (globalThis as Record<symbol, unknown>)[Symbol.for(SESSION_CALLS_KEY)] = new Map([['/api/bookings/mine', { token, answer: Promise.resolve(early) }]]);
    try {
      renderWithProviders(<UserDashboard />, { store, route: '/dashboard/user' });
      await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Booked (2)', 'Upcoming (2)', 'Canceled (4)']));
      expect(requests).toBe(0);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for(SESSION_CALLS_KEY)];
    }
  });

  it('takes the bookings the server rendered the page with (ADR 0018), and asks the API nothing', async () => {
    let requests = 0;
    server.use(http.get(apiUrl('/api/bookings/mine'), () => ((requests += 1), list([]))));
    const handshake = document.createElement('script');
    handshake.type = 'application/json';
    handshake.id = HANDSHAKE_ID;
    handshake.textContent = JSON.stringify({ data: { '/api/bookings/mine': { bookings: everyKind, counts } } });
    document.body.append(handshake);
    try {
      renderWithProviders(<UserDashboard />, { store: makeTestStore(sessionOf('user', 'Ines')), route: '/dashboard/user' });
      await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Booked (2)', 'Upcoming (2)', 'Canceled (4)']));
      expect(requests).toBe(0);
    } finally {
      handshake.remove();
    }
  });

  it('asks for the bookings before its first render, and the page takes that call: one request', async () => {
    let requests = 0;
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => {
        requests += 1;
        return list(everyKind);
      }),
    );
    const store = makeTestStore(sessionOf('user', 'Ines'));
    await prepare(store);
    await waitFor(() => expect(requests).toBe(1));
    renderWithProviders(<UserDashboard />, { store, route: '/dashboard/user' });
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Booked (2)', 'Upcoming (2)', 'Canceled (4)']));
    expect(requests).toBe(1);
    // Anyone else (the role guard sends them elsewhere) has nothing asked for them.
    await prepare(makeTestStore(sessionOf('facility')));
    await prepare(makeTestStore());
    expect(requests).toBe(1);
  });

  it('puts each booking in exactly one tab by the shared rule, which every tab states, and links BOOK A SERVICE to /explore', async () => {
    let asked: string | null = 'unset';
    server.use(
      http.get(apiUrl('/api/bookings/mine'), ({ request }) => {
        asked = new URL(request.url).searchParams.get('tab');
        return list(everyKind);
      }),
    );
    const user = userEvent.setup();
    const { location } = renderWithProviders(<UserDashboard />, { route: '/dashboard/user', preloadedState: sessionOf('user', 'Ines') });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ines' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My Programs' })).toBeInTheDocument();
    // Each tab with its count, once the bookings are in.
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Booked (2)', 'Upcoming (2)', 'Canceled (4)']));

    const seen: Record<string, string> = {};
    for (const [tab, rule, expected] of [
      ['Booked', BOOKING_TAB_RULE.booked, ['Booked started', 'Booked completed']],
      ['Upcoming', BOOKING_TAB_RULE.upcoming, ['Upcoming request', 'Upcoming confirmed']],
      ['Canceled', BOOKING_TAB_RULE.canceled, ['Canceled declined', 'Canceled expired', 'Canceled by guest', 'Canceled by host']],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: new RegExp(`^${tab}`) }));
      const panel = screen.getByRole('tabpanel');
      expect(await within(panel).findByText(rule)).toBeInTheDocument();
      expect(panelNames()).toEqual(expected);
      for (const name of panelNames()) {
        expect(seen[name!]).toBeUndefined();
        seen[name!] = tab;
      }
    }
    expect(Object.keys(seen)).toHaveLength(everyKind.length);
    // One read of every booking; the tabs sort them.
    expect(asked).toBeNull();

    await user.click(screen.getByRole('link', { name: 'BOOK A SERVICE' }));
    expect(location().pathname).toBe('/explore');
  });

  it('shows each booking’s reference, program link, session, guests, total, policy, state, outcome and history', async () => {
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () =>
        list([
          booking({
            id: 'u1',
            history: [
              { from: null, to: 'requested', move: 'request', actor: 'guest', reason: '', at: '2030-01-01T12:00:00.000Z' },
              { from: 'requested', to: 'confirmed', move: 'confirm', actor: 'owner', reason: '', at: '2030-01-02T12:00:00.000Z' },
            ],
            state: 'confirmed',
          }),
          booking({ id: 'u2', programName: 'Ocean Silence', programSlug: null, total: null, unitPrice: null, endDate: null, startDate: '2030-06-01', guests: 1, policy: 'strict' }),
          ...everyKind.slice(4),
        ]),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    await user.click(screen.getByRole('tab', { name: /^Upcoming/ }));
    const items = await within(screen.getByRole('tabpanel')).findAllByRole('listitem');
    const first = items.find((li) => li.textContent?.includes('WT-U1'))!;
    expect(within(first).getByRole('link', { name: 'Lakeside Stillness' })).toHaveAttribute('href', '/program-details/p1-slug');
    // Ranges from the one format module have thin spaces around the dash.
    expect(first.textContent?.replace(/\s/g, ' ')).toContain('Session9 – 15 May 2030');
    expect(first).toHaveTextContent('Guests2 guests');
    expect(first).toHaveTextContent('Total$6,900');
    expect(first).toHaveTextContent('Cancellation policyModerate');
    expect(within(first).getByText('Confirmed', { ignore: 'details *' })).toBeInTheDocument();
    await user.click(within(first).getByText('History', { exact: false, selector: 'summary' }));
    const moves = within(first).getAllByRole('listitem');
    expect(moves.map((m) => m.textContent)).toEqual([expect.stringMatching(/^Waiting for the hostYou, 1 Jan 2030/), expect.stringMatching(/^ConfirmedThe host, 2 Jan 2030/)]);

    const second = items.find((li) => li.textContent?.includes('WT-U2'))!;
    // No program page to link to; only the thread of the booking.
    expect(within(second).getAllByRole('link').map((a) => a.textContent)).toEqual(['Message the host of Ocean Silence']);
    expect(within(first).getByRole('link', { name: 'Message the host of Lakeside Stillness' })).toHaveAttribute('href', '/dashboard/user/inbox?booking=u1');
    expect(second).toHaveTextContent('Date1 Jun 2030');
    expect(second).toHaveTextContent('TotalContact for pricing');
    expect(second).toHaveTextContent('Cancellation policyStrict');
    expect(second).toHaveTextContent('Waiting for the host');
    expect(second).toHaveTextContent(/The host answers by 3 Jan 2030/);

    await user.click(screen.getByRole('tab', { name: /^Canceled/ }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Reason from the host: We are closed for repairs that week.')).toBeInTheDocument();
    expect(within(panel).getByText('You get 50% back of $3,450.')).toBeInTheDocument();
    expect(within(panel).getByText('You get a full refund of $6,900.')).toBeInTheDocument();
    expect(within(panel).queryByText(/The guest gets/)).not.toBeInTheDocument();
    expect(within(panel).getByText('Reason from the host: The retreat center flooded.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Cancel booking/ })).not.toBeInTheDocument();
  });

  it('cancels only after a dialog that shows what the policy gives back now; the booking then moves to Canceled with it', async () => {
    let canceled = false;
    let posts = 0;
    const outcome = { refund: 'partial', amount: 3450, text: 'You get 50% back of $3,450.' } as const;
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () =>
        list([canceled ? booking({ id: 'b1', state: 'canceled_by_guest', cancellation: outcome }) : booking({ id: 'b1', state: 'confirmed' })]),
      ),
      http.get(apiUrl('/api/bookings/b1/cancellation'), () => HttpResponse.json({ data: outcome })),
      http.post(apiUrl('/api/bookings/b1/cancel'), () => {
        posts += 1;
        canceled = true;
        return HttpResponse.json({ data: booking({ id: 'b1', state: 'canceled_by_guest', cancellation: outcome }) });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    await user.click(screen.getByRole('tab', { name: /^Upcoming/ }));
    const opener = await screen.findByRole('button', { name: 'Cancel booking of Lakeside Stillness' });

    // Keep booking: nothing is sent, the focus goes back to the button.
    await user.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText('You get 50% back of $3,450.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Moderate policy: Full refund if you cancel at least 30 days before arrival');
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(posts).toBe(0);

    await user.click(opener);
    dialog = screen.getByRole('dialog');
    await within(dialog).findByText('You get 50% back of $3,450.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const message = await screen.findByText('Your booking WT-B1 of Lakeside Stillness is canceled. You get 50% back of $3,450. It is listed under Canceled.');
    expect(posts).toBe(1);
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).queryByRole('listitem')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: /^Canceled/ }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Canceled by you')).toBeInTheDocument();
    expect(within(panel).getByText('You get 50% back of $3,450.')).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  }, AXE_TIMEOUT);

  it('a booking paid through the platform: the dialog says what the cancellation gives back of what was paid', async () => {
    const outcome = { refund: 'partial', amount: 2425, text: 'You get 50% back of $2,425.', payment: { paid: 2910, refund: 1455 } } as const;
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => list([booking({ id: 'b1', state: 'confirmed' })])),
      http.get(apiUrl('/api/bookings/b1/cancellation'), () => HttpResponse.json({ data: outcome })),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    await user.click(screen.getByRole('tab', { name: /^Upcoming/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking of Lakeside Stillness' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText('You get back $1,455 of $2,910.')).toBeInTheDocument();
  });

  it('a booking paid through the platform shows what was paid, the balance due and its day, and what cancelling today gives back, as the server says', async () => {
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => list([booking({ id: 'b1', state: 'confirmed' }), booking({ id: 'b2', state: 'requested', programName: 'Forest Quiet' })])),
      http.get(apiUrl('/api/bookings/b1/money'), () => HttpResponse.json({ data: { currency: 'USD', paid: 1035, held: 0, refunded: 0, due: 2415, dueOn: '2099-02-01', refundToday: 517.5 } })),
      http.get(apiUrl('/api/bookings/b2/money'), () => HttpResponse.json({ data: { currency: 'USD', paid: 0, held: 690, refunded: 0, due: null, dueOn: null, refundToday: 0 } })),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    await user.click(screen.getByRole('tab', { name: /^Upcoming/ }));
    const fact = (item: HTMLElement, term: string) => within(item).getByText(term).nextElementSibling?.textContent;
    const itemOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;
    const confirmed = await itemOf('Lakeside Stillness');
    const requested = await itemOf('Forest Quiet');
    await within(confirmed!).findByText('Paid');
    expect(fact(confirmed!, 'Paid')).toBe('$1,035');
    expect(fact(confirmed!, 'Balance due')).toBe('$2,415 on 1 Feb 2099');
    expect(fact(confirmed!, 'If you cancel today')).toBe('$517.50 back');
    await within(requested!).findByText('Held on your card');
    expect(fact(requested!, 'Held on your card')).toBe('$690, charged if the host accepts');
    expect(within(requested!).queryByText('Paid')).not.toBeInTheDocument();
    expect(within(requested!).queryByText('Balance due')).not.toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  }, AXE_TIMEOUT);

  it('a booking of a program paid by bank transfer or on arrival says what is still due and how, with what was recorded as paid', async () => {
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => list([booking({ id: 'b1', state: 'confirmed' })])),
      http.get(apiUrl('/api/bookings/b1/money'), () =>
        HttpResponse.json({ data: { currency: 'USD', paid: 400, held: 0, refunded: 0, due: 600, dueOn: null, refundToday: 400, method: 'manual', records: [{ id: 'p1', amount: 400, method: 'bank_transfer', note: '', at: '2030-01-02T10:00:00.000Z' }] } }),
      ),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    await user.click(screen.getByRole('tab', { name: /^Upcoming/ }));
    const item = (await screen.findByRole('link', { name: 'Lakeside Stillness' })).closest('li')!;
    await within(item).findByText('Still due');
    const fact = (term: string) => within(item).getByText(term).nextElementSibling?.textContent;
    expect(fact('Still due')).toBe('$600, to pay the host by bank transfer or on arrival, as they tell you');
    expect(fact('Paid')).toBe('$400');
    expect(within(item).queryByText('Balance due')).not.toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  }, AXE_TIMEOUT);

  it('says why a booking cannot be canceled when the API refuses the outcome (409 NOT_UPCOMING), and sends nothing', async () => {
    let posts = 0;
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => list([booking({ id: 'b1', state: 'confirmed' })])),
      http.get(apiUrl('/api/bookings/b1/cancellation'), () => HttpResponse.json(conflict('Only a booking whose stay has not started can be canceled', 'NOT_UPCOMING'), { status: 409 })),
      http.post(apiUrl('/api/bookings/b1/cancel'), () => {
        posts += 1;
        return HttpResponse.json({ data: booking({ id: 'b1' }) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    await user.click(screen.getByRole('tab', { name: /^Upcoming/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking of Lakeside Stillness' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a booking whose stay has not started can be canceled');
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
    expect(posts).toBe(0);
  });

  it('shows the API message of a refused cancel (409) and reads the list again', async () => {
    let reads = 0;
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => {
        reads += 1;
        return list([booking({ id: 'b1', state: 'confirmed' })]);
      }),
      http.get(apiUrl('/api/bookings/b1/cancellation'), () => HttpResponse.json({ data: { refund: 'full', amount: 6900, text: 'You get a full refund of $6,900.' } })),
      http.post(apiUrl('/api/bookings/b1/cancel'), () =>
        HttpResponse.json(conflict('This booking is canceled by the host; it cannot be canceled.', 'INVALID_TRANSITION', { currentState: 'canceled_by_provider' }), { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    await user.click(screen.getByRole('tab', { name: /^Upcoming/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking of Lakeside Stillness' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('You get a full refund of $6,900.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is canceled by the host; it cannot be canceled.');
    await waitFor(() => expect(reads).toBe(2));
  });

  it('says in each empty tab what the tab holds', async () => {
    server.use(http.get(apiUrl('/api/bookings/mine'), () => list([])));
    const user = userEvent.setup();
    renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    expect(await screen.findByText(EMPTY.booked.title)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Booked (0)', 'Upcoming (0)', 'Canceled (0)']);
    for (const [tab, id] of [['Booked', 'booked'], ['Upcoming', 'upcoming'], ['Canceled', 'canceled']] as const) {
      await user.click(screen.getByRole('tab', { name: new RegExp(tab) }));
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('heading', { name: EMPTY[id].title })).toBeInTheDocument();
      expect(within(panel).getByText(EMPTY[id].description)).toBeInTheDocument();
    }
    expect(EMPTY.booked.description).toMatch(/confirmed stays from their first day/);
    expect(EMPTY.upcoming.description).toMatch(/requests waiting for the host/);
    expect(EMPTY.canceled.description).toMatch(/declined, expired or canceled/);
  });

  it('opens on the tab of the newest booking, or of the booking a link names, and brings that booking into view', async () => {
    const older = booking({ id: 'b1', programName: 'Past retreat', state: 'completed', startDate: '2020-02-01', endDate: '2020-02-07', createdAt: '2019-12-01T00:00:00.000Z' });
    const newest = booking({ id: 'u1', programName: 'Fresh request', state: 'requested', createdAt: '2030-01-05T00:00:00.000Z' });
    server.use(http.get(apiUrl('/api/bookings/mine'), () => list([older, newest])));
    const { unmount } = renderWithProviders(<UserDashboard />, { route: '/dashboard/user', preloadedState: sessionOf('user') });
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)', selected: true })).toBeInTheDocument();
    expect(panelNames()).toEqual(['Fresh request']);
    unmount();
    renderWithProviders(<UserDashboard />, { route: '/dashboard/user?booking=b1', preloadedState: sessionOf('user') });
    expect(await screen.findByRole('tab', { name: 'Booked (1)', selected: true })).toBeInTheDocument();
    const item = within(screen.getByRole('tabpanel')).getByRole('listitem', { current: true });
    expect(item).toHaveTextContent('Past retreat');
    await waitFor(() => expect(item).toHaveFocus());
  });

  it('in French: the tabs and their rules, each booking’s facts with guests by count, its state agreed with “réservation”, its money and history', async () => {
    await Promise.all([userMessages.load('fr'), dashboardsMessages.load('fr')]);
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () =>
        list([
          booking({ id: 'f1', programName: 'Seule', state: 'requested', guests: 1, total: 3450, currency: 'EUR' }),
          booking({ id: 'f2', programName: 'À deux', state: 'confirmed', guests: 2, total: 6900, currency: 'EUR', policy: 'flexible' }),
          booking({ id: 'f3', programName: 'Annulée', state: 'canceled_by_guest', guests: 3, cancellation: { refund: 'partial', amount: 3450, text: '' } }),
        ]),
      ),
      http.get(apiUrl('/api/bookings/f2/money'), () => HttpResponse.json({ data: { currency: 'EUR', paid: 2070, held: 0, refunded: 0, due: 4830, dueOn: '2030-04-09', refundToday: 2070 } })),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserDashboard />, { route: '/dashboard/user', preloadedState: { ...sessionOf('user', 'Inès'), locale: 'fr' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue, Inès' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mes programmes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RÉSERVER UN SERVICE' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Réservées (0)', 'À venir (2)', 'Annulées (1)']));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Les demandes en attente de l’hôte et les séjours confirmés qui n’ont pas encore commencé.')).toBeInTheDocument();
    const alone = within(panel).getByRole('heading', { level: 3, name: 'Seule' }).closest('li')!;
    const two = within(panel).getByRole('heading', { level: 3, name: 'À deux' }).closest('li')!;
    expect(alone).toHaveTextContent('1 voyageur');
    expect(alone).toHaveTextContent('En attente de l’hôte');
    expect(alone).toHaveTextContent('Modérée');
    expect(two).toHaveTextContent('2 voyageurs');
    expect(two).toHaveTextContent('Confirmée');
    expect(two).toHaveTextContent('Flexible');
    const plain = (el: Element) => el.textContent?.replace(/[\u202f\u00a0]/g, ' ');
    await waitFor(() => expect(plain(two)).toContain('Solde dû4 830 € le 9 avr. 2030'));
    expect(plain(two)).toContain('Si vous annulez aujourd’hui2 070 € remboursés');
    expect(within(two).getByRole('button', { name: 'Annuler la réservation de À deux' })).toBeInTheDocument();
    expect(within(alone).getByText('Historique')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Annulées/ }));
    const canceled = within(screen.getByRole('tabpanel')).getByRole('heading', { level: 3, name: 'Annulée' }).closest('li')!;
    expect(canceled).toHaveTextContent('3 voyageurs');
    expect(canceled).toHaveTextContent('Annulée par vous');
    expect(plain(canceled)).toContain('Vous récupérez 50 %, soit 3 450 $US.');
  });
});
