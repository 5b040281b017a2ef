// A program takes a booking or a question only while it has a host who answers (an owner account, active): its
// details say so (`hostReachable`), and the API refuses with 409 NO_HOST when not. A request its host never answers
// expires at its deadline (24 hours by default) and tells the guest by email.
import { DEFAULT_RESPONSE_HOURS, type Program } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { outboxRows } from '../../test/mail';
import { book, guestBody, publishProgram, type Published } from '../../test/bookings';

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
let guest: Awaited<ReturnType<TestApi['signUp']>>;
let published: Published;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.signUp('admin');
  guest = await api.signUp('user', { firstName: 'Lena', lastName: 'Hart' });
  published = await publishProgram(api, { bookingMode: 'request' });
}, 60_000);
afterAll(() => api.close());

const HOUR = 3_600_000;
const details = async (id: string) => (await api.request({ method: 'GET', url: `/api/programs/${id}` })).json().data as Program;
const setStatus = (userId: string, status: 'active' | 'inactive') =>
  api.request({ method: 'PATCH', url: `/api/admin/users/${userId}/status`, headers: admin.auth, payload: { status } });

it('a host deactivated: the details say so, a booking, a question and a guest’s message are refused (409 NO_HOST), nothing stored; reactivated, all work again', async () => {
  const { program, owner } = published;
  expect((await details(program.id)).hostReachable).toBe(true);
  // A conversation from before: the guest asked while the host answered.
  const opened = await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: program.id, text: 'Is there parking?' } });
  expect(opened.statusCode).toBe(201);
  const threadId = opened.json().data.thread.id as string;

  expect((await setStatus(owner.user.id, 'inactive')).statusCode).toBe(200);
  expect((await details(program.id)).hostReachable).toBe(false);
  const before = (await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]!.n;
  const booking = await api.request({ method: 'POST', url: '/api/bookings', headers: guest.auth, payload: guestBody(program, published.sessions[0]?.id) });
  expect(booking.statusCode).toBe(409);
  expect(booking.json().error).toEqual({ code: 'NO_HOST', message: 'This program cannot be booked yet: it has no host to confirm bookings.' });
  const question = await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: program.id, text: 'Still there?' } });
  expect(question.json().error).toEqual({ code: 'NO_HOST', message: 'This program has no host to write to yet.' });
  const message = await api.request({ method: 'POST', url: `/api/threads/${threadId}/messages`, headers: guest.auth, payload: { text: 'Hello?' } });
  expect([message.statusCode, message.json().error.code]).toEqual([409, 'NO_HOST']);
  expect((await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]!.n).toBe(before);
  const lines = await api.database.query<{ text: string }>('SELECT text FROM thread_messages WHERE thread_id = $1', [threadId]);
  expect(lines.map((l) => l.text)).toEqual(['Is there parking?']);

  expect((await setStatus(owner.user.id, 'active')).statusCode).toBe(200);
  expect((await details(program.id)).hostReachable).toBe(true);
  expect((await api.request({ method: 'POST', url: `/api/threads/${threadId}/messages`, headers: guest.auth, payload: { text: 'Hello?' } })).statusCode).toBe(201);
  await book(api, guestBody(program, published.sessions[0]?.id), guest.auth);
});

it('a program’s details from every view carry hostReachable: the public’s, its owner’s, an administrator’s', async () => {
  const { program, owner } = published;
  const own = (await api.request({ method: 'GET', url: `/api/my/programs/${program.id}`, headers: owner.auth })).json().data as Program;
  const reviewed = (await api.request({ method: 'GET', url: `/api/admin/programs/${program.id}`, headers: admin.auth })).json().data;
  const bySlug = (await api.request({ method: 'GET', url: `/api/programs/by-slug/${program.slug}` })).json().data as Program;
  expect([own.hostReachable, reviewed.program.hostReachable, bySlug.hostReachable]).toEqual([true, true, true]);
});

it(`a request its host never answers expires at its deadline (${DEFAULT_RESPONSE_HOURS} hours by default), frees its places and mails the guest`, async () => {
  const fresh = await publishProgram(api, { bookingMode: 'request', sessions: [{ startDate: new Date(Date.now() + 30 * 24 * HOUR).toISOString().slice(0, 10), nights: 4, places: 3 }] });
  expect(fresh.program.responseHours).toBe(24);
  const requested = await book(api, guestBody(fresh.program, fresh.sessions[0]!.id, { guests: 2 }), guest.auth);
  expect(Date.parse(requested.respondBy!) - Date.parse(requested.createdAt)).toBe(24 * HOUR);
  await api.jobs.runDue(new Date(Date.now() + 23 * HOUR));
  expect((await api.request({ method: 'GET', url: `/api/bookings/${requested.id}`, headers: guest.auth })).json().data.state).toBe('requested');
  await api.jobs.runDue(new Date(Date.now() + 25 * HOUR));
  expect((await api.request({ method: 'GET', url: `/api/bookings/${requested.id}`, headers: guest.auth })).json().data.state).toBe('expired');
  expect((await details(fresh.program.id)).sessions[0]!.placesLeft).toBe(3);
  const mails = (await outboxRows(api)).filter((r) => r.kind === 'booking.expired');
  expect(mails.map((m) => [m.to_user_id, m.link])).toEqual(
    expect.arrayContaining([[guest.user.id, `/program-details/${fresh.program.slug}`], [fresh.owner.user.id, expect.stringMatching(/^\/dashboard\/facility\/inbox\/thr-/)]]),
  );
});
