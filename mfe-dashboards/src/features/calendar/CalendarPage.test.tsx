import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, type CalendarSession, type HostCalendar } from '@wellness/shared/host-tools';
import { localeSet } from '@wellness/shared/contract';
import { formatMonth } from '@wellness/shared/format';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { sessionOf } from '../../testing/fixtures';
import { agendaItems, agendaRange, dayView, monthRange, monthWeeks, shiftMonth } from './calendarModel';
import { CalendarPage, prepare } from './CalendarPage';

const TODAY = new Date().toISOString().slice(0, 10);
const day = (n: number) => addDays(TODAY, n);

function session(over: Partial<CalendarSession> & { id: string; startDate: string }): CalendarSession {
  const nights = over.nights ?? 5;
  const capacity = over.capacity ?? 10;
  const taken = over.taken ?? 0;
  return { programId: 'p1', endDate: addDays(over.startDate, nights), nights, capacity, taken, placesLeft: capacity - taken, requested: 0, closed: false, blocked: false, ...over };
}

function calendarOf(range: { from: string; to: string }, over: Partial<HostCalendar> = {}): HostCalendar {
  return {
    ...range,
    today: TODAY,
    programs: [
      { id: 'p1', slug: 'cedar', name: 'Cedar Retreat', status: 'active', approved: true, currency: 'USD' },
      { id: 'p2', slug: 'lotus', name: 'Lotus Week', status: 'active', approved: true, currency: 'USD' },
    ],
    sessions: [session({ id: 's1', startDate: TODAY, taken: 3, requested: 1 }), session({ id: 's2', programId: 'p2', startDate: day(2), nights: 2, capacity: 4 })],
    bookings: [
      { id: 'b1', reference: 'WT-AAAAAA', programId: 'p1', sessionId: 's1', startDate: TODAY, endDate: day(5), guests: 2, firstName: 'Lena', state: 'confirmed', respondBy: null },
      { id: 'b2', reference: 'WT-BBBBBB', programId: 'p1', sessionId: 's1', startDate: TODAY, endDate: day(5), guests: 1, firstName: 'Rosa', state: 'requested', respondBy: '2030-01-10T14:00:00.000Z' },
    ],
    blocks: [],
    ...over,
  };
}

/** The calendar on the mock API; the writes answer as the API does. */
function calendarApi(over: Partial<HostCalendar> = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get(apiUrl('/api/my/calendar'), ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({ data: calendarOf({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! }, over) });
    }),
    http.get(apiUrl('/api/my/calendar/feeds'), () => HttpResponse.json({ data: [] })),
    http.post(apiUrl('/api/my/calendar/sessions'), async ({ request }) => {
      const body = (await request.json()) as { startDate: string; nights: number; places: number };
      calls.push({ method: 'POST', url: request.url, body });
      return HttpResponse.json({ data: session({ id: 's9', startDate: body.startDate, nights: body.nights, capacity: body.places }) }, { status: 201 });
    }),
    http.patch(apiUrl('/api/my/calendar/sessions/:id'), async ({ request }) => {
      const body = (await request.json()) as { places?: number };
      calls.push({ method: 'PATCH', url: request.url, body });
      if (body.places !== undefined && body.places < 3) {
        return HttpResponse.json({ error: { code: 'BELOW_TAKEN', message: '3 places are taken in this session: it cannot have fewer than 3 places.' } }, { status: 409 });
      }
      return HttpResponse.json({ data: session({ id: 's1', startDate: TODAY, taken: 3, ...body }) });
    }),
  );
  return calls;
}

describe('calendar model', () => {
  it('lays a month out in whole weeks from Monday, and knows what falls on a day', () => {
    const weeks = monthWeeks('2027-03');
    expect(weeks[0]![0]).toBe('2027-03-01');
    expect(weeks.at(-1)![6]).toBe('2027-04-04');
    expect(monthWeeks('2027-02')[0]![0]).toBe('2027-02-01');
    expect(monthRange('2026-11')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    // The agenda runs from today in this month, from the first day in another, to the end of the month after.
    expect(agendaRange('2026-11', '2026-11-29')).toEqual({ from: '2026-11-29', to: '2026-12-31' });
    expect(agendaRange('2027-01', '2026-11-29')).toEqual({ from: '2027-01-01', to: '2027-02-28' });
    const calendar = calendarOf({ from: day(-3), to: day(30) }, { blocks: [{ id: 'k', programId: null, startDate: day(3), endDate: day(3), reason: '', source: 'manual', importName: null }] });
    expect(dayView(calendar, TODAY, null).starting.map((s) => s.id)).toEqual(['s1']);
    expect(dayView(calendar, day(3), null)).toMatchObject({ ongoing: [expect.objectContaining({ id: 's1' }), expect.objectContaining({ id: 's2' })], blocks: [expect.objectContaining({ id: 'k' })] });
    // The departure day is not a night of the stay.
    expect(dayView(calendar, day(5), 'p1').ongoing).toEqual([]);
    expect(dayView(calendar, TODAY, null).arrivals.map((b) => b.firstName)).toEqual(['Lena', 'Rosa']);
    expect(agendaItems(calendar, 'p2', TODAY).map((i) => i.kind)).toEqual(['session', 'block']);
  });
});

describe('CalendarPage', () => {
  startMockApi();

  it('shows the month of every program with places taken, the requests waiting with their deadline, and the selected day', async () => {
    calendarApi();
    renderWithProviders(<CalendarPage />, { route: '/dashboard/facility/calendar', preloadedState: sessionOf('facility') });
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid');
    const todayButton = within(grid).getByRole('button', { current: 'date' });
    expect(todayButton).toHaveAccessibleName(expect.stringMatching(/1 session starts, 2 arrivals$/));
    expect(todayButton).toHaveAttribute('tabindex', '0');
    const waiting = screen.getByRole('region', { name: /Waiting for your answer/ });
    expect(waiting).toHaveTextContent(/Rosa · 1 guest · Cedar Retreat, .+ · answer by 10 Jan 2030, \d{2}:00/);
    const dayPanel = screen.getByRole('region', { name: new RegExp(`^\\w+day `) });
    const cedar = within(dayPanel).getByRole('article', { name: /^Cedar Retreat, / });
    expect(cedar).toHaveTextContent('3 of 10 places taken · 7 left · 1 held by a request');
    expect(cedar).toHaveTextContent('Rosa · 1 guest · waiting for your answer · answer by 10 Jan 2030');
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('speaks French on a French page: the month, the day’s words, places, guests and deadlines', async () => {
    calendarApi();
    const store = makeTestStore(sessionOf('facility'));
    store.dispatch(localeSet('fr'));
    await prepare(store);
    renderWithProviders(<CalendarPage />, { route: '/dashboard/facility/calendar', store });
    expect(screen.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: formatMonth(TODAY.slice(0, 7), 'fr') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter une session' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Affichage' })).toHaveTextContent('Aujourd’huiMoisAgenda');
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('button', { current: 'date' })).toHaveAccessibleName(expect.stringMatching(/\s: 1 session commence, 2 arrivées$/));
    const waiting = screen.getByRole('region', { name: /En attente de votre réponse/ });
    expect(waiting).toHaveTextContent(/Rosa · 1 voyageur · Cedar Retreat, .+ · réponse avant le 10 janv\. 2030/);
    const cedar = screen.getAllByRole('article', { name: /^Cedar Retreat, / })[0]!;
    expect(cedar).toHaveTextContent('Ouverte');
    expect(cedar).toHaveTextContent('5 nuits');
    expect(cedar).toHaveTextContent('Places prises : 3 sur 10 · restantes : 7 · 1 bloquée par une demande');
    expect(within(cedar).getByRole('button', { name: /^Fermer aux réservations\s: Cedar Retreat/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'S’abonner dans votre application d’agenda' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/places taken|Waiting for your answer|Add a session/);
  });

  it('moves through the days by keyboard, one Tab stop in the grid', async () => {
    calendarApi();
    renderWithProviders(<CalendarPage />, { route: '/dashboard/facility/calendar', preloadedState: sessionOf('facility') });
    const grid = await screen.findByRole('grid');
    within(grid).getByRole('button', { current: 'date' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(expect.stringMatching(/1 under way/)));
    expect(within(grid).getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('region', { name: new RegExp(`\\b${Number(day(8).slice(8))} `) })).toBeInTheDocument());
  });

  it('adds a session from the day, and says in words why a session cannot have fewer places than taken', async () => {
    const calls = calendarApi();
    renderWithProviders(<CalendarPage />, { route: '/dashboard/facility/calendar', preloadedState: sessionOf('facility') });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a session this day' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a session' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Program/), 'p2');
    await userEvent.clear(within(dialog).getByLabelText(/^Places/));
    await userEvent.type(within(dialog).getByLabelText(/^Places/), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add session' }));
    expect(await screen.findByText(/^Session added: Lotus Week, /)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { programId: 'p2', startDate: TODAY, nights: 6, places: 8 } });

    const cedar = screen.getByRole('article', { name: /^Cedar Retreat, / });
    await userEvent.click(within(cedar).getByRole('button', { name: /^Change Cedar Retreat/ }));
    const change = screen.getByRole('dialog', { name: 'Change the session of Cedar Retreat' });
    expect(change).toHaveTextContent('3 places are taken: guests booked these dates, so only the places can change, and not below 3.');
    expect(within(change).getByLabelText(/^First day/)).toBeDisabled();
    await userEvent.clear(within(change).getByLabelText(/^Places/));
    await userEvent.type(within(change).getByLabelText(/^Places/), '2');
    await userEvent.click(within(change).getByRole('button', { name: 'Save changes' }));
    expect(await within(change).findByText('3 places are taken in this session: it cannot have fewer than 3 places.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { places: 2 } });
  });

  it('closes a session to new bookings, and the agenda lists the month for a phone, with the feeds’ refresh note', async () => {
    // Both sessions in this month, whatever day the test runs.
    const calls = calendarApi({ sessions: [session({ id: 's1', startDate: TODAY, taken: 3, requested: 1 }), session({ id: 's2', programId: 'p2', startDate: TODAY, nights: 2, capacity: 4 })] });
    renderWithProviders(<CalendarPage />, { route: '/dashboard/user/calendar', preloadedState: sessionOf('user') });
    const cedar = await screen.findByRole('article', { name: /^Cedar Retreat, / });
    await userEvent.click(within(cedar).getByRole('button', { name: /^Close to bookings: Cedar Retreat/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { closed: true } }));
    expect(await screen.findByText(/closed to new bookings \(its bookings stay\)/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(screen.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
    const agenda = screen.getByRole('list', { name: /^Agenda of / });
    expect(within(agenda).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([expect.stringMatching(/^Cedar Retreat/), expect.stringMatching(/^Lotus Week/)]);
    expect(screen.getByText(/Calendar apps refresh a subscribed calendar on their own schedule/)).toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
