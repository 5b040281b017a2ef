// One conversation per guest and program (migrations/0071): the question a guest asks and their bookings of the same
// program share one thread, whose header shows the latest booking; a booking made without an account keeps its own;
// databases from before get their duplicate threads merged, nothing lost.
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SYSTEM_LINE, type InboxPage, type ThreadPage } from '@wellness/shared/domain';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { MIGRATIONS_DIR } from '../../paths';
import { createSharedPgDatabase, createTestApi, type TestApi } from '../../test/harness';
import { book, guestBody, publishProgram, type Published } from '../../test/bookings';

let api: TestApi;
let program: Published;
beforeAll(async () => {
  api = await createTestApi();
  program = await publishProgram(api, { bookingMode: 'request' });
}, 60_000);
afterAll(() => api.close());

const get = async <T>(url: string, who: { auth: { authorization: string } }) => (await api.request({ method: 'GET', url, headers: who.auth })).json().data as T;

it('the question, then a request, then a second booking: one thread, its lines in order, showing the latest booking', async () => {
  const guest = await api.signUp('user', { firstName: 'Lena', lastName: 'Hart' });
  const asked = await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: program.program.id, text: 'Can I bring my own mat?' } });
  expect(asked.statusCode).toBe(201);
  const threadId = (asked.json().data as ThreadPage).thread.id;

  const first = await book(api, guestBody(program.program, program.sessions[0]?.id), guest.auth);
  const byBooking = await get<ThreadPage>(`/api/threads/by-booking/${first.id}`, guest);
  expect(byBooking.thread).toMatchObject({ id: threadId, kind: 'booking', booking: { id: first.id, state: 'requested' } });
  expect(byBooking.messages.map((m) => m.text)).toEqual(['Can I bring my own mat?', SYSTEM_LINE.requested]);

  const second = await book(api, guestBody(program.program, program.sessions[0]?.id), guest.auth);
  expect((await get<ThreadPage>(`/api/threads/by-booking/${second.id}`, guest)).thread).toMatchObject({ id: threadId, booking: { id: second.id } });
  // Moves of the earlier booking still write into the one thread.
  expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${first.id}/confirm`, headers: program.owner.auth })).statusCode).toBe(200);
  const page = await get<ThreadPage>(`/api/threads/${threadId}`, guest);
  expect(page.messages.map((m) => m.text)).toEqual(['Can I bring my own mat?', SYSTEM_LINE.requested, SYSTEM_LINE.requested, SYSTEM_LINE.confirmed]);
  // Asking again continues it.
  const again = await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: program.program.id, text: 'And towels?' } });
  expect((again.json().data as ThreadPage).thread.id).toBe(threadId);

  for (const who of [guest, program.owner]) {
    const inbox = await get<InboxPage>('/api/threads', who);
    expect(inbox.threads.filter((t) => t.program.id === program.program.id && (who === program.owner ? t.other?.id === guest.user.id : true)).map((t) => t.id)).toEqual([threadId]);
  }
  const [count] = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM threads WHERE guest_id = $1', [guest.user.id]);
  expect(Number(count!.n)).toBe(1);
});

it('a booking first, then a question: the question joins the booking’s thread', async () => {
  const guest = await api.signUp('user');
  const booked = await book(api, guestBody(program.program, program.sessions[0]?.id), guest.auth);
  const threadId = (await get<ThreadPage>(`/api/threads/by-booking/${booked.id}`, guest)).thread.id;
  const asked = await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: program.program.id, text: 'What time is check-in?' } });
  expect((asked.json().data as ThreadPage).thread).toMatchObject({ id: threadId, kind: 'booking' });
});

it('bookings without an account keep a thread each', async () => {
  const one = await book(api, guestBody(program.program, program.sessions[0]?.id, { email: 'walkin@example.test' }));
  const two = await book(api, guestBody(program.program, program.sessions[0]?.id, { email: 'walkin@example.test' }));
  const a = await get<ThreadPage>(`/api/threads/by-booking/${one.id}`, program.owner);
  const b = await get<ThreadPage>(`/api/threads/by-booking/${two.id}`, program.owner);
  expect(a.thread.id).not.toBe(b.thread.id);
});

it('migrating a database from before merges a guest’s threads of one program into the oldest: lines, read marks, bookings', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wellness-migrations-'));
  const shared = await createSharedPgDatabase();
  const database = await openDatabase({ url: shared?.url, dataDir: undefined });
  try {
    for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql') && f < '0071')) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    await migrate(database, dir);
    const q = (text: string, params: unknown[] = []) => database.query<Record<string, unknown>>(text, params as never);
    await q(`INSERT INTO users (id, email, password_hash, first_name, last_name, role) VALUES ('g', 'g@example.test', 'x', 'G', 'H', 'user'), ('o', 'o@example.test', 'x', 'O', 'W', 'facility')`);
    await q(`INSERT INTO programs (id, slug, name, location, country, city, description, details, about, duration, price_text, category, group_slug, special_offer,
      image_gallery, includes, highlights, terms, booking_options, special_offers, events, daily_schedule, arrival, status, approved, owner_id)
      VALUES ('p', 'p', 'P', 'Ubud - Bali', 'Bali', 'Ubud', '', '', '', '', '', 'spa', 'spa-relaxation', '', '[]', '[]', '[]', '{}', '{}', '[]', '[]', '[]', '{}', 'active', true, 'o')`);
    for (const [id, at] of [['b1', '2026-01-02'], ['b2', '2026-01-03']]) {
      await q(`INSERT INTO bookings (id, program_id, program_name, program_image, location, user_id, name, email, phone, preferred_date, status, reference, created_at)
        VALUES ($1, 'p', 'P', '', 'Ubud - Bali', 'g', 'G H', 'g@example.test', '1', '2027-01-10', 'requested', $1, $2::timestamptz)`, [id, at]);
    }
    await q(`INSERT INTO threads (id, kind, program_id, guest_id, owner_id, created_at, last_message_at) VALUES ('t-inquiry', 'inquiry', 'p', 'g', 'o', '2026-01-01', '2026-01-01')`);
    await q(`INSERT INTO threads (id, kind, program_id, booking_id, guest_id, owner_id, created_at, last_message_at) VALUES
      ('t-b1', 'booking', 'p', 'b1', 'g', 'o', '2026-01-02', '2026-01-02'), ('t-b2', 'booking', 'p', 'b2', 'g', 'o', '2026-01-03', '2026-01-04')`);
    await q(`INSERT INTO thread_messages (thread_id, kind, sender_id, text, at) VALUES ('t-inquiry', 'message', 'g', 'question', '2026-01-01'),
      ('t-b1', 'system', NULL, 'Booking requested.', '2026-01-02'), ('t-b2', 'system', NULL, 'Booking requested.', '2026-01-04')`);
    const [last] = await q(`SELECT max(id)::int AS id FROM thread_messages`);
    await q(`INSERT INTO thread_reads (thread_id, user_id, last_read_message_id) VALUES ('t-inquiry', 'o', 0), ('t-b2', 'o', $1)`, [last!.id]);

    await migrate(database);
    expect(await q(`SELECT id, kind, booking_id FROM threads ORDER BY id`)).toEqual([{ id: 't-inquiry', kind: 'booking', booking_id: 'b2' }]);
    expect((await q(`SELECT text FROM thread_messages WHERE thread_id = 't-inquiry' ORDER BY id`)).map((r) => r.text)).toEqual(['question', 'Booking requested.', 'Booking requested.']);
    expect(await q(`SELECT id, thread_id FROM bookings ORDER BY id`)).toEqual([{ id: 'b1', thread_id: 't-inquiry' }, { id: 'b2', thread_id: 't-inquiry' }]);
    expect(await q(`SELECT user_id, last_read_message_id::int AS mark FROM thread_reads WHERE thread_id = 't-inquiry'`)).toEqual([{ user_id: 'o', mark: last!.id }]);
    const [thread] = await q(`SELECT last_message_at FROM threads`);
    expect(new Date(thread!.last_message_at as string).toISOString()).toBe('2026-01-04T00:00:00.000Z');
    // From now on a second thread of that guest and program cannot be made.
    await expect(q(`INSERT INTO threads (id, kind, program_id, guest_id, owner_id) VALUES ('t-new', 'inquiry', 'p', 'g', 'o')`)).rejects.toThrow();
  } finally {
    await database.close();
    await shared?.drop();
    await rm(dir, { recursive: true, force: true });
  }
});
