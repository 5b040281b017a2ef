import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeSet, Route, Routes } from '@wellness/shared/contract';
import { THREAD_MESSAGES, type InboxPage as InboxPageData } from '@wellness/shared/domain';
import { handleLiveEvent } from '@wellness/shared/live';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { booking, conflict, sessionOf } from '../../testing/fixtures';
import { seriousViolations } from '../../testing/axe';
import { line, threadPage, threadSummary } from './fixtures';
import InboxPage, { prepare } from './InboxPage';

startMockApi();

function renderInbox(route = '/dashboard/user/inbox') {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/user/inbox" element={<InboxPage role="user" />} />
      <Route path="/dashboard/user/inbox/:threadId" element={<InboxPage role="user" />} />
    </Routes>,
    { route, preloadedState: sessionOf('user') },
  );
}

const inbox = (page: InboxPageData) => HttpResponse.json({ data: page });

describe('the inbox in French', () => {
  it('says the list, the thread, its system lines and the composer’s rules in French once the page has prepared', async () => {
    const thread = threadSummary({ id: 't1', unread: 2, kind: 'booking', booking: { id: 'b1', state: 'requested', startDate: '2030-05-09' }, lastMessage: line('m3', 'Bienvenue !') });
    server.use(
      http.get(apiUrl('/api/threads'), () => inbox({ threads: [thread], next: null })),
      http.get(apiUrl('/api/threads/t1'), () =>
        HttpResponse.json({ data: threadPage(thread, [line('m2', 'Booking requested.', { kind: 'system', sender: null, bookingState: 'requested' }), line('m3', 'Bienvenue !')]) })),
      http.post(apiUrl('/api/threads/t1/read'), () => HttpResponse.json({ data: { ok: true } })),
      http.get(apiUrl('/api/bookings/b1'), () => HttpResponse.json({ data: booking({ id: 'b1', state: 'requested', guests: 2 }) })),
    );
    const store = makeTestStore(sessionOf('user'));
    store.dispatch(localeSet('fr'));
    await prepare(store);
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/user/inbox/:threadId" element={<InboxPage role="user" />} />
      </Routes>,
      { route: '/dashboard/user/inbox/t1', store },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Messagerie' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('link')).toHaveTextContent('Hôte : Hana H.');
    expect(within(list).getByRole('link')).toHaveTextContent('En attente de l’hôte · 9 mai 2030');
    expect(within(list).getByRole('link')).toHaveTextContent('2 non lus');
    expect(await screen.findByText('Réservation demandée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Toutes les conversations' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'La réservation' })).toHaveTextContent('En attente de l’hôte');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByLabelText('Votre message')).toHaveAccessibleDescription(/Écrivez d’abord un message\./);
    expect(screen.getByText(/0 \/ 2000 caractères · Ctrl\+Entrée/)).toBeInTheDocument();
  });
});

describe('the inbox list', () => {
  it('lists threads newest first as links, with the other person, the booking, the last line and unread marks', async () => {
    server.use(
      http.get(apiUrl('/api/threads'), () =>
        inbox({
          threads: [
            threadSummary({ id: 't2', unread: 3, lastMessage: line('m9', 'See you in May!'), updatedAt: '2026-11-21T09:00:00.000Z',
              kind: 'booking', booking: { id: 'b1', state: 'confirmed', startDate: '2030-05-09' }, program: { id: 'p2', slug: 'lake', name: 'Lakeside Stillness', image: '' } }),
            threadSummary({ id: 't1', other: null, lastMessage: line('m1', 'Is there parking?', { sender: { id: 'u1', name: 'Ines D.' } }) }),
          ],
          next: null,
        }),
      ),
    );
    const { container } = renderInbox();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/dashboard/user/inbox/t2', '/dashboard/user/inbox/t1']);
    expect(links[0]).toHaveTextContent('Lakeside Stillness');
    expect(links[0]).toHaveTextContent('Host: Hana H.');
    expect(links[0]).toHaveTextContent('Confirmed · 9 May 2030');
    expect(links[0]).toHaveTextContent('See you in May!');
    expect(links[0]).toHaveTextContent('3 unread');
    expect(links[1]).toHaveTextContent('No host yet');
    expect(links[1]).toHaveTextContent('You: Is there parking?');
    expect(links[1]).not.toHaveTextContent('unread');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('pages with "Load more" through the cursor', async () => {
    const afters: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/api/threads'), ({ request }) => {
        const after = new URL(request.url).searchParams.get('after');
        afters.push(after);
        return after === 'c2'
          ? inbox({ threads: [threadSummary({ id: 't-old', program: { id: 'p3', slug: 'old', name: 'Old Retreat', image: '' } })], next: null })
          : inbox({ threads: [threadSummary({ id: 't-new' })], next: 'c2' });
      }),
    );
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Old Retreat/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Retreat/ })).toHaveLength(2);
    expect(afters).toEqual([null, 'c2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there is no conversation yet', async () => {
    server.use(http.get(apiUrl('/api/threads'), () => inbox({ threads: [], next: null })));
    renderInbox();
    // An h2 under the page's h1 (axe heading-order).
    expect(await screen.findByRole('heading', { level: 2, name: THREAD_MESSAGES.inboxEmpty })).toBeInTheDocument();
  });
});

describe('a thread', () => {
  const thread = threadSummary({ id: 't1', kind: 'booking', booking: { id: 'b1', state: 'requested', startDate: '2030-05-09' }, unread: 1 });
  let reads = 0;
  let sent: unknown[] = [];

  beforeEach(() => {
    reads = 0;
    sent = [];
    server.use(
      http.get(apiUrl('/api/threads'), () => inbox({ threads: [thread], next: null })),
      http.get(apiUrl('/api/threads/t1'), ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        return before === 'older1'
          ? HttpResponse.json({ data: threadPage(thread, [line('m1', 'First question')], null) })
          : HttpResponse.json({
            data: threadPage(thread, [line('m2', 'Booking requested.', { kind: 'system', sender: null, bookingState: 'requested' }), line('m3', 'Welcome! Any diet needs?')], 'older1'),
          });
      }),
      http.post(apiUrl('/api/threads/t1/read'), () => {
        reads += 1;
        return HttpResponse.json({ data: { unread: 0 } });
      }),
      http.get(apiUrl('/api/bookings/b1'), () => HttpResponse.json({ data: booking({ id: 'b1', state: 'requested' }) })),
    );
  });

  it('shows its program, booking and lines oldest first, earlier ones on demand, and marks it read on open', async () => {
    const user = userEvent.setup();
    const { container, store } = renderInbox('/dashboard/user/inbox/t1');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Calm Retreat' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/program-details/calm-retreat');
    // The booking, in the guest's words; answering it is the host's, not theirs.
    const about = screen.getByRole('region', { name: 'The booking' });
    expect(await within(about).findByText('Ref. WT-B1')).toBeInTheDocument();
    expect(about).toHaveTextContent('Waiting for the host');
    expect(about).toHaveTextContent('Session9 – 15 May 2030');
    expect(about).toHaveTextContent('Total$6,900');
    expect(about).toHaveTextContent(/The host answers by 3 Jan 2030, \d\d:\d\d\./);
    expect(within(about).queryByRole('button')).not.toBeInTheDocument();
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Booking requested.'),
      expect.stringContaining('Welcome! Any diet needs?'),
    ]);
    expect(within(messages).getAllByRole('listitem')[1]).toHaveTextContent('Hana H.');
    await waitFor(() => expect(reads).toBe(1));
    expect(store.getState().navBadges['inbox-unread']).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(3));
    expect(within(messages).getAllByRole('listitem')[0]).toHaveTextContent('First question');
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('sends with Ctrl+Enter: the line shows, the box empties', async () => {
    server.use(
      http.post(apiUrl('/api/threads/t1/messages'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: line('m4', 'No, thank you', { sender: { id: 'u1', name: 'Ines D.' } }) }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderInbox('/dashboard/user/inbox/t1');
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'No, thank you');
    expect(screen.getByText(/13 \/ 2000 characters/)).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    const messages = screen.getByRole('list', { name: 'Messages' });
    await waitFor(() => expect(within(messages).getAllByRole('listitem').at(-1)).toHaveTextContent(/You.*No, thank you/));
    expect(sent).toEqual([{ text: 'No, thank you' }]);
    expect(box).toHaveValue('');
  });

  it('refuses an empty or too long message with the rule, and sends nothing', async () => {
    const user = userEvent.setup();
    renderInbox('/dashboard/user/inbox/t1');
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAccessibleDescription(expect.stringContaining(THREAD_MESSAGES.empty));
    await user.click(box);
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining(THREAD_MESSAGES.tooLong));
    expect(box).toHaveValue('x'.repeat(2001));
  });

  it('shows the rate limit and keeps the text when the API answers 429', async () => {
    server.use(
      http.post(apiUrl('/api/threads/t1/messages'), () => HttpResponse.json({ error: { code: 'RATE_LIMITED', message: THREAD_MESSAGES.tooMany } }, { status: 429 })),
    );
    const user = userEvent.setup();
    renderInbox('/dashboard/user/inbox/t1');
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(THREAD_MESSAGES.tooMany)));
    expect(box).toHaveValue('Hello again');
    expect(within(screen.getByRole('list', { name: 'Messages' })).queryByText('Hello again')).not.toBeInTheDocument();
  });

  it('shows a message that arrives live, announces it, and marks the thread read again', async () => {
    const { store } = renderInbox('/dashboard/user/inbox/t1');
    await screen.findByRole('heading', { level: 2, name: 'Calm Retreat' });
    await waitFor(() => expect(reads).toBe(1));
    act(() => handleLiveEvent({ type: 'message', threadId: 't1', message: line('m7', 'The shuttle leaves at 9.') }, store.dispatch));
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('The shuttle leaves at 9.')).toBeInTheDocument();
    expect(screen.getByText('New message from Hana H.: The shuttle leaves at 9.')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
  });

  it('tells a visitor who is not part of the thread so', async () => {
    server.use(http.get(apiUrl('/api/threads/t9'), () => HttpResponse.json({ error: { code: 'NOT_A_PARTY', message: 'x' } }, { status: 403 })));
    renderInbox('/dashboard/user/inbox/t9');
    expect(await screen.findByText(THREAD_MESSAGES.notAParty)).toBeInTheDocument();
  });

  it('opens a booking’s thread from ?booking=', async () => {
    server.use(http.get(apiUrl('/api/threads/by-booking/b1'), () => HttpResponse.json({ data: threadPage(thread, [line('m3', 'Welcome! Any diet needs?')]) })));
    const { location } = renderInbox('/dashboard/user/inbox?booking=b1');
    await waitFor(() => expect(location().pathname).toBe('/dashboard/user/inbox/t1'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Calm Retreat' })).toBeInTheDocument();
  });
});

describe('a booking’s thread, read by the program’s host', () => {
  const thread = threadSummary({
    id: 't1', kind: 'booking', side: 'owner', other: { id: 'g1', name: 'Gabriel M.' },
    booking: { id: 'b1', state: 'requested', startDate: '2030-05-09' }, lastMessage: line('m2', 'Booking requested.', { kind: 'system', sender: null, bookingState: 'requested' }),
  });
  let state: 'requested' | 'confirmed' | 'declined' = 'requested';
  let decisions: { decision: string; body: unknown }[] = [];

  function renderHostInbox(route: string) {
    return renderWithProviders(
      <Routes>
        <Route path="/dashboard/facility/inbox" element={<InboxPage role="facility" />} />
        <Route path="/dashboard/facility/inbox/:threadId" element={<InboxPage role="facility" />} />
      </Routes>,
      { route, preloadedState: sessionOf('facility') },
    );
  }

  beforeEach(() => {
    state = 'requested';
    decisions = [];
    server.use(
      http.get(apiUrl('/api/threads'), () => inbox({ threads: [{ ...thread, booking: { ...thread.booking!, state } }], next: null })),
      http.get(apiUrl('/api/threads/t1'), () => HttpResponse.json({ data: threadPage({ ...thread, booking: { ...thread.booking!, state } }, [thread.lastMessage!]) })),
      http.post(apiUrl('/api/threads/t1/read'), () => HttpResponse.json({ data: { unread: 0 } })),
      http.get(apiUrl('/api/bookings/b1'), () => HttpResponse.json({ data: booking({ id: 'b1', state }) })),
      http.post(apiUrl('/api/my/booking-requests/b1/:decision'), async ({ params, request }) => {
        const body = request.headers.get('content-type')?.includes('json') ? await request.json() : null;
        decisions.push({ decision: String(params.decision), body });
        if (state !== 'requested') return HttpResponse.json(conflict('This booking is confirmed; it cannot be declined.', 'INVALID_TRANSITION'), { status: 409 });
        state = params.decision === 'confirm' ? 'confirmed' : 'declined';
        return HttpResponse.json({ data: booking({ id: 'b1', state }) });
      }),
    );
  });

  it('lists the request in the host’s words, never “Waiting for the host”', async () => {
    renderHostInbox('/dashboard/facility/inbox');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const link = within(list).getByRole('link', { name: /Calm Retreat/ });
    expect(link).toHaveTextContent('Awaiting your answer · 9 May 2030');
    expect(link).toHaveTextContent('Guest: Gabriel M.');
    expect(link).not.toHaveTextContent(/Waiting for the host/i);
  });

  it('shows the pending request with Confirm and Decline; confirming it answers the guest and the buttons go', async () => {
    const user = userEvent.setup();
    const { container } = renderHostInbox('/dashboard/facility/inbox/t1');
    const about = await screen.findByRole('region', { name: 'The booking' });
    expect(await within(about).findByText('Gabriel Moreau')).toBeInTheDocument();
    expect(about).toHaveTextContent('Awaiting your answer');
    expect(about).not.toHaveTextContent(/Waiting for the host/i);
    expect(about).toHaveTextContent(/Answer by 3 Jan 2030, \d\d:\d\d; without an answer the request expires\./);
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(within(about).getByRole('button', { name: 'Confirm' }));
    expect(await within(about).findByText('You confirmed booking WT-B1. Gabriel Moreau is told.')).toBeInTheDocument();
    expect(decisions).toEqual([{ decision: 'confirm', body: null }]);
    await waitFor(() => expect(about).toHaveTextContent('Confirmed'));
    expect(within(about).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(about).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('declines with the reason the guest reads, after the dialog', async () => {
    const user = userEvent.setup();
    renderHostInbox('/dashboard/facility/inbox/t1');
    const about = await screen.findByRole('region', { name: 'The booking' });
    await user.click(await within(about).findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'We are closed that week.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(about).findByText('You declined booking WT-B1. Gabriel Moreau is told.')).toBeInTheDocument();
    expect(decisions).toEqual([{ decision: 'decline', body: { reason: 'We are closed that week.' } }]);
    await waitFor(() => expect(about).toHaveTextContent('Declined'));
    expect(within(about).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why when the request was answered meanwhile, and shows it as it is now', async () => {
    const user = userEvent.setup();
    renderHostInbox('/dashboard/facility/inbox/t1');
    const about = await screen.findByRole('region', { name: 'The booking' });
    const confirm = await within(about).findByRole('button', { name: 'Confirm' });
    state = 'confirmed';
    await user.click(confirm);
    expect(await within(about).findByText('This booking is confirmed; it cannot be declined.')).toBeInTheDocument();
    await waitFor(() => expect(within(about).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument());
  });
});
