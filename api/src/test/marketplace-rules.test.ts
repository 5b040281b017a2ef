// The marketplace's own rules (docs/security.md "The marketplace's rules"): each attack finding reproduced through
// HTTP as the attacker did it, refused now. Runs on PGlite and, under api/scripts/test-postgres.sh, on PostgreSQL.
import { BOOKING_MESSAGES, priceTooHigh, REVIEW_MESSAGES, WITHDRAW_MESSAGES, type Booking, type Program, type WithdrawOutcome } from '@wellness/shared/domain';
import { loadConfig } from '../config';
import { book, guestBody, inDays, publishProgram as publishPriced, type Published } from './bookings';

/** The rules of places, limits and keys are the point here, not money: programs without a price unless a test gives one. */
const publishProgram: typeof publishPriced = (api, terms, owner) => publishPriced(api, { price: '', ...terms }, owner);
import { completedStay, postReview, reviewableProgram, reviewText } from './reviews';
import { createTestApi, onPostgres, type TestApi } from './harness';

type Account = Awaited<ReturnType<TestApi['signUp']>>;
const DAY_MS = 86_400_000;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    setup(app) {
      // What the error handler makes of a deadlock that reaches it (the routes retry first).
      app.get('/__test/deadlock', async () => {
        throw Object.assign(new Error('deadlock detected'), { code: '40P01', severity: 'ERROR', routine: 'DeadLockReport' });
      });
    },
  });
});
afterAll(() => api.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  api.request({ method: 'POST', url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const statusOf = async (bookingId: string) => (await api.database.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [bookingId]))[0]?.status;
const taken = async (sessionId: string) => Number((await api.database.query<{ taken: number }>('SELECT taken FROM program_sessions WHERE id = $1', [sessionId]))[0]!.taken);

describe('finding 1: no self-review', () => {
  it('an owner cannot book its own program (403 OWN_PROGRAM), signed in; nothing is taken', async () => {
    const published = await reviewableProgram(api);
    const session = published.sessions[0]!;
    const res = await post('/api/bookings', guestBody(published.program, session.id), published.owner.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'OWN_PROGRAM', message: BOOKING_MESSAGES.ownProgram });
    expect(await taken(session.id)).toBe(0);
  });

  it('a completed stay of one’s own program is not reviewable (403 OWN_PROGRAM) nor listed as waiting for a review', async () => {
    // A stay booked as a guest, whose program then became the guest's own (made before the rule, or handed over).
    const published = await reviewableProgram(api);
    const guest = await api.signUp('facility');
    const stay = await completedStay(api, published, guest);
    await api.database.query('UPDATE programs SET owner_id = $1 WHERE id = $2', [guest.user.id, published.program.id]);
    expect((await api.request({ method: 'GET', url: '/api/reviews/pending', headers: guest.auth })).json().data).toEqual([]);
    const res = await post('/api/reviews', { bookingId: stay.id, rating: 5, text: reviewText() }, guest.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'OWN_PROGRAM', message: REVIEW_MESSAGES.ownProgram });
    expect((await api.database.query('SELECT 1 FROM reviews WHERE booking_id = $1', [stay.id])).length).toBe(0);
  });

  it('a review is verified by a stay really held: a booking marked completed before its arrival day is refused', async () => {
    const published = await reviewableProgram(api);
    const guest = await api.signUp('user');
    const booking = await book(api, guestBody(published.program, published.sessions[0]!.id), guest.auth);
    await api.database.query(`UPDATE bookings SET status = 'completed', completed_at = now() WHERE id = $1`, [booking.id]);
    expect((await api.request({ method: 'GET', url: '/api/reviews/pending', headers: guest.auth })).json().data).toEqual([]);
    const res = await post('/api/reviews', { bookingId: booking.id, rating: 5, text: reviewText() }, guest.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_COMPLETED');
  });
});

describe('finding 2: no hoarded places', () => {
  it('a signed-out visitor’s booking of an instant program is a request: it expires at its deadline and frees its places', async () => {
    const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', responseHours: 24, sessions: [{ startDate: inDays(30), nights: 3, places: 30 }] });
    const anonymous = await book(api, guestBody(program, sessions[0]!.id, { guests: 20 }));
    expect(anonymous).toMatchObject({ state: 'requested', bookingMode: 'request', respondBy: expect.any(String) });
    expect(await taken(sessions[0]!.id)).toBe(20);
    await api.jobs.runDue(new Date(Date.now() + 25 * 3_600_000));
    expect(await statusOf(anonymous.id)).toBe('expired');
    expect(await taken(sessions[0]!.id)).toBe(0);
    // Signed in, the same program confirms at once.
    const guest = await api.signUp('user');
    expect(await book(api, guestBody(program, sessions[0]!.id), guest.auth)).toMatchObject({ state: 'confirmed', bookingMode: 'instant' });
  });

  it('one address takes at most 20 of a session’s 500 places with the default limits (10 signed-out bookings and 2 fresh accounts, 20 guests each)', async () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    const strict = await createTestApi({
      database: api.database,
      config: {
        bookingLimit: defaults.bookingLimit, bookingAccountLimit: defaults.bookingAccountLimit, bookingPlacesPerGuest: defaults.bookingPlacesPerGuest,
        bookingDedupeWindowMs: defaults.bookingDedupeWindowMs, signupLimit: defaults.signupLimit, authRateLimit: defaults.authRateLimit,
      },
    });
    try {
      const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', sessions: [{ startDate: inDays(30), nights: 3, places: 500 }] });
      const session = sessions[0]!;
      const address = '198.51.100.7';
      const answers: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await strict.request({ method: 'POST', url: '/api/bookings', remoteAddress: address, payload: guestBody(program, session.id, { guests: 20, email: `hoarder${i}@example.test` }) });
        answers.push(res.statusCode);
      }
      for (let i = 0; i < 2; i++) {
        const registered = await strict.request({
          method: 'POST', url: '/auth/register', remoteAddress: address,
          payload: { firstName: 'Hoa', lastName: `Rder ${i}`, email: `hoarder-account${i}@example.test`, phone: '5551234567', password: 'secret123' },
        });
        if (registered.statusCode !== 201) continue;
        const auth = { authorization: `Bearer ${registered.json().data.accessToken}` };
        const res = await strict.request({ method: 'POST', url: '/api/bookings', remoteAddress: address, headers: auth, payload: guestBody(program, session.id, { guests: 20, email: `hoarder-account${i}@example.test` }) });
        answers.push(res.statusCode);
      }
      expect(answers[0]).toBe(201);
      expect(answers.slice(1).every((status) => status === 409 || status === 429)).toBe(true);
      expect(await taken(session.id)).toBe(20);
      // Another address books as before.
      const other = await strict.request({ method: 'POST', url: '/api/bookings', remoteAddress: '203.0.113.50', payload: guestBody(program, session.id, { guests: 2, email: 'someone@example.test' }) });
      expect(other.statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('the places cap counts the account, the email and the address: 409 GUEST_PLACES_CAP names what is left', async () => {
    const capped = await createTestApi({ database: api.database, config: { bookingPlacesPerGuest: 20 } });
    try {
      const { program, sessions } = await publishProgram(capped, { bookingMode: 'instant', sessions: [{ startDate: inDays(30), nights: 3, places: 100 }] });
      const session = sessions[0]!;
      const guest = await capped.signUp('user');
      const at = (address: string, patch: Record<string, unknown>, headers: Record<string, string> = {}) =>
        capped.request({ method: 'POST', url: '/api/bookings', remoteAddress: address, headers, payload: guestBody(program, session.id, patch) });
      expect((await at('192.0.2.1', { guests: 15, email: 'one@example.test' }, guest.auth)).statusCode).toBe(201);
      // The same account from another address and email.
      const sameAccount = await at('192.0.2.2', { guests: 6, email: 'two@example.test' }, guest.auth);
      expect(sameAccount.statusCode).toBe(409);
      expect(sameAccount.json().error).toEqual({ code: 'GUEST_PLACES_CAP', message: BOOKING_MESSAGES.guestPlacesCap(20, 15), details: { placesHeld: 15, cap: 20 } });
      // The same email, signed out, from another address.
      expect((await at('192.0.2.3', { guests: 6, email: 'ONE@example.test' })).statusCode).toBe(409);
      // The same address, another email, signed out.
      expect((await at('192.0.2.1', { guests: 6, email: 'three@example.test' })).statusCode).toBe(409);
      // Up to the cap is fine, and nothing refused was taken.
      expect((await at('192.0.2.1', { guests: 5, email: 'three@example.test' })).statusCode).toBe(201);
      expect(await taken(session.id)).toBe(20);
    } finally {
      await capped.close();
    }
  });

  it('the booking limit counts the address whether signed in or not, and the account besides', async () => {
    const limited = await createTestApi({ database: api.database, config: { bookingLimit: { max: 2, windowMs: 60_000 }, bookingAccountLimit: { max: 1, windowMs: 60_000 } } });
    try {
      const { program, sessions } = await publishProgram(limited, { bookingMode: 'instant', sessions: [{ startDate: inDays(30), nights: 3, places: 100 }] });
      const [first, second] = [await limited.signUp('user'), await limited.signUp('user')];
      const at = (address: string, email: string, headers: Record<string, string> = {}) =>
        limited.request({ method: 'POST', url: '/api/bookings', remoteAddress: address, headers, payload: guestBody(program, sessions[0]!.id, { email }) });
      expect((await at('192.0.2.10', 'a@example.test', first.auth)).statusCode).toBe(201);
      expect((await at('192.0.2.10', 'b@example.test', second.auth)).statusCode).toBe(201);
      // A third account from the same address: the address's limit.
      const third = await limited.signUp('user');
      expect((await at('192.0.2.10', 'c@example.test', third.auth)).statusCode).toBe(429);
      // The first account from another address: the account's limit.
      expect((await at('192.0.2.11', 'd@example.test', first.auth)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('sign-up is limited per address (SIGNUP_RATE_LIMIT)', async () => {
    const limited = await createTestApi({ database: api.database, config: { signupLimit: { max: 2, windowMs: 3_600_000 } } });
    try {
      const register = (address: string, n: number) =>
        limited.request({ method: 'POST', url: '/auth/register', remoteAddress: address, payload: { firstName: 'Sig', lastName: 'Nup', email: `signup-${n}-${Date.now()}@example.test`, phone: '5551234567', password: 'secret123' } });
      expect((await register('192.0.2.20', 1)).statusCode).toBe(201);
      expect((await register('192.0.2.20', 2)).statusCode).toBe(201);
      const third = await register('192.0.2.20', 3);
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('RATE_LIMITED');
      expect((await register('192.0.2.21', 4)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('finding 3: no orphaned bookings, reviews outlive their program', () => {
  /** A program with a confirmed upcoming stay, a request, a stay under way and a completed, reviewed stay. */
  async function busyProgram(): Promise<{ published: Published; confirmed: Booking; requested: Booking; underWay: Booking; reviewed: Booking; guest: Account }> {
    const published = await publishProgram(api, {
      bookingMode: 'instant', price: 1500,
      sessions: [{ startDate: inDays(2), nights: 2, places: 10 }, { startDate: inDays(40), nights: 3, places: 10 }],
    });
    const [soon, later] = published.sessions as [Published['sessions'][0], Published['sessions'][0]];
    const guest = await api.signUp('user');
    const reviewer = await api.signUp('user');
    const reviewed = await book(api, guestBody(published.program, soon.id), reviewer.auth);
    await api.jobs.runDue(new Date(Date.now() + 5 * DAY_MS));
    await postReview(api, reviewer, reviewed.id);
    const confirmed = await book(api, guestBody(published.program, later.id, { guests: 2, email: 'confirmed@example.test' }), guest.auth);
    const requested = await book(api, guestBody(published.program, later.id, { email: 'asked@example.test' }));
    const underWay = await book(api, guestBody(published.program, later.id, { email: 'underway@example.test' }), (await api.signUp('user')).auth);
    // A stay that has started: its arrival moved to yesterday.
    await api.database.query(`UPDATE bookings SET preferred_date = $2 WHERE id = $1`, [underWay.id, inDays(-1)]);
    return { published, confirmed, requested, underWay, reviewed, guest };
  }

  it('a program with live bookings cannot be deleted: 409 HAS_LIVE_BOOKINGS, its bookings and reviews untouched', async () => {
    const { published, confirmed } = await busyProgram();
    const res = await api.request({ method: 'DELETE', url: `/api/my/programs/${published.program.id}`, headers: published.owner.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'HAS_LIVE_BOOKINGS', message: WITHDRAW_MESSAGES.hasLiveBookings(3), details: { liveBookings: 3 } });
    expect(await statusOf(confirmed.id)).toBe('confirmed');
    const [program] = await api.database.query('SELECT id FROM programs WHERE id = $1', [published.program.id]);
    expect(program).toBeDefined();
    // The owner still sees and can cancel the booking.
    expect((await api.request({ method: 'GET', url: `/api/bookings/${confirmed.id}`, headers: published.owner.auth })).statusCode).toBe(200);
  });

  it('the database refuses to delete a program, or a session, from under a live booking', async () => {
    const { published } = await busyProgram();
    await expect(api.database.query('DELETE FROM programs WHERE id = $1', [published.program.id])).rejects.toMatchObject({});
    await expect(api.database.query('DELETE FROM program_sessions WHERE id = $1', [published.sessions[1]!.id])).rejects.toMatchObject({});
    expect((await api.database.query('SELECT id FROM program_sessions WHERE program_id = $1', [published.program.id])).length).toBe(2);
  });

  it('withdrawing ends its bookings by the cancellation rules: requests declined, upcoming stays canceled with a full refund recorded, the guests emailed; a stay under way goes on', async () => {
    const { published, confirmed, requested, underWay, guest } = await busyProgram();
    const res = await post(`/api/my/programs/${published.program.id}/withdraw`, { reason: 'The retreat centre closed.' }, published.owner.auth);
    expect(res.statusCode).toBe(200);
    const { program, outcome } = res.json().data as { program: Program; outcome: WithdrawOutcome };
    expect(outcome).toEqual({ declined: 1, canceled: 1, underWay: 1 });
    expect(program.status).toBe('inactive');
    expect((await api.request({ method: 'GET', url: `/api/programs/${published.program.id}` })).statusCode).toBe(404);

    const reason = `${WITHDRAW_MESSAGES.defaultReason} The retreat centre closed.`;
    const [canceled] = await api.database.query<{ status: string; refund: string; refund_amount: number; cancel_reason: string }>(
      'SELECT status, refund, refund_amount::int AS refund_amount, cancel_reason FROM bookings WHERE id = $1', [confirmed.id],
    );
    expect(canceled).toEqual({ status: 'canceled_by_provider', refund: 'full', refund_amount: 3000, cancel_reason: reason });
    expect(await statusOf(requested.id)).toBe('declined');
    expect(await statusOf(underWay.id)).toBe('confirmed');
    // The places of the ended bookings are free; the stay under way keeps its place.
    expect(await taken(published.sessions[1]!.id)).toBe(1);
    // The guest sees it in their bookings, canceled by the host with the refund.
    const mine = (await api.request({ method: 'GET', url: '/api/bookings/mine?tab=canceled', headers: guest.auth })).json().data.bookings as Booking[];
    expect(mine.find((b) => b.id === confirmed.id)).toMatchObject({ state: 'canceled_by_provider', reason, cancellation: { refund: 'full', amount: 3000 } });
    // Each guest is told by email (the account's address, or the one given without an account); the host gets its copy.
    const emails = await api.database.query<{ kind: string; to_email: string }>(
      `SELECT kind, to_email FROM outbox WHERE kind IN ('booking.canceled_by_provider', 'booking.declined') AND dedupe_key LIKE ANY ($1::text[]) ORDER BY kind`,
      [`{booking:${confirmed.id}:%,booking:${requested.id}:%}`],
    );
    const host = published.owner.user.email;
    const byKindAndAddress = (a: { kind: string; to_email: string }, b: { kind: string; to_email: string }) =>
      a.kind.localeCompare(b.kind) || a.to_email.localeCompare(b.to_email);
    expect([...emails].sort(byKindAndAddress)).toEqual([
      { kind: 'booking.canceled_by_provider', to_email: guest.user.email },
      { kind: 'booking.canceled_by_provider', to_email: host },
      { kind: 'booking.declined', to_email: 'asked@example.test' },
      { kind: 'booking.declined', to_email: host },
    ].sort(byKindAndAddress));
    // Still not deletable while the stay under way is live; once it is over, it is.
    expect((await api.request({ method: 'DELETE', url: `/api/my/programs/${published.program.id}`, headers: published.owner.auth })).statusCode).toBe(409);
  });

  it('a program deleted once its stays are over keeps its reviews: the author still has theirs, with the program’s name', async () => {
    const published = await reviewableProgram(api);
    const reviewer = await api.signUp('user');
    const stay = await completedStay(api, published, reviewer);
    const review = await postReview(api, reviewer, stay.id);
    const res = await api.request({ method: 'DELETE', url: `/api/my/programs/${published.program.id}`, headers: published.owner.auth });
    expect(res.statusCode).toBe(200);
    const [kept] = await api.database.query<{ program_id: string | null; booking_id: string }>('SELECT program_id, booking_id FROM reviews WHERE id = $1', [review.id]);
    expect(kept).toEqual({ program_id: null, booking_id: stay.id });
    const mine = (await api.request({ method: 'GET', url: '/api/reviews/mine', headers: reviewer.auth })).json().data as { id: string; programName: string }[];
    expect(mine.find((r) => r.id === review.id)).toMatchObject({ programName: published.program.name });
    // The booking is still the guest's, completed.
    expect(await statusOf(stay.id)).toBe('completed');
  });
});

describe('finding 4: deadlocks and serialization failures are retried, never a 400', () => {
  it('one that reaches the error handler is a 409 TRY_AGAIN with Retry-After', async () => {
    const res = await api.request({ method: 'GET', url: '/__test/deadlock' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().error).toEqual({ code: 'TRY_AGAIN', message: 'Someone else changed this at the same moment. Please try again.' });
  });

  it('an owner’s edits racing bookings of the same program: no deadlock, every answer a success or a rule’s refusal, never a 400 or 5xx', async () => {
    const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'instant', sessions: [{ startDate: inDays(30), nights: 3, places: 200 }] });
    const session = sessions[0]!;
    const admin = await api.signUp('admin');
    const guests = await Promise.all(Array.from({ length: 4 }, () => api.signUp('user')));
    const deadlocksBefore = await deadlocks();
    const unexpected: string[] = [];
    for (let round = 0; round < 8; round++) {
      // Public again, then renamed while bookings come in: a new name is a new slug, a key column of the program's row,
      // so the edit takes the lock a booking's foreign key check waits on.
      const version = await api.versionOf(program.id);
      const [row] = await api.database.query<{ status: string }>('SELECT status FROM programs WHERE id = $1', [program.id]);
      if (row!.status === 'pending') expect((await post(`/api/admin/programs/${program.id}/approve`, { version }, admin.auth)).statusCode).toBe(200);
      const edit = api.request({
        method: 'PUT', url: `/api/my/programs/${program.id}`, headers: owner.auth,
        payload: { name: `Raced Retreat ${round}`, location: 'Ubud - Bali', category: 'spa', description: 'Quiet days.', duration: '7 Days / 6 Nights', status: 'active', price: 1000, sessions: [{ id: session.id, startDate: session.startDate, nights: 3, places: 200 }] },
      });
      const bookings = Array.from({ length: 12 }, (_, i) =>
        api.request({ method: 'POST', url: '/api/bookings', headers: guests[i % guests.length]!.auth, payload: guestBody(program, session.id, { email: `race${round}-${i}@example.test` }) }),
      );
      const answers = await Promise.all([edit, ...bookings]);
      expect(answers[0]!.statusCode).toBe(200);
      // A booking after the rename committed finds the program in review: 404, a rule's answer.
      for (const a of answers) if (![200, 201, 404, 409].includes(a.statusCode)) unexpected.push(`${a.statusCode} ${a.body}`);
    }
    expect(unexpected).toEqual([]);
    if (onPostgres()) expect(await deadlocks()).toBe(deadlocksBefore);
  });
});

describe('finding 6: refund tiers count days in the program’s time zone', () => {
  it('a booking keeps its program’s zone, derived from its place', async () => {
    const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', location: 'Kyoto - Japan', sessions: [{ startDate: inDays(20), nights: 2, places: 5 }] });
    const guest = await api.signUp('user');
    const booking = await book(api, guestBody(program, sessions[0]!.id), guest.auth);
    const [row] = await api.database.query<{ time_zone: string }>('SELECT time_zone FROM bookings WHERE id = $1', [booking.id]);
    expect(row!.time_zone).toBe('Asia/Tokyo');
  });
});

describe('finding 8: money', () => {
  const draft = (patch: Record<string, unknown>) => ({ name: 'Priced Retreat', location: 'Ubud - Bali', category: 'spa', description: 'x', status: 'draft', ...patch });
  it.each([
    ['a text price over the cap', { price: '$999,999,999' }, 'price'],
    ['a text price of ten billion', { price: '$10,000,000,000' }, 'price'],
    ['a long run of digits', { price: '99999999999999999999' }, 'price'],
    ['a number over the cap', { price: 10_000_001 }, 'price'],
    ['a per-person text over the cap', { price: '', bookingOptions: { pricePerPerson: '$20,000,000 per person', availableDates: [] } }, 'bookingOptions.pricePerPerson'],
  ])('%s is a 400 naming the field (every input form of a price is capped)', async (_what, patch, field) => {
    const owner = await api.signUp('facility');
    const res = await post('/api/my/programs', draft(patch), owner.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(priceTooHigh());
  });

  it('a price at the cap books 20 guests with an exact total; amounts are bigint, so no total overflows', async () => {
    const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', price: '$10,000,000', sessions: [{ startDate: inDays(30), nights: 3, places: 40 }] });
    expect(program.price).toBe(10_000_000);
    const guest = await api.signUp('user');
    const booking = await book(api, guestBody(program, sessions[0]!.id, { guests: 20 }), guest.auth);
    expect(booking).toMatchObject({ unitPrice: 10_000_000, total: 200_000_000 });
    const columns = await api.database.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'bookings' AND column_name IN ('unit_price', 'total', 'deposit_due', 'refund_amount') ORDER BY column_name`,
    );
    expect(columns.map((c) => c.data_type)).toEqual(['bigint', 'bigint', 'bigint', 'bigint']);
  });
});

describe('finding 9: a booking without an Idempotency-Key is de-duplicated by its content for a short window', () => {
  let deduped: TestApi;
  beforeAll(async () => {
    deduped = await createTestApi({ database: api.database, config: { bookingDedupeWindowMs: 600_000 } });
  });
  afterAll(() => deduped.close());

  it('identical bookings sent at once store one, answered alike; another body is another booking', async () => {
    const { program, sessions } = await publishProgram(deduped, { bookingMode: 'instant', sessions: [{ startDate: inDays(30), nights: 3, places: 40 }] });
    const guest = await deduped.signUp('user');
    const body = guestBody(program, sessions[0]!.id, { guests: 2 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => deduped.request({ method: 'POST', url: '/api/bookings', headers: guest.auth, payload: body })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await taken(sessions[0]!.id)).toBe(2);
    const other = await deduped.request({ method: 'POST', url: '/api/bookings', headers: guest.auth, payload: { ...body, guests: 3 } });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.id).not.toBe(answers[0]!.json().data.id);
  });

  it('once the first is canceled, the same content books again', async () => {
    const { program, sessions } = await publishProgram(deduped, { bookingMode: 'instant', sessions: [{ startDate: inDays(30), nights: 3, places: 40 }] });
    const guest = await deduped.signUp('user');
    const body = guestBody(program, sessions[0]!.id);
    const first = (await deduped.request({ method: 'POST', url: '/api/bookings', headers: guest.auth, payload: body })).json().data as Booking;
    expect((await deduped.request({ method: 'POST', url: `/api/bookings/${first.id}/cancel`, headers: guest.auth })).statusCode).toBe(200);
    const again = await deduped.request({ method: 'POST', url: '/api/bookings', headers: guest.auth, payload: body });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().data).toMatchObject({ state: 'confirmed' });
    expect(again.json().data.id).not.toBe(first.id);
  });
});

describe('also found', () => {
  it('a program without sessions does not take 2999-01-01, nor a past date it once listed', async () => {
    const open = await publishProgram(api, { bookingMode: 'request' });
    const far = await post('/api/bookings', guestBody(open.program, undefined, { preferredDate: '2999-01-01' }));
    expect(far.statusCode).toBe(400);
    expect(far.json().error.fields).toEqual({ preferredDate: BOOKING_MESSAGES.dateTooFar });
    expect((await post('/api/bookings', guestBody(open.program, undefined, { preferredDate: inDays(700) }))).statusCode).toBe(201);
    const listed = await publishProgram(api, { bookingMode: 'request' });
    await api.database.query(`UPDATE programs SET booking_options = jsonb_set(booking_options, '{availableDates}', $2::jsonb) WHERE id = $1`, [listed.program.id, JSON.stringify([inDays(-3), inDays(12)])]);
    expect((await post('/api/bookings', guestBody(listed.program, undefined, { preferredDate: inDays(-3) }))).statusCode).toBe(400);
    expect((await post('/api/bookings', guestBody(listed.program, undefined, { preferredDate: inDays(12) }))).statusCode).toBe(201);
  });

  it('an admin’s reviewedVersion beyond an integer is a 400 naming the field, not a database refusal', async () => {
    const admin = await api.signUp('admin');
    const owner = await api.signUp('facility');
    const id = (await post('/api/my/programs', { name: 'Versioned', location: 'Ubud - Bali', category: 'spa', description: 'x', status: 'pending' }, owner.auth)).json().data.id;
    for (const decision of ['approve', 'reject']) {
      const res = await post(`/api/admin/programs/${id}/${decision}`, { version: 2147483648 }, admin.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ version: 'Expected a whole number' });
    }
  });

  it('public answers carry no account id; the owner reading its own program gets its own', async () => {
    const { program, owner } = await publishProgram(api, { bookingMode: 'instant' });
    const ownerId = owner.user.id;
    for (const url of [`/api/programs/${program.id}`, `/api/programs/by-slug/${program.slug}`, `/api/programs/by-name?name=${encodeURIComponent(program.name)}`, `/api/programs/${program.id}/related`, '/api/programs?limit=100', `/api/search?q=${encodeURIComponent(program.name)}`]) {
      const res = await api.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(ownerId);
      expect(res.body).not.toContain('"ownerId"');
    }
    const stranger = await api.signUp('user');
    expect((await api.request({ method: 'GET', url: `/api/programs/${program.id}`, headers: stranger.auth })).json().data.ownerId).toBeUndefined();
    expect((await api.request({ method: 'GET', url: `/api/programs/by-slug/${program.slug}`, headers: owner.auth })).json().data.ownerId).toBe(ownerId);
  });
});

/** Deadlocks PostgreSQL has detected in this database (its statistics are flushed within a second or so). */
async function deadlocks(): Promise<number> {
  if (!onPostgres()) return 0;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await api.database.query('SELECT pg_stat_clear_snapshot()');
  const [row] = await api.database.query<{ n: string }>('SELECT deadlocks::text AS n FROM pg_stat_database WHERE datname = current_database()');
  return Number(row?.n ?? 0);
}
