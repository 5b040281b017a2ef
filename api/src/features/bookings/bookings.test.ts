import { BOOKING_MESSAGES, type Booking } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { book, guestBody, inDays, placesLeft, publishProgram } from '../../test/bookings';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const HOUR = 3_600_000;
const post = (body: unknown, headers: Record<string, string> = {}) => api.request({ method: 'POST', url: '/api/bookings', payload: body as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => api.request({ method: 'GET', url, headers });
const postTo = (url: string, headers: Record<string, string>, payload?: object) => api.request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const storedTaken = async (sessionId: string) => Number((await api.database.query<{ taken: number }>('SELECT taken FROM program_sessions WHERE id = $1', [sessionId]))[0]!.taken);

describe('POST /api/bookings: places', () => {
  it('an instant program confirms at once and takes the places; a request holds them with a deadline', async () => {
    const instant = await publishProgram(api, { bookingMode: 'instant', depositPercent: 30, sessions: [{ startDate: inDays(40), nights: 6, places: 5 }] });
    const session = instant.sessions[0]!;
    const guest = await api.signUp('user');
    // Priced: booked through checkout, paid with the test card (a direct POST is refused: the money test's).
    const booking = await book(api, guestBody(instant.program, session.id, { guests: 3 }), guest.auth);
    expect(booking).toMatchObject({
      state: 'confirmed', status: 'confirmed', tab: 'upcoming', sessionId: session.id, startDate: session.startDate, preferredDate: session.startDate,
      endDate: session.endDate, guests: 3, unitPrice: 1000, total: 3000, deposit: 900, balance: 2100, currency: 'USD', bookingMode: 'instant',
      policy: 'moderate', respondBy: null, cancellation: null, reason: '',
    });
    expect(booking.reference).toMatch(/^WT-[2-9A-HJKMNP-Z]{6}$/);
    expect(booking.history).toEqual([{ from: null, to: 'confirmed', move: 'book', actor: 'guest', reason: '', at: expect.any(String) }]);
    expect(await placesLeft(api, instant.program.id, session.id)).toBe(2);
    expect(await storedTaken(session.id)).toBe(3);

    const onRequest = await publishProgram(api, { bookingMode: 'request', sessions: [{ startDate: inDays(40), nights: 6, places: 4 }] });
    const before = Date.now();
    const requested = await book(api, guestBody(onRequest.program, onRequest.sessions[0]!.id, { guests: 2 }));
    expect(requested).toMatchObject({ state: 'requested', tab: 'upcoming', bookingMode: 'request' });
    const deadline = Date.parse(requested.respondBy!);
    // The default deadline: 24 hours (DEFAULT_RESPONSE_HOURS), the product's "within 24 hours".
    expect(deadline).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);
    expect(await placesLeft(api, onRequest.program.id, onRequest.sessions[0]!.id)).toBe(2);
  });

  it('refuses a full session, more guests than places, a past or unknown session, and a missing one: storing nothing', async () => {
    // Without a price (the places are the point): booked directly.
    const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', price: '', sessions: [{ startDate: inDays(20), nights: 3, places: 3 }, { startDate: inDays(50), nights: 3, places: 3 }] });
    const [first, second] = sessions as [typeof sessions[0], typeof sessions[0]];
    await book(api, guestBody(program, first.id, { guests: 2 }));

    const tooMany = await post(guestBody(program, first.id, { guests: 2 }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toEqual({ code: 'NOT_ENOUGH_PLACES', message: 'Only 1 place left in this session', details: { placesLeft: 1 } });

    await book(api, guestBody(program, first.id, { guests: 1 }));
    const full = await post(guestBody(program, first.id));
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'SESSION_FULL', message: 'This session is full' });
    expect(await placesLeft(api, program.id, first.id)).toBe(0);
    // The details still list the full session (as "Sold out"), and no longer offer its date.
    const details = (await get(`/api/programs/${program.id}`)).json().data;
    expect(details.sessions.map((s: { id: string }) => s.id)).toEqual([first.id, second.id]);
    expect(details.bookingOptions.availableDates).toEqual([second.startDate]);

    const unknown = await post(guestBody(program, 'no-such-session'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'UNKNOWN_SESSION', message: BOOKING_MESSAGES.unknownSession });
    const other = await publishProgram(api, { sessions: [{ startDate: inDays(30), nights: 2, places: 9 }] });
    expect((await post(guestBody(program, other.sessions[0]!.id))).json().error.code).toBe('UNKNOWN_SESSION');

    const missing = await post(guestBody(program, undefined));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { sessionId: BOOKING_MESSAGES.sessionRequired } });

    for (const guests of [0, 21, 1.5]) {
      const res = await post(guestBody(program, second.id, { guests }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields.guests).toEqual(expect.any(String));
    }

    // A session that has started (or is past) cannot be booked.
    await api.database.query(`UPDATE program_sessions SET start_date = (now() AT TIME ZONE 'UTC')::date WHERE id = $1`, [second.id]);
    const past = await post(guestBody(program, second.id));
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ code: 'SESSION_PAST', message: BOOKING_MESSAGES.sessionPast });

    expect(await storedTaken(first.id)).toBe(3);
    expect(await storedTaken(second.id)).toBe(0);
    const [count] = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE program_id = $1', [program.id]);
    expect(Number(count!.n)).toBe(2);
  });

  it('a program without sessions keeps the preferred-date rule; without a price the totals are null', async () => {
    const { program } = await publishProgram(api, { bookingMode: 'request', price: 'Contact for pricing' });
    expect(program.sessions).toEqual([]);
    expect(program.price).toBeNull();
    const booking = await book(api, guestBody(program, undefined, { preferredDate: inDays(3), guests: 2 }));
    expect(booking).toMatchObject({ sessionId: null, startDate: inDays(3), endDate: inDays(9), unitPrice: null, total: null, deposit: null, balance: null });
    const yesterday = await post(guestBody(program, undefined, { preferredDate: inDays(-1) }));
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().error.fields).toEqual({ preferredDate: 'Please select a date' });
    expect((await post(guestBody(program, 'any-session'))).json().error.code).toBe('UNKNOWN_SESSION');
    expect((await post({ ...guestBody(program, undefined), programId: 'prg-404' })).statusCode).toBe(404);
    expect((await post(guestBody(program, undefined), { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('the same Idempotency-Key twice stores one booking, takes the places once and answers the same', async () => {
    const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', price: '', sessions: [{ startDate: inDays(25), nights: 2, places: 6 }] });
    const body = guestBody(program, sessions[0]!.id, { guests: 2 });
    const first = await post(body, { 'idempotency-key': 'booking-key-000001' });
    const again = await post(body, { 'idempotency-key': 'booking-key-000001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedTaken(sessions[0]!.id)).toBe(2);
    const rows = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE program_id = $1', [program.id]);
    expect(Number(rows[0]!.n)).toBe(1);
    const reused = await post({ ...body, guests: 3 }, { 'idempotency-key': 'booking-key-000001' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the owner’s moves and the process’s refusals', () => {
  it('confirm keeps the places, decline frees them; a move the table refuses is a 409 with the current state', async () => {
    const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'request', sessions: [{ startDate: inDays(60), nights: 5, places: 6 }] });
    const session = sessions[0]!;
    const guest = await api.signUp('user');
    const a = await book(api, guestBody(program, session.id, { guests: 2 }), guest.auth);
    const b = await book(api, guestBody(program, session.id, { guests: 3 }), guest.auth);
    expect(await placesLeft(api, program.id, session.id)).toBe(1);

    const confirmed = await postTo(`/api/my/booking-requests/${a.id}/confirm`, owner.auth);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ state: 'confirmed' });
    expect(confirmed.json().data.history.map((h: { move: string; actor: string }) => `${h.move}:${h.actor}`)).toEqual(['request:guest', 'confirm:owner']);
    const declined = await postTo(`/api/my/booking-requests/${b.id}/decline`, owner.auth, { reason: 'We are closed for a retreat of our own.' });
    expect(declined.json().data).toMatchObject({ state: 'declined', tab: 'canceled', reason: 'We are closed for a retreat of our own.' });
    expect(await placesLeft(api, program.id, session.id)).toBe(4);

    const again = await postTo(`/api/my/booking-requests/${a.id}/confirm`, owner.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'INVALID_TRANSITION', message: 'This booking is confirmed; it cannot be confirmed.', details: { currentState: 'confirmed' } });
    const declineConfirmed = await postTo(`/api/my/booking-requests/${a.id}/decline`, owner.auth);
    expect(declineConfirmed.json().error).toMatchObject({ code: 'INVALID_TRANSITION', details: { currentState: 'confirmed' } });
    expect((await postTo(`/api/my/bookings/${b.id}/cancel`, owner.auth, { reason: 'x' })).json().error).toMatchObject({ code: 'INVALID_TRANSITION', details: { currentState: 'declined' } });
    expect((await postTo(`/api/bookings/${b.id}/cancel`, guest.auth)).json().error).toMatchObject({ code: 'INVALID_TRANSITION', details: { currentState: 'declined' } });

    // Nobody else decides them: another owner and the guest read them as missing, an admin has the wrong role.
    const otherOwner = await api.signUp('user');
    const admin = await api.signUp('admin');
    const c = await book(api, guestBody(program, session.id), guest.auth);
    expect((await postTo(`/api/my/booking-requests/${c.id}/confirm`, otherOwner.auth)).statusCode).toBe(404);
    expect((await postTo(`/api/my/booking-requests/${c.id}/confirm`, guest.auth)).statusCode).toBe(404);
    expect((await postTo(`/api/my/booking-requests/${c.id}/confirm`, admin.auth)).statusCode).toBe(403);
    expect((await postTo('/api/my/booking-requests/bad id/confirm', owner.auth)).statusCode).toBe(400);
    expect((await get(`/api/bookings/${c.id}`, guest.auth)).json().data.state).toBe('requested');
  });

  it('the provider’s cancellation needs a reason, refunds in full and frees the places; the guest sees why', async () => {
    const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'instant', cancellationPolicy: 'strict', sessions: [{ startDate: inDays(5), nights: 3, places: 4 }] });
    const guest = await api.signUp('user');
    const booking = await book(api, guestBody(program, sessions[0]!.id, { guests: 2 }), guest.auth);
    const noReason = await postTo(`/api/my/bookings/${booking.id}/cancel`, owner.auth, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('This field is required');
    expect((await postTo(`/api/my/bookings/${booking.id}/cancel`, owner.auth)).statusCode).toBe(400);

    const canceled = await postTo(`/api/my/bookings/${booking.id}/cancel`, owner.auth, { reason: 'The hot springs are closed for repairs.' });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data).toMatchObject({
      state: 'canceled_by_provider', tab: 'canceled', reason: 'The hot springs are closed for repairs.',
      cancellation: { refund: 'full', amount: 2000, text: 'The guest gets a full refund of $2,000.' },
    });
    expect(await placesLeft(api, program.id, sessions[0]!.id)).toBe(4);
    const seen = (await get(`/api/bookings/${booking.id}`, guest.auth)).json().data as Booking;
    expect(seen.reason).toBe('The hot springs are closed for repairs.');
    expect(seen.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'canceled_by_provider', move: 'cancel_by_provider', actor: 'owner', reason: 'The hot springs are closed for repairs.' });
  });
});

describe('expiry and completion (jobs run by the test)', () => {
  it('a request not answered by its deadline expires once, freeing its places; an answered one does not', async () => {
    const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'request', responseHours: 48, sessions: [{ startDate: inDays(30), nights: 4, places: 5 }] });
    const session = sessions[0]!;
    const waiting = await book(api, guestBody(program, session.id, { guests: 2 }));
    const answered = await book(api, guestBody(program, session.id, { guests: 1 }));
    await postTo(`/api/my/booking-requests/${answered.id}/confirm`, owner.auth);
    expect(await placesLeft(api, program.id, session.id)).toBe(2);

    await api.jobs.runDue(new Date(Date.now() + 47 * HOUR));
    expect((await get(`/api/bookings/${waiting.id}`, owner.auth)).json().data.state).toBe('requested');

    await api.jobs.runDue(new Date(Date.now() + 49 * HOUR));
    const expired = (await get(`/api/bookings/${waiting.id}`, owner.auth)).json().data as Booking;
    expect(expired).toMatchObject({ state: 'expired', tab: 'canceled' });
    expect(expired.history.map((h) => `${h.from}>${h.to}:${h.actor}`)).toEqual(['null>requested:guest', 'requested>expired:system']);
    expect((await get(`/api/bookings/${answered.id}`, owner.auth)).json().data.state).toBe('confirmed');
    expect(await placesLeft(api, program.id, session.id)).toBe(4);

    // Once: running the queue again changes nothing, and the confirmation was not undone.
    await api.jobs.runDue(new Date(Date.now() + 72 * HOUR));
    const events = await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM booking_events WHERE booking_id = $1`, [waiting.id]);
    expect(Number(events[0]!.n)).toBe(2);
    expect(await storedTaken(session.id)).toBe(1);
    const jobs = await api.database.query<{ state: string }>(`SELECT state FROM jobs WHERE name = 'bookings.expire' AND payload->>'bookingId' IN ($1, $2)`, [waiting.id, answered.id]);
    expect(jobs.map((j) => j.state).sort()).toEqual(['completed', 'completed']);
  });

  it('a confirmed stay is completed after its last night and keeps its places; the guest’s tab is Booked', async () => {
    const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', sessions: [{ startDate: inDays(3), nights: 2, places: 5 }] });
    const guest = await api.signUp('user');
    const booking = await book(api, guestBody(program, sessions[0]!.id, { guests: 2 }), guest.auth);
    await api.jobs.runDue(new Date(Date.now() + 3 * 24 * HOUR));
    expect((await get(`/api/bookings/${booking.id}`, guest.auth)).json().data.state).toBe('confirmed');
    await api.jobs.runDue(new Date(Date.now() + 6 * 24 * HOUR));
    const done = (await get(`/api/bookings/${booking.id}`, guest.auth)).json().data as Booking;
    expect(done).toMatchObject({ state: 'completed', tab: 'booked' });
    expect(done.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'completed', move: 'complete', actor: 'system' });
    expect(await storedTaken(sessions[0]!.id)).toBe(2);
  });

  it('the test hook is not there unless ENABLE_TEST_HOOKS is on', async () => {
    expect((await api.request({ method: 'POST', url: '/api/test/jobs/run-due', payload: {} })).statusCode).toBe(404);
  });
});

describe('the guest’s cancellation under each policy', () => {
  // [policy, days from today to arrival, refund, share]. Each tier is "at least N days", inclusive: arrival in 7 days
  // (whatever the hour) is 7 days before. The program is in Reykjavik, whose day is UTC's all year, as inDays' is.
  const cases = [
    ['flexible', 7, 'full', 1], ['flexible', 6, 'partial', 0.5],
    ['moderate', 30, 'full', 1], ['moderate', 29, 'partial', 0.5], ['moderate', 7, 'partial', 0.5], ['moderate', 6, 'none', 0],
    ['strict', 30, 'partial', 0.5], ['strict', 29, 'none', 0],
  ] as const;

  it.each(cases)('%s, arrival in %i days: %s refund ("at least N days" inclusive)', async (policy, days, refund, share) => {
    const { program, sessions } = await publishProgram(api, {
      bookingMode: 'instant', cancellationPolicy: policy, price: 1250, location: 'Reykjavik - Iceland', sessions: [{ startDate: inDays(days), nights: 3, places: 4 }],
    });
    const guest = await api.signUp('user');
    const booking = await book(api, guestBody(program, sessions[0]!.id, { guests: 2 }), guest.auth);
    const preview = await get(`/api/bookings/${booking.id}/cancellation`, guest.auth);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ refund, amount: 2500 * share });
    const canceled = await postTo(`/api/bookings/${booking.id}/cancel`, guest.auth);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data).toMatchObject({ state: 'canceled_by_guest', tab: 'canceled', cancellation: preview.json().data });
    const [stored] = await api.database.query<{ refund: string; refund_amount: number }>('SELECT refund, refund_amount::float8 AS refund_amount FROM bookings WHERE id = $1', [booking.id]);
    expect(stored).toEqual({ refund, refund_amount: 2500 * share });
    expect(await placesLeft(api, program.id, sessions[0]!.id)).toBe(4);
  });

  it('a request costs nothing to cancel; a canceled or started booking cannot be canceled (409), nor someone else’s (404)', async () => {
    const { program, sessions } = await publishProgram(api, { bookingMode: 'request', cancellationPolicy: 'strict', sessions: [{ startDate: inDays(4), nights: 3, places: 4 }] });
    const guest = await api.signUp('user');
    const stranger = await api.signUp('user');
    const request = await book(api, guestBody(program, sessions[0]!.id), guest.auth);
    expect((await get(`/api/bookings/${request.id}/cancellation`, guest.auth)).json().data).toMatchObject({ refund: 'full', amount: 1000 });
    expect((await get(`/api/bookings/${request.id}/cancellation`, stranger.auth)).statusCode).toBe(404);
    expect((await postTo(`/api/bookings/${request.id}/cancel`, stranger.auth)).statusCode).toBe(404);
    expect((await postTo(`/api/bookings/${request.id}/cancel`, guest.auth)).json().data).toMatchObject({ state: 'canceled_by_guest', cancellation: { refund: 'full', amount: 1000 } });

    const twice = await postTo(`/api/bookings/${request.id}/cancel`, guest.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({ code: 'INVALID_TRANSITION', message: 'This booking is canceled by you; it cannot be canceled.', details: { currentState: 'canceled_by_guest' } });
    const preview = await get(`/api/bookings/${request.id}/cancellation`, guest.auth);
    expect(preview.statusCode).toBe(409);
    expect(preview.json().error).toMatchObject({ code: 'NOT_UPCOMING', message: BOOKING_MESSAGES.notUpcoming });

    const started = await book(api, guestBody(program, sessions[0]!.id), guest.auth);
    await api.database.query(`UPDATE bookings SET preferred_date = to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') WHERE id = $1`, [started.id]);
    const late = await postTo(`/api/bookings/${started.id}/cancel`, guest.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'NOT_UPCOMING', details: { currentState: 'requested' } });
  });
});

describe('GET /api/bookings/mine and /api/bookings/:id', () => {
  it('puts every booking in one tab by bookingTab(), newest first, with the counts of every tab', async () => {
    const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'request', sessions: [{ startDate: inDays(15), nights: 3, places: 20 }] });
    const guest = await api.signUp('user');
    const body = guestBody(program, sessions[0]!.id);
    const waiting = await book(api, body, guest.auth);
    const confirmed = await book(api, body, guest.auth);
    const started = await book(api, body, guest.auth);
    const declined = await book(api, body, guest.auth);
    await postTo(`/api/my/booking-requests/${confirmed.id}/confirm`, owner.auth);
    await postTo(`/api/my/booking-requests/${started.id}/confirm`, owner.auth);
    await postTo(`/api/my/booking-requests/${declined.id}/decline`, owner.auth);
    await api.database.query(`UPDATE bookings SET preferred_date = to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') WHERE id = $1`, [started.id]);

    const all = (await get('/api/bookings/mine', guest.auth)).json().data;
    expect(all.bookings.map((b: Booking) => b.id)).toEqual([declined.id, started.id, confirmed.id, waiting.id]);
    expect(all.counts).toEqual({ upcoming: 2, booked: 1, canceled: 1 });
    const tab = async (name: string) => (await get(`/api/bookings/mine?tab=${name}`, guest.auth)).json().data.bookings.map((b: Booking) => b.id);
    expect(await tab('upcoming')).toEqual([confirmed.id, waiting.id]);
    expect(await tab('booked')).toEqual([started.id]);
    expect(await tab('canceled')).toEqual([declined.id]);
    expect((await get('/api/bookings/mine?tab=lost', guest.auth)).statusCode).toBe(400);
    expect((await get('/api/bookings/mine')).statusCode).toBe(401);
    expect(all.bookings[0].history).toHaveLength(2);
  });

  it('shows a booking and its history to its guest and the program’s owner only', async () => {
    const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'request', sessions: [{ startDate: inDays(15), nights: 3, places: 5 }] });
    const guest = await api.signUp('user');
    const booking = await book(api, guestBody(program, sessions[0]!.id), guest.auth);
    await postTo(`/api/my/booking-requests/${booking.id}/confirm`, owner.auth);
    for (const viewer of [guest, owner]) {
      const res = await get(`/api/bookings/${booking.id}`, viewer.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.history.map((h: { to: string }) => h.to)).toEqual(['requested', 'confirmed']);
    }
    for (const stranger of [await api.signUp('user'), await api.signUp('facility'), await api.signUp('admin')]) {
      expect((await get(`/api/bookings/${booking.id}`, stranger.auth)).statusCode).toBe(404);
    }
    expect((await get(`/api/bookings/${booking.id}`)).statusCode).toBe(401);
    expect((await get('/api/bookings/bad id', guest.auth)).statusCode).toBe(400);
  });
});

describe('GET /api/my/booking-requests', () => {
  it('lists the owner’s bookings, requests first by deadline, with counts per state, 20 a page', async () => {
    const fast = await publishProgram(api, { bookingMode: 'request', responseHours: 2, sessions: [{ startDate: inDays(15), nights: 3, places: 30 }] });
    const slow = await publishProgram(api, { bookingMode: 'request', responseHours: 100, sessions: [{ startDate: inDays(15), nights: 3, places: 30 }] }, fast.owner);
    const late = await book(api, guestBody(slow.program, slow.sessions[0]!.id));
    const soon = await book(api, guestBody(fast.program, fast.sessions[0]!.id));
    const done = await book(api, guestBody(fast.program, fast.sessions[0]!.id));
    await postTo(`/api/my/booking-requests/${done.id}/confirm`, fast.owner.auth);
    const list = (await get('/api/my/booking-requests', fast.owner.auth)).json().data;
    expect(list.requests.map((b: Booking) => b.id)).toEqual([soon.id, late.id, done.id]);
    expect(list.counts).toMatchObject({ requested: 2, confirmed: 1, declined: 0 });
    expect(list.total).toBe(3);
    const confirmedOnly = (await get('/api/my/booking-requests?state=confirmed', fast.owner.auth)).json().data;
    expect(confirmedOnly.requests.map((b: Booking) => b.id)).toEqual([done.id]);
    expect(confirmedOnly.total).toBe(1);

    for (let i = 0; i < 20; i++) await book(api, guestBody(fast.program, fast.sessions[0]!.id));
    const page1 = (await get('/api/my/booking-requests?page=1', fast.owner.auth)).json().data;
    const page2 = (await get('/api/my/booking-requests?page=2', fast.owner.auth)).json().data;
    expect([page1.requests.length, page2.requests.length, page1.total]).toEqual([20, 3, 23]);
    expect((await get('/api/my/booking-requests?page=0', fast.owner.auth)).statusCode).toBe(400);
    expect((await get('/api/my/booking-requests?state=booked', fast.owner.auth)).statusCode).toBe(400);
    expect((await get('/api/my/booking-requests', (await api.signUp('user')).auth)).json().data).toMatchObject({ requests: [], total: 0 });
    expect((await get('/api/my/booking-requests', (await api.signUp('admin')).auth)).statusCode).toBe(403);
  });

  it('searches by guest name or email, program name or reference; the counts per state follow the search', async () => {
    const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'request', sessions: [{ startDate: inDays(25), nights: 3, places: 10 }] });
    const other = await publishProgram(api, { bookingMode: 'request', name: 'Quiet Cedar Week', sessions: [{ startDate: inDays(25), nights: 3, places: 10 }] }, owner);
    const mara = await book(api, guestBody(program, sessions[0]!.id, { name: 'Mara Quist', email: 'mara@example.test' }));
    const ole = await book(api, guestBody(program, sessions[0]!.id, { name: 'Ole Berg', email: 'ole.berg@example.test' }));
    const cedar = await book(api, guestBody(other.program, other.sessions[0]!.id, { name: 'Lena Hart' }));
    await postTo(`/api/my/booking-requests/${ole.id}/confirm`, owner.auth);
    const ids = async (query: string) => ((await get(`/api/my/booking-requests?${query}`, owner.auth)).json().data.requests as Booking[]).map((b) => b.id);

    expect(await ids('q=QUIST')).toEqual([mara.id]);
    expect(await ids('q=ole.berg%40')).toEqual([ole.id]);
    expect(await ids('q=cedar')).toEqual([cedar.id]);
    expect(await ids(`q=${cedar.reference.toLowerCase()}`)).toEqual([cedar.id]);
    // LIKE's own characters match themselves.
    expect(await ids('q=%25')).toEqual([]);
    const searched = (await get('/api/my/booking-requests?q=example.test&state=confirmed', owner.auth)).json().data;
    expect(searched).toMatchObject({ total: 1, limit: 20, offset: 0, counts: { requested: 2, confirmed: 1 } });
    const control = await get('/api/my/booking-requests?q=a%00b', owner.auth);
    expect(control.statusCode).toBe(400);
    expect(control.json().error.fields.q).toBeTruthy();
  });
});

describe('sessions in the program form', () => {
  it('answers the sessions with their places; a session in use cannot lose places or go; a new one cannot be past', async () => {
    const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'instant', sessions: [{ startDate: inDays(20), nights: 3, places: 6 }, { startDate: inDays(40), nights: 3, places: 6 }] });
    const [used, free] = sessions as [typeof sessions[0], typeof sessions[0]];
    await book(api, guestBody(program, used.id, { guests: 3 }));
    const own = (await get(`/api/my/programs/${program.id}/sessions`, owner.auth)).json().data;
    expect(own).toEqual([
      { id: used.id, startDate: used.startDate, nights: 3, endDate: used.endDate, capacity: 6, placesLeft: 3, taken: 3 },
      { id: free.id, startDate: free.startDate, nights: 3, endDate: free.endDate, capacity: 6, placesLeft: 6, taken: 0 },
    ]);
    expect((await get(`/api/my/programs/${program.id}/sessions`, (await api.signUp('facility')).auth)).statusCode).toBe(404);
    expect((await get(`/api/my/programs/${program.id}`, owner.auth)).json().data.sessions).toEqual(own);

    const form = { name: program.name, location: program.location, category: 'spa', description: 'Quiet days.', duration: '7 Days / 6 Nights', status: 'pending', price: 1000, bookingMode: 'instant' };
    const put = (sessionsPayload: object[]) => api.request({ method: 'PUT', url: `/api/my/programs/${program.id}`, headers: owner.auth, payload: { ...form, sessions: sessionsPayload } });
    const message = `The session of ${used.startDate} has 3 places taken; it cannot have fewer places or be removed.`;
    const fewer = await put([{ id: used.id, startDate: used.startDate, nights: 3, places: 2 }, { id: free.id, startDate: free.startDate, nights: 3, places: 6 }]);
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().error).toMatchObject({ code: 'SESSION_IN_USE', message });
    const removed = await put([{ id: free.id, startDate: free.startDate, nights: 3, places: 6 }]);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error).toMatchObject({ code: 'SESSION_IN_USE', message });
    const past = await put([{ id: used.id, startDate: used.startDate, nights: 3, places: 6 }, { startDate: inDays(-2), nights: 3, places: 6 }]);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ 'sessions.1.startDate': 'A session cannot start in the past' });
    expect((await get(`/api/my/programs/${program.id}/sessions`, owner.auth)).json().data).toEqual(own);

    // Exactly the places taken, the free session removed, a new one added: accepted.
    const ok = await put([{ id: used.id, startDate: used.startDate, nights: 3, places: 3 }, { startDate: inDays(70), nights: 5, places: 10 }]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.sessions.map((s: { startDate: string; capacity: number; taken: number }) => [s.startDate, s.capacity, s.taken])).toEqual([[used.startDate, 3, 3], [inDays(70), 10, 0]]);
    // The full session is no longer offered.
    expect(ok.json().data.bookingOptions.availableDates).toEqual([inDays(70)]);
    const over = await put([{ startDate: inDays(70), nights: 5, places: 501 }]);
    expect(over.statusCode).toBe(400);
    const deposit = await api.request({ method: 'PUT', url: `/api/my/programs/${program.id}`, headers: owner.auth, payload: { ...form, depositPercent: 120 } });
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json().error.fields.depositPercent).toBe('The deposit cannot be over 100%');
  });

  it('an edit that does not send the booking terms keeps them (older clients)', async () => {
    const { program, owner } = await publishProgram(api, { bookingMode: 'instant', cancellationPolicy: 'strict', depositPercent: 20, sessions: [{ startDate: inDays(20), nights: 3, places: 6 }] });
    const res = await api.request({ method: 'PUT', url: `/api/my/programs/${program.id}`, headers: owner.auth, payload: { name: program.name, location: program.location, category: 'spa', description: 'Quiet days.', status: 'pending' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ bookingMode: 'instant', cancellationPolicy: 'strict', depositPercent: 20 });
    expect(res.json().data.sessions).toHaveLength(1);
  });
});

describe('what the public sees of booking terms', () => {
  it('details carry sessions from today on, mode, policy, deposit and currency; cards carry mode, policy and currency', async () => {
    const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', cancellationPolicy: 'flexible', depositPercent: 25, responseHours: 24, sessions: [{ startDate: inDays(12), nights: 4, places: 7 }] });
    expect(program).toMatchObject({ bookingMode: 'instant', cancellationPolicy: 'flexible', depositPercent: 25, responseHours: 24, currency: 'USD', price: 1000 });
    expect(program.sessions).toEqual([{ id: sessions[0]!.id, startDate: inDays(12), nights: 4, endDate: inDays(16), capacity: 7, placesLeft: 7 }]);
    expect(program.bookingOptions.availableDates).toEqual([inDays(12)]);
    await api.database.query(`UPDATE program_sessions SET start_date = (now() AT TIME ZONE 'UTC')::date - 3 WHERE id = $1`, [sessions[0]!.id]);
    expect((await get(`/api/programs/${program.id}`)).json().data.sessions).toEqual([]);

    const list = (await get(`/api/programs?limit=100&country=Bali`)).json().data.programs as { id: string }[];
    expect(list.find((p) => p.id === program.id)).toMatchObject({ bookingMode: 'instant', cancellationPolicy: 'flexible', currency: 'USD' });
  });
});
