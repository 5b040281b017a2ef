// A host's calendar: what it shows of every program, and the moves on sessions and blocked days, with the rules that
// keep guests' places (never fewer places than taken, no move of a booked session) and stop bookings where asked.
import type { Program } from '@wellness/shared/domain';
import type { CalendarSession, HostCalendar } from '@wellness/shared/host-tools';
import { createTestApi, type TestApi } from '../../test/harness';
import { book, bookRaw, hostProgram, inDays } from '../../test/host-fixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const calendar = async (auth: Record<string, string>, from = inDays(-5), to = inDays(120)) => {
  const res = await api.request({ method: 'GET', url: `/api/my/calendar?from=${from}&to=${to}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as HostCalendar;
};
const publicProgram = async (id: string) => (await api.request({ method: 'GET', url: `/api/programs/${id}` })).json().data as Program;

it('shows every session of every program the host owns, with places taken, left and held by requests, and the bookings with a first name only', async () => {
  const first = await hostProgram(api, { bookingMode: 'instant', sessions: [{ startDate: inDays(20), nights: 5, places: 8 }] });
  const second = await hostProgram(api, { bookingMode: 'request', responseHours: 24, sessions: [{ startDate: inDays(40), nights: 3, places: 4 }] }, first.owner);
  const other = await hostProgram(api, { sessions: [{ startDate: inDays(20), nights: 2, places: 3 }] });
  const guest = await api.signUp('user', { firstName: 'Lena', lastName: 'Hart' });
  await book(api, first.program, { sessionId: first.sessions[0]!.id, guests: 2, guest, name: 'Lena Hart' });
  const request = await book(api, second.program, { sessionId: second.sessions[0]!.id, guests: 1, guest, name: 'Lena Hart' });

  const data = await calendar(first.owner.auth);
  expect(data.programs.map((p) => p.id).sort()).toEqual([first.program.id, second.program.id].sort());
  expect(data.sessions.map((s) => s.programId)).not.toContain(other.program.id);
  const [a, b] = [data.sessions.find((s) => s.programId === first.program.id)!, data.sessions.find((s) => s.programId === second.program.id)!];
  expect(a).toMatchObject({ startDate: inDays(20), endDate: inDays(25), capacity: 8, taken: 2, placesLeft: 6, requested: 0, closed: false, blocked: false });
  expect(b).toMatchObject({ capacity: 4, taken: 1, placesLeft: 3, requested: 1 });
  const pending = data.bookings.find((x) => x.id === request.id)!;
  expect(pending).toMatchObject({ state: 'requested', firstName: 'Lena', guests: 1, sessionId: second.sessions[0]!.id });
  expect(pending.respondBy).toBe(request.respondBy);
  // No guest's email, phone or last name in the calendar.
  expect(JSON.stringify(data)).not.toMatch(/Hart|example\.test|5551234567/);

  // The days asked for: a session after them is left out.
  expect((await calendar(first.owner.auth, inDays(0), inDays(30))).sessions.map((s) => s.programId)).toEqual([first.program.id]);
  // Hosts only; a bad range is a 400.
  expect((await api.request({ method: 'GET', url: `/api/my/calendar?from=${inDays(0)}&to=${inDays(1)}`, headers: guest.auth })).statusCode).toBe(200);
  expect((await api.request({ method: 'GET', url: `/api/my/calendar?from=${inDays(0)}&to=${inDays(1)}` })).statusCode).toBe(401);
  const wide = await api.request({ method: 'GET', url: `/api/my/calendar?from=${inDays(0)}&to=${inDays(400)}`, headers: first.owner.auth });
  expect(wide.statusCode).toBe(400);
  expect((await api.request({ method: 'GET', url: `/api/my/calendar?from=2027-02-31&to=${inDays(1)}`, headers: first.owner.auth })).statusCode).toBe(400);
});

it('adds a session that guests can book at once, and refuses one in the past, on a day already taken, or on another host’s program', async () => {
  const { program, owner } = await hostProgram(api, { price: null, sessions: [{ startDate: inDays(30), nights: 4, places: 5 }] });
  const add = (payload: object, auth = owner.auth) => api.request({ method: 'POST', url: '/api/my/calendar/sessions', headers: auth, payload });

  const res = await add({ programId: program.id, startDate: inDays(60), nights: 6, places: 12 });
  expect(res.statusCode).toBe(201);
  const session = res.json().data as CalendarSession;
  expect(session).toMatchObject({ programId: program.id, startDate: inDays(60), endDate: inDays(66), capacity: 12, taken: 0, placesLeft: 12 });
  const shown = await publicProgram(program.id);
  expect(shown.sessions.map((s) => s.startDate)).toEqual([inDays(30), inDays(60)]);
  // The program's dates follow its sessions (the month filter), and it stays approved and public.
  const [row] = await api.database.query<{ dates: string; status: string; approved: boolean }>(`SELECT booking_options->'availableDates' AS dates, status, approved FROM programs WHERE id = $1`, [program.id]);
  expect(typeof row!.dates === 'string' ? JSON.parse(row!.dates) : row!.dates).toEqual([inDays(30), inDays(60)]);
  expect(row).toMatchObject({ status: 'active', approved: true });
  const booked = await bookRaw(api, shown, { sessionId: session.id, guests: 2 });
  expect(booked.statusCode).toBe(201);

  expect((await add({ programId: program.id, startDate: inDays(-1), nights: 2, places: 2 })).json().error.message).toBe('startDate: A session cannot start in the past.');
  const twice = await add({ programId: program.id, startDate: inDays(60), nights: 2, places: 2 });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().error.message).toBe('This program already has a session starting that day.');
  const stranger = await api.signUp('facility');
  expect((await add({ programId: program.id, startDate: inDays(70), nights: 2, places: 2 }, stranger.auth)).statusCode).toBe(404);
  expect((await add({ programId: program.id, startDate: inDays(70), nights: 0, places: 2 })).statusCode).toBe(400);
  expect((await add({ programId: program.id, startDate: inDays(70), nights: 2, places: 501 })).statusCode).toBe(400);
  expect((await publicProgram(program.id)).sessions).toHaveLength(2);
});

it('changes places but never below those taken, with a clear message; moves only a session nobody booked', async () => {
  const { program, owner, sessions } = await hostProgram(api, { sessions: [{ startDate: inDays(30), nights: 4, places: 6 }, { startDate: inDays(50), nights: 4, places: 6 }] });
  const [booked, free] = sessions;
  await book(api, program, { sessionId: booked!.id, guests: 3 });
  const change = (id: string, payload: object) => api.request({ method: 'PATCH', url: `/api/my/calendar/sessions/${id}`, headers: owner.auth, payload });

  const below = await change(booked!.id, { places: 2 });
  expect(below.statusCode).toBe(409);
  expect(below.json().error).toMatchObject({ code: 'BELOW_TAKEN', message: '3 places are taken in this session: it cannot have fewer than 3 places.' });
  expect((await change(booked!.id, { places: 3 })).json().data).toMatchObject({ capacity: 3, taken: 3, placesLeft: 0 });
  expect((await change(booked!.id, { places: 10 })).json().data).toMatchObject({ capacity: 10, placesLeft: 7 });

  const move = await change(booked!.id, { startDate: inDays(31) });
  expect(move.statusCode).toBe(409);
  expect(move.json().error.code).toBe('SESSION_IN_USE');
  expect((await change(booked!.id, { nights: 5 })).statusCode).toBe(409);
  expect((await change(free!.id, { startDate: inDays(55), nights: 7 })).json().data).toMatchObject({ startDate: inDays(55), endDate: inDays(62), nights: 7 });
  expect((await change(free!.id, { startDate: inDays(30) })).statusCode).toBe(409);
  expect((await change(free!.id, {})).statusCode).toBe(400);

  // Removing: only a session without places taken.
  const remove = (id: string) => api.request({ method: 'DELETE', url: `/api/my/calendar/sessions/${id}`, headers: owner.auth });
  expect((await remove(booked!.id)).statusCode).toBe(409);
  expect((await remove(free!.id)).statusCode).toBe(200);
  expect((await publicProgram(program.id)).sessions.map((s) => s.id)).toEqual([booked!.id]);
});

it('closes a session: guests no longer see or book it, its bookings stay; reopening offers it again', async () => {
  const { program, owner, sessions } = await hostProgram(api, { price: null, sessions: [{ startDate: inDays(30), nights: 4, places: 6 }] });
  const session = sessions[0]!;
  await book(api, program, { sessionId: session.id, guests: 1 });
  const closed = await api.request({ method: 'PATCH', url: `/api/my/calendar/sessions/${session.id}`, headers: owner.auth, payload: { closed: true } });
  expect(closed.json().data).toMatchObject({ closed: true, taken: 1 });
  expect((await publicProgram(program.id)).sessions).toEqual([]);
  const refused = await bookRaw(api, program, { sessionId: session.id });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toMatchObject({ code: 'SESSION_CLOSED', message: 'This session no longer takes bookings. Please choose another date.' });
  expect((await calendar(owner.auth)).bookings.filter((b) => b.sessionId === session.id)).toHaveLength(1);

  await api.request({ method: 'PATCH', url: `/api/my/calendar/sessions/${session.id}`, headers: owner.auth, payload: { closed: false } });
  expect((await publicProgram(program.id)).sessions.map((s) => s.id)).toEqual([session.id]);
  expect((await bookRaw(api, program, { sessionId: session.id })).statusCode).toBe(201);
});

it('blocks days for one program or all: sessions in them stop taking bookings, new sessions there are refused, and freeing the days offers them again', async () => {
  const owner = await api.signUp('facility');
  const one = await hostProgram(api, { price: null, sessions: [{ startDate: inDays(30), nights: 5, places: 6 }, { startDate: inDays(60), nights: 5, places: 6 }] }, owner);
  const two = await hostProgram(api, { price: null, sessions: [{ startDate: inDays(32), nights: 2, places: 6 }] }, owner);
  await book(api, one.program, { sessionId: one.sessions[0]!.id });

  const block = async (payload: object) => api.request({ method: 'POST', url: '/api/my/calendar/blocks', headers: owner.auth, payload });
  // One program: its first session's stay (nights 30–34) meets day 34; the departure morning (day 35) would not.
  const departure = await block({ programId: one.program.id, startDate: inDays(35), endDate: inDays(35), reason: 'Away' });
  expect(departure.json().data).toMatchObject({ sessionsStopped: 0 });
  const onlyOne = await block({ programId: one.program.id, startDate: inDays(34), endDate: inDays(34), reason: 'Away' });
  expect(onlyOne.statusCode).toBe(201);
  expect(onlyOne.json().data).toMatchObject({ block: { programId: one.program.id, startDate: inDays(34), endDate: inDays(34), reason: 'Away', source: 'manual' }, sessionsStopped: 1, sessionsWithGuests: 1 });
  expect((await publicProgram(one.program.id)).sessions.map((s) => s.startDate)).toEqual([inDays(60)]);
  expect((await publicProgram(two.program.id)).sessions).toHaveLength(1);
  const refused = await bookRaw(api, one.program, { sessionId: one.sessions[0]!.id });
  expect(refused.json().error.code).toBe('SESSION_CLOSED');

  // All programs: the other program's session in those days stops too; a new session there is refused with the dates.
  const all = await block({ startDate: inDays(31), endDate: inDays(33) });
  expect(all.json().data).toMatchObject({ block: { programId: null }, sessionsStopped: 2 });
  expect((await publicProgram(two.program.id)).sessions).toEqual([]);
  const onBlock = await api.request({ method: 'POST', url: '/api/my/calendar/sessions', headers: owner.auth, payload: { programId: two.program.id, startDate: inDays(33), nights: 1, places: 2 } });
  expect(onBlock.statusCode).toBe(409);
  expect(onBlock.json().error.message).toMatch(/^These dates are blocked \(\d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}\)/);
  // A session added by the program form on a blocked day is blocked too (the rule lives with the data).
  const row = await api.database.query<{ blocked: boolean }>('SELECT blocked FROM program_sessions WHERE id = $1', [two.sessions[0]!.id]);
  expect(row[0]!.blocked).toBe(true);

  const data = await calendar(owner.auth);
  expect(data.blocks).toHaveLength(3);
  expect(data.sessions.find((s) => s.id === one.sessions[0]!.id)).toMatchObject({ blocked: true, taken: 1 });

  for (const b of data.blocks) expect((await api.request({ method: 'DELETE', url: `/api/my/calendar/blocks/${b.id}`, headers: owner.auth })).statusCode).toBe(200);
  expect((await publicProgram(one.program.id)).sessions).toHaveLength(2);
  expect((await publicProgram(two.program.id)).sessions).toHaveLength(1);
  expect((await bookRaw(api, one.program, { sessionId: one.sessions[0]!.id })).statusCode).toBe(201);
  // Someone else's block is not found.
  const stranger = await api.signUp('facility');
  const mine = (await block({ startDate: inDays(90), endDate: inDays(91) })).json().data.block.id as string;
  expect((await api.request({ method: 'DELETE', url: `/api/my/calendar/blocks/${mine}`, headers: stranger.auth })).statusCode).toBe(404);
  expect((await block({ startDate: inDays(10), endDate: inDays(9) })).statusCode).toBe(400);
});

it('refuses a booking by preferred date on a blocked day', async () => {
  const { program, owner } = await hostProgram(api, { price: null });
  await api.request({ method: 'POST', url: '/api/my/calendar/blocks', headers: owner.auth, payload: { startDate: inDays(20), endDate: inDays(22) } });
  const refused = await bookRaw(api, program, { preferredDate: inDays(21) });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toMatchObject({ code: 'DATE_BLOCKED', message: 'The host is not available on this date. Please choose another date.' });
  expect((await bookRaw(api, program, { preferredDate: inDays(23) })).statusCode).toBe(201);
});
