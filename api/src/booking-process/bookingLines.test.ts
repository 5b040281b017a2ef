// Booking threads: every booking gets its thread (its guest's conversation about the program) in its own transaction,
// and each move writes its system line and queues the emails of the moment to each side (the outbox rows; their words
// are bookingEmails.test.ts, sending them is outbox.test.ts). Each test books as a guest of its own, so that its
// thread holds only its bookings (one thread per guest and program: one-thread.test.ts).
import { SYSTEM_LINE, type ThreadPage } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../test/harness';
import { book, guestBody, publishProgram, type Published } from '../test/bookings';
import { outboxRows } from '../test/mail';

let api: TestApi;
let request: Published;
let instant: Published;
let guest: Awaited<ReturnType<TestApi['signUp']>>;

beforeAll(async () => {
  api = await createTestApi();
  request = await publishProgram(api, { bookingMode: 'request' });
  instant = await publishProgram(api, { bookingMode: 'instant' });
}, 60_000);
beforeEach(async () => {
  guest = await api.signUp('user', { firstName: 'Lena', lastName: 'Hart' });
});
afterAll(() => api.close());

const DAY = 86_400_000;
const threadOf = async (bookingId: string, who = guest) => {
  const res = await api.request({ method: 'GET', url: `/api/threads/by-booking/${bookingId}`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as ThreadPage;
};
const lines = async (bookingId: string) => (await threadOf(bookingId)).messages.map((m) => [m.kind, m.bookingState, m.text]);
const ownerMove = (p: Published, url: string, payload: object = {}) => api.request({ method: 'POST', url, headers: p.owner.auth, payload });

async function outboxFor(threadId: string) {
  return (await outboxRows(api)).filter((r) => r.link.endsWith(threadId)).map((r) => [r.kind, r.to_user_id]);
}
/** The emails of one booking's moments (their keys name it), whatever page they link to. */
const outboxOf = async (bookingId: string) =>
  (await api.database.query<{ kind: string; to_user_id: string | null }>(`SELECT kind, to_user_id FROM outbox o WHERE dedupe_key LIKE $1 ORDER BY o.id`, [`booking:${bookingId}:%`]))
    .map((r) => [r.kind, r.to_user_id]);

describe('booking threads', () => {
  it('a request makes its thread between guest and owner with "Booking requested." and mails both; confirming adds its line and mails both', async () => {
    const booking = await book(api, guestBody(request.program, undefined), guest.auth);
    const page = await threadOf(booking.id);
    expect(page.thread).toMatchObject({ kind: 'booking', side: 'guest', booking: { id: booking.id, state: 'requested' }, other: { id: request.owner.user.id } });
    expect(await lines(booking.id)).toEqual([['system', 'requested', SYSTEM_LINE.requested]]);
    // The guest made the move: nothing unread for them, one line for the owner.
    expect(page.thread.unread).toBe(0);
    expect((await threadOf(booking.id, request.owner)).thread.unread).toBe(1);
    expect(await outboxFor(page.thread.id)).toEqual([['booking.requested', request.owner.user.id], ['booking.requested', guest.user.id]]);

    expect((await ownerMove(request, `/api/my/booking-requests/${booking.id}/confirm`)).statusCode).toBe(200);
    expect(await lines(booking.id)).toEqual([
      ['system', 'requested', SYSTEM_LINE.requested],
      ['system', 'confirmed', SYSTEM_LINE.confirmed],
    ]);
    expect(await outboxFor(page.thread.id)).toEqual([
      ['booking.requested', request.owner.user.id], ['booking.requested', guest.user.id],
      ['booking.confirmed', request.owner.user.id], ['booking.confirmed', guest.user.id],
    ]);
  });

  it('an instant booking starts with "Booking confirmed." and mails both sides', async () => {
    const booking = await book(api, guestBody(instant.program, undefined), guest.auth);
    expect(await lines(booking.id)).toEqual([['system', 'confirmed', SYSTEM_LINE.confirmed]]);
    expect(await outboxFor((await threadOf(booking.id)).thread.id)).toEqual([['booking.confirmed', instant.owner.user.id], ['booking.confirmed', guest.user.id]]);
  });

  it('declined, canceled by the host, canceled by the guest: each its line and its emails', async () => {
    const declined = await book(api, guestBody(request.program, undefined), guest.auth);
    expect((await ownerMove(request, `/api/my/booking-requests/${declined.id}/decline`, { reason: 'Fully booked that week' })).statusCode).toBe(200);
    expect((await lines(declined.id)).at(-1)).toEqual(['system', 'declined', SYSTEM_LINE.declined]);
    expect((await outboxOf(declined.id)).slice(-2)).toEqual([['booking.declined', request.owner.user.id], ['booking.declined', guest.user.id]]);

    const byHost = await book(api, guestBody(instant.program, undefined), guest.auth);
    expect((await ownerMove(instant, `/api/my/bookings/${byHost.id}/cancel`, { reason: 'The road is flooded' })).statusCode).toBe(200);
    expect((await lines(byHost.id)).at(-1)).toEqual(['system', 'canceled_by_provider', SYSTEM_LINE.canceled_by_provider]);
    expect((await outboxOf(byHost.id)).slice(-2)).toEqual([['booking.canceled_by_provider', instant.owner.user.id], ['booking.canceled_by_provider', guest.user.id]]);

    const byGuest = await book(api, guestBody(instant.program, undefined), guest.auth);
    expect((await api.request({ method: 'POST', url: `/api/bookings/${byGuest.id}/cancel`, headers: guest.auth })).statusCode).toBe(200);
    expect((await lines(byGuest.id)).at(-1)).toEqual(['system', 'canceled_by_guest', SYSTEM_LINE.canceled_by_guest]);
    expect((await outboxOf(byGuest.id)).slice(-2).sort()).toEqual([
      ['booking.canceled_by_guest', guest.user.id],
      ['booking.canceled_by_guest', instant.owner.user.id],
    ].sort());
  });

  it('the system moves write theirs too: an unanswered request expires (both mailed), a stay completes (no email)', async () => {
    const expiring = await book(api, guestBody(request.program, undefined), guest.auth);
    const completing = await book(api, guestBody(instant.program, undefined), guest.auth);
    await api.jobs.runDue(new Date(Date.now() + 20 * DAY));
    expect((await lines(expiring.id)).at(-1)).toEqual(['system', 'expired', SYSTEM_LINE.expired]);
    expect((await outboxOf(expiring.id)).slice(-2)).toEqual([['booking.expired', request.owner.user.id], ['booking.expired', guest.user.id]]);
    expect((await lines(completing.id)).at(-1)).toEqual(['system', 'completed', SYSTEM_LINE.completed]);
    expect((await outboxOf(completing.id)).map(([kind]) => kind)).toEqual(['booking.confirmed', 'booking.confirmed']);
  });

  it('a refused move writes nothing: no line, no email', async () => {
    const booking = await book(api, guestBody(instant.program, undefined), guest.auth);
    const before = (await outboxRows(api)).length;
    expect((await ownerMove(instant, `/api/my/booking-requests/${booking.id}/confirm`)).statusCode).toBe(409);
    expect(await lines(booking.id)).toEqual([['system', 'confirmed', SYSTEM_LINE.confirmed]]);
    expect((await outboxRows(api)).length).toBe(before);
  });

  it('a booking made without an account has its thread for the owner, and its guest is mailed at the address they gave', async () => {
    const booking = await book(api, guestBody(request.program, undefined, { email: 'walkin@example.test' }));
    const page = await threadOf(booking.id, request.owner);
    expect(page.thread).toMatchObject({ side: 'owner', other: null });
    expect((await api.request({ method: 'GET', url: `/api/threads/by-booking/${booking.id}`, headers: guest.auth })).statusCode).toBe(403);
    await ownerMove(request, `/api/my/booking-requests/${booking.id}/confirm`);
    const mails = (await outboxRows(api)).filter((r) => r.to_email === 'walkin@example.test');
    expect(mails.map((m) => m.kind)).toEqual(['booking.requested', 'booking.confirmed']);
    for (const mail of mails) expect(mail).toMatchObject({ to_user_id: null, link: `/program-details/${request.program.slug}` });
  });
});
