// iCalendar: private feeds (parsed back with ical.js, as a calendar app reads them), their replacement and removal,
// and the import of another calendar's busy days as blocked days.
import ICAL from 'ical.js';
import type { Program } from '@wellness/shared/domain';
import type { CalendarFeed, HostCalendar } from '@wellness/shared/host-tools';
import { createTestApi, type TestApi } from '../../test/harness';
import { book, bookRaw, hostProgram, inDays } from '../../test/host-fixtures';
import { busyDays, rangesOf } from './import';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const feed = (path: string, headers: Record<string, string> = {}) => api.request({ method: 'GET', url: path, headers });
const eventsOf = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
const day = (t: ICAL.Time) => t.toString().slice(0, 10);

it('a host’s private feed holds every session with its places and each booking by first name, and nothing more of the guest', async () => {
  const owner = await api.signUp('facility');
  const one = await hostProgram(api, { name: 'Cedar Retreat', sessions: [{ startDate: inDays(20), nights: 5, places: 8 }] }, owner);
  const two = await hostProgram(api, { name: 'Lotus Week', bookingMode: 'request', sessions: [{ startDate: inDays(40), nights: 3, places: 4 }] }, owner);
  // Signed in: an instant booking is confirmed at once (without an account it would be a request).
  const lena = await api.signUp('user');
  await book(api, one.program, { sessionId: one.sessions[0]!.id, guests: 2, name: 'Lena Hart', guest: lena });
  await book(api, two.program, { sessionId: two.sessions[0]!.id, guests: 1, name: 'Rosa Moreau' });
  await api.request({ method: 'POST', url: '/api/my/calendar/blocks', headers: owner.auth, payload: { startDate: inDays(60), endDate: inDays(62), reason: 'Staff training' } });

  const made = await api.request({ method: 'POST', url: '/api/my/calendar/feeds', headers: owner.auth, payload: {} });
  expect(made.statusCode).toBe(201);
  const created = made.json().data as CalendarFeed;
  expect(created.path).toMatch(/^\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  const res = await feed(created.path!);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, max-age=300');

  const events = eventsOf(res.body);
  const cedar = events.find((e) => e.summary.startsWith('Cedar Retreat'))!;
  expect(cedar.summary).toBe('Cedar Retreat: 2 of 8 places taken');
  expect(cedar.startDate.isDate).toBe(true);
  expect(day(cedar.startDate)).toBe(inDays(20));
  // The stay shows through its departure day (an all-day event ends the day after).
  expect(day(cedar.endDate)).toBe(inDays(26));
  expect(cedar.description).toBe('Lena · 2 guests · confirmed');
  const lotus = events.find((e) => e.summary.startsWith('Lotus Week'))!;
  expect(lotus.description).toMatch(/^Rosa · 1 guest · request, answer by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/);
  expect(events.find((e) => e.summary === 'Blocked: Staff training')).toBeDefined();
  expect(res.body).not.toMatch(/Hart|Moreau|example\.test|5551234567/);
  expect(res.body).not.toContain(lena.user.email);

  // A repeat poll: 304 while nothing changed; a booking changes it.
  const again = await feed(created.path!, { 'if-none-match': String(res.headers.etag) });
  expect(again.statusCode).toBe(304);
  await book(api, one.program, { sessionId: one.sessions[0]!.id, guests: 1, name: 'Ines Duval', guest: await api.signUp('user') });
  const changed = await feed(created.path!, { 'if-none-match': String(res.headers.etag) });
  expect(changed.statusCode).toBe(200);
  expect(eventsOf(changed.body).find((e) => e.summary.startsWith('Cedar Retreat'))!.summary).toMatch(/3 of 8 places taken$/);

  // The list names the feed without its address.
  const list = (await api.request({ method: 'GET', url: '/api/my/calendar/feeds', headers: owner.auth })).json().data as CalendarFeed[];
  expect(list).toEqual([{ id: created.id, programId: null, programName: null, createdAt: expect.any(String) }]);
});

it('a program’s feed holds that program alone; a new address replaces the old one, and removing the feed revokes it', async () => {
  const owner = await api.signUp('user');
  const one = await hostProgram(api, { sessions: [{ startDate: inDays(20), nights: 2, places: 3 }] }, owner);
  await hostProgram(api, { sessions: [{ startDate: inDays(21), nights: 2, places: 3 }] }, owner);
  const make = () => api.request({ method: 'POST', url: '/api/my/calendar/feeds', headers: owner.auth, payload: { programId: one.program.id } });
  const first = (await make()).json().data as CalendarFeed;
  expect(first.programName).toBe(one.program.name);
  expect(eventsOf((await feed(first.path!)).body).map((e) => e.summary)).toEqual([`${one.program.name}: 0 of 3 places taken`]);

  const second = (await make()).json().data as CalendarFeed;
  expect(second.id).toBe(first.id);
  expect(second.path).not.toBe(first.path);
  expect((await feed(first.path!)).statusCode).toBe(404);
  expect((await feed(second.path!)).statusCode).toBe(200);

  const stranger = await api.signUp('facility');
  expect((await api.request({ method: 'POST', url: '/api/my/calendar/feeds', headers: stranger.auth, payload: { programId: one.program.id } })).statusCode).toBe(404);
  expect((await api.request({ method: 'DELETE', url: `/api/my/calendar/feeds/${second.id}`, headers: stranger.auth })).statusCode).toBe(404);
  expect((await api.request({ method: 'DELETE', url: `/api/my/calendar/feeds/${second.id}`, headers: owner.auth })).statusCode).toBe(200);
  expect((await feed(second.path!)).statusCode).toBe(404);
  expect((await feed('/api/ical/not-a-token.ics')).statusCode).toBe(404);
  // Only a hash of the token is stored.
  const rows = await api.database.query<{ token_hash: string }>('SELECT token_hash FROM calendar_feeds');
  for (const row of rows) expect([first.path, second.path].some((p) => p!.includes(row.token_hash))).toBe(false);
});

const ICS = (today: string) => {
  const compact = (d: string) => d.replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other site//Bookings//EN',
    // Three whole days (date event, end exclusive).
    'BEGIN:VEVENT', 'UID:a@other', `DTSTART;VALUE=DATE:${compact(addDaysTo(today, 30))}`, `DTEND;VALUE=DATE:${compact(addDaysTo(today, 33))}`, 'SUMMARY:Reserved', 'END:VEVENT',
    // A timed event in its own zone, ending at midnight: one day.
    'BEGIN:VEVENT', 'UID:b@other', `DTSTART;TZID=Europe/Zurich:${compact(addDaysTo(today, 40))}T150000`, `DTEND;TZID=Europe/Zurich:${compact(addDaysTo(today, 41))}T000000`, 'SUMMARY:Check-in', 'END:VEVENT',
    // Weekly, three times.
    'BEGIN:VEVENT', 'UID:c@other', `DTSTART;VALUE=DATE:${compact(addDaysTo(today, 50))}`, 'RRULE:FREQ=WEEKLY;COUNT=3', 'SUMMARY:Weekly', 'END:VEVENT',
    // Free, cancelled and past events block nothing.
    'BEGIN:VEVENT', 'UID:d@other', `DTSTART;VALUE=DATE:${compact(addDaysTo(today, 70))}`, 'TRANSP:TRANSPARENT', 'SUMMARY:Free', 'END:VEVENT',
    'BEGIN:VEVENT', 'UID:e@other', `DTSTART;VALUE=DATE:${compact(addDaysTo(today, 71))}`, 'STATUS:CANCELLED', 'SUMMARY:Cancelled', 'END:VEVENT',
    'BEGIN:VEVENT', 'UID:f@other', `DTSTART;VALUE=DATE:${compact(addDaysTo(today, -10))}`, 'SUMMARY:Past', 'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
};
const addDaysTo = (from: string, n: number) => new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

it('reads an .ics file’s busy days: whole days, timed events in their own zone, repetitions; free, cancelled and past ones left out', () => {
  const today = '2027-01-10';
  const { days, skipped } = busyDays(ICS(today), today);
  expect([...days].sort()).toEqual([addDaysTo(today, 30), addDaysTo(today, 31), addDaysTo(today, 32), addDaysTo(today, 40), addDaysTo(today, 50), addDaysTo(today, 57), addDaysTo(today, 64)]);
  expect(skipped).toBe(3);
  expect(rangesOf(days)).toEqual([[addDaysTo(today, 30), addDaysTo(today, 32)], [addDaysTo(today, 40), addDaysTo(today, 40)], [addDaysTo(today, 50), addDaysTo(today, 50)], [addDaysTo(today, 57), addDaysTo(today, 57)], [addDaysTo(today, 64), addDaysTo(today, 64)]]);
  expect(() => busyDays('not a calendar', today)).toThrow(/not an iCalendar/);
});

it('an import blocks the busy days (sessions in them stop taking bookings), and importing again under the same name replaces them', async () => {
  const { program, owner, sessions } = await hostProgram(api, { price: null, sessions: [{ startDate: inDays(31), nights: 2, places: 4 }] });
  const today = inDays(0);
  const send = (ics: string, name = 'other-site.ics') => api.request({ method: 'POST', url: '/api/my/calendar/import', headers: owner.auth, payload: { name, ics, programId: program.id } });
  const res = await send(ICS(today));
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual({ name: 'other-site.ics', programId: program.id, blocks: 5, days: 7, skipped: 3, sessionsStopped: 1 });
  expect(((await api.request({ method: 'GET', url: `/api/programs/${program.id}` })).json().data as Program).sessions).toEqual([]);
  expect((await bookRaw(api, program, { sessionId: sessions[0]!.id })).statusCode).toBe(409);
  const calendar = (await api.request({ method: 'GET', url: `/api/my/calendar?from=${today}&to=${inDays(100)}`, headers: owner.auth })).json().data as HostCalendar;
  expect(calendar.blocks.map((b) => [b.startDate, b.endDate, b.source, b.importName])).toContainEqual([inDays(30), inDays(32), 'import', 'other-site.ics']);

  // The other site freed those days: a new file under the same name replaces the blocks.
  const later = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//x//y//EN', 'BEGIN:VEVENT', 'UID:z@other', `DTSTART;VALUE=DATE:${inDays(80).replaceAll('-', '')}`, 'SUMMARY:Busy', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
  expect((await send(later)).json().data).toMatchObject({ blocks: 1, days: 1, sessionsStopped: 0 });
  expect((await bookRaw(api, program, { sessionId: sessions[0]!.id })).statusCode).toBe(201);
  // A file that is not iCalendar is refused and changes nothing.
  const bad = await send('BEGIN:VCARD\r\nEND:VCARD');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.message).toMatch(/not an iCalendar/);
  expect((await api.database.query('SELECT 1 FROM blocked_dates WHERE owner_id = $1', [owner.user.id])).length).toBe(1);
  // The import's days are freed together.
  const removed = await api.request({ method: 'DELETE', url: `/api/my/calendar/imports/other-site.ics?programId=${program.id}`, headers: owner.auth });
  expect(removed.json().data).toEqual({ name: 'other-site.ics', blocksRemoved: 1 });
});
