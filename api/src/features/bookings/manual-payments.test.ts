// Programs paid by bank transfer or on arrival: booked at once with the price waiting, the money recorded by the host
// or an admin (once per Idempotency-Key, never more than is due), balanced in the ledger, paid out less what the host
// already holds; and a direct booking of a program paid by card is refused without writing anything.
import { createTestApi, type TestApi } from '../../test/harness';
import { guestBody, inDays, placesLeft, publishProgram } from '../../test/bookings';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { commissionPercent: 15 } });
});
afterAll(() => api.close());

const q = <T = Record<string, unknown>>(sql: string, params: (string | number)[] = []) => api.database.query<T>(sql, params);
const balance = async (accountId: string) => Number((await q<{ t: string }>('SELECT coalesce(sum(amount), 0)::text AS t FROM ledger_entries WHERE account_id = $1', [accountId]))[0]!.t);
const trial = async () => (await q<{ currency: string; t: string }>('SELECT currency, sum(amount)::text AS t FROM ledger_entries GROUP BY currency')).map((r) => [r.currency, Number(r.t)]);
/** Every ledger transaction sums to zero. */
const unbalanced = () => q('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0');

async function manualBooking(price = 1000, guests = 1) {
  const published = await publishProgram(api, { bookingMode: 'instant', price, depositPercent: 30, paymentMethod: 'manual', sessions: [{ startDate: inDays(40), nights: 3, places: 6 }] });
  const guest = await api.signUp('user');
  const res = await api.request({ method: 'POST', url: '/api/bookings', payload: guestBody(published.program, published.sessions[0]!.id, { email: guest.user.email, guests }), headers: guest.auth });
  expect(res.statusCode).toBe(201);
  return { ...published, guest, booking: res.json().data as { id: string; reference: string; state: string } };
}

const record = (bookingId: string, body: object, auth: Record<string, string>, key: string | null) =>
  api.request({ method: 'POST', url: `/api/bookings/${bookingId}/manual-payments`, payload: body, headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) } });

it('a direct booking of a priced program paid by card is refused (409 PAYMENT_REQUIRED) and writes nothing', async () => {
  const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', price: 800, sessions: [{ startDate: inDays(30), nights: 2, places: 3 }] });
  const guest = await api.signUp('user');
  const refused = await api.request({ method: 'POST', url: '/api/bookings', payload: guestBody(program, sessions[0]!.id, { email: guest.user.email, guests: 2 }), headers: guest.auth });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.code).toBe('PAYMENT_REQUIRED');
  expect(refused.json().error.message).toContain('/api/checkouts');
  expect(await q('SELECT id FROM bookings WHERE program_id = $1', [program.id])).toHaveLength(0);
  expect(await q('SELECT id FROM payments WHERE user_id = $1', [guest.user.id])).toHaveLength(0);
  expect(await placesLeft(api, program.id, sessions[0]!.id)).toBe(3);
  // A program without a price still books directly.
  const free = await publishProgram(api, { bookingMode: 'instant', price: '', sessions: [{ startDate: inDays(30), nights: 2, places: 3 }] });
  expect(free.program.price).toBeNull();
  const booked = await api.request({ method: 'POST', url: '/api/bookings', payload: guestBody(free.program, free.sessions[0]!.id), headers: guest.auth });
  expect(booked.statusCode).toBe(201);
});

it('a manual program books at once with the whole price waiting, no card page; checkout refuses it', async () => {
  const { program, sessions, guest, booking } = await manualBooking(1000, 2);
  expect(program.paymentMethod).toBe('manual');
  expect(booking.state).toBe('confirmed');
  const payments = await q<{ provider: string; status: string; amount: string; currency: string }>('SELECT provider, status, amount::text AS amount, currency FROM payments WHERE booking_id = $1', [booking.id]);
  expect(payments).toEqual([{ provider: 'manual', status: 'requires_payment', amount: '200000', currency: 'USD' }]);
  const money = (await api.request({ method: 'GET', url: `/api/bookings/${booking.id}/money`, headers: guest.auth })).json().data;
  expect(money).toMatchObject({ method: 'manual', paid: 0, due: 2000, dueOn: null, records: [] });
  const viaCheckout = await api.request({ method: 'POST', url: '/api/checkouts', payload: guestBody(program, sessions[0]!.id), headers: guest.auth });
  expect(viaCheckout.statusCode).toBe(409);
  expect(viaCheckout.json().error.code).toBe('MANUAL_PAYMENT');
  // No balance job: there is no card to charge.
  expect(await q(`SELECT 1 FROM jobs WHERE name = 'bookings.charge-balance' AND payload->>'bookingId' = $1`, [booking.id])).toHaveLength(0);
});

it('the host records a bank transfer: once per key, never more than due, strangers refused, a receipt, the ledger balanced and the payout', async () => {
  const { owner, guest, booking, program } = await manualBooking(1000);
  const stranger = await api.signUp('facility');
  const body = { amount: 400, method: 'bank_transfer', note: 'Transfer ref 88812' };
  expect((await record(booking.id, body, stranger.auth, 'k-stranger-1')).statusCode).toBe(404);
  expect((await record(booking.id, body, guest.auth, 'k-guest-1')).statusCode).toBe(403);
  expect((await record(booking.id, body, owner.auth, null)).statusCode).toBe(400);
  const invalid = await record(booking.id, { amount: -3, method: 'cheque' }, owner.auth, 'k-bad-1');
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().error.fields).toMatchObject({ amount: 'The amount must be more than zero.', method: 'Choose bank transfer or paid on arrival.' });

  const first = await record(booking.id, body, owner.auth, 'k-transfer-1');
  expect(first.statusCode).toBe(201);
  expect(first.json().data).toMatchObject({ method: 'manual', paid: 400, due: 600, records: [{ amount: 400, method: 'bank_transfer', note: 'Transfer ref 88812' }] });
  const again = await record(booking.id, body, owner.auth, 'k-transfer-1');
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(await q(`SELECT 1 FROM payments WHERE booking_id = $1 AND status = 'captured'`, [booking.id])).toHaveLength(1);

  const tooMuch = await record(booking.id, { amount: 600.01, method: 'bank_transfer' }, owner.auth, 'k-transfer-2');
  expect(tooMuch.statusCode).toBe(409);
  expect(tooMuch.json().error).toMatchObject({ code: 'MORE_THAN_DUE', message: 'At most $600 is still due on this booking.' });
  // An admin records the rest: nothing is due any more, and a further recording is refused.
  const admin = await api.signUp('admin');
  expect((await record(booking.id, { amount: 600, method: 'bank_transfer' }, admin.auth, 'k-transfer-3')).json().data).toMatchObject({ paid: 1000, due: null });
  expect((await record(booking.id, { amount: 1, method: 'bank_transfer' }, owner.auth, 'k-transfer-4')).json().error.code).toBe('NOTHING_DUE');

  expect(await balance(`booking:${booking.id}/USD`)).toBe(-100_000);
  expect(await balance('provider:manual/USD')).toBeGreaterThanOrEqual(100_000);
  expect(await unbalanced()).toHaveLength(0);
  const receipts = await q<{ subject: string; text: string }>(`SELECT subject, text FROM outbox WHERE kind = 'payment.receipt' AND to_user_id = $1 ORDER BY created_at`, [guest.user.id]);
  expect(receipts.map((r) => r.subject)).toEqual([`Receipt: $400 paid for ${program.name}`, `Receipt: $600 paid for ${program.name}`]);
  expect(receipts[0]!.text).toContain('Bank transfer');
  expect(receipts[0]!.text).toContain('Transfer ref 88812');

  // After the stay: the host is paid what the platform holds less the 15 % commission.
  await api.jobs.runDue(new Date(Date.parse(`${inDays(41)}T12:00:00Z`)));
  const [payout] = await q<{ amount: number; commission: number; host_collected: number; status: string }>('SELECT amount::int AS amount, commission::int AS commission, host_collected::int AS host_collected, status FROM payouts WHERE booking_id = $1', [booking.id]);
  expect(payout).toEqual({ amount: 85_000, commission: 15_000, host_collected: 0, status: 'paid' });
  expect(await balance(`booking:${booking.id}/USD`)).toBe(0);
  expect(await balance(`host:${owner.user.id}/USD`)).toBe(0);
  expect(await trial()).toEqual([['USD', 0]]);
});

it('paid on arrival: the host holds it (the platform never does), and the payout is what the platform holds less the commission less what the host holds', async () => {
  // Part by bank transfer, part on arrival: the platform pays the rest of the host's share.
  const mixed = await manualBooking(1000);
  expect((await record(mixed.booking.id, { amount: 500, method: 'bank_transfer' }, mixed.owner.auth, 'mixed-key-001')).statusCode).toBe(201);
  expect((await record(mixed.booking.id, { amount: 500, method: 'on_arrival', note: 'Cash at check-in' }, mixed.owner.auth, 'mixed-key-002')).statusCode).toBe(201);
  const [arrival] = await q<{ entries: string }>(
    `SELECT string_agg(e.account_id || '=' || e.amount, ',' ORDER BY e.account_id) AS entries FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id WHERE t.booking_id = $1 AND t.memo = 'Paid on arrival, held by the host' GROUP BY t.id`,
    [mixed.booking.id],
  );
  expect(arrival!.entries).toBe(`booking:${mixed.booking.id}/USD=-50000,host:${mixed.owner.user.id}/USD=50000`);

  // All on arrival: the host holds more than its share, so nothing is paid and the host owes the commission.
  const cash = await manualBooking(1000);
  const bank = await balance('provider:manual/USD');
  expect((await record(cash.booking.id, { amount: 1000, method: 'on_arrival' }, cash.owner.auth, 'cash-key-0001')).statusCode).toBe(201);
  // Nothing reached the platform's bank account.
  expect(await balance('provider:manual/USD')).toBe(bank);

  await api.jobs.runDue(new Date(Date.parse(`${inDays(41)}T12:00:00Z`)));
  const payoutOf = async (bookingId: string) =>
    (await q<{ amount: number; commission: number; host_collected: number; status: string }>('SELECT amount::int AS amount, commission::int AS commission, host_collected::int AS host_collected, status FROM payouts WHERE booking_id = $1', [bookingId]))[0];
  // Held 1,000, commission 150, the host holds 500: paid 350.
  expect(await payoutOf(mixed.booking.id)).toEqual({ amount: 35_000, commission: 15_000, host_collected: 50_000, status: 'paid' });
  expect(await balance(`host:${mixed.owner.user.id}/USD`)).toBe(0);
  // Held 1,000, all by the host: 1,000 − 150 − 1,000 < 0, never a negative payout; the host owes the 150.
  expect(await payoutOf(cash.booking.id)).toEqual({ amount: 0, commission: 15_000, host_collected: 100_000, status: 'owed' });
  expect(await balance(`host:${cash.owner.user.id}/USD`)).toBe(15_000);
  expect(await balance(`booking:${cash.booking.id}/USD`)).toBe(0);
  expect(await unbalanced()).toHaveLength(0);
  expect(await trial()).toEqual([['USD', 0]]);
});

it('a cancelled bank-transfer booking owes the policy’s refund through the ledger until an admin refunds it by hand', async () => {
  const { owner, guest, booking } = await manualBooking(1000);
  await record(booking.id, { amount: 1000, method: 'bank_transfer' }, owner.auth, 'refund-key-001');
  // The host cancels: a full refund is owed to the guest, out of the booking's funds.
  const cancelled = await api.request({ method: 'POST', url: `/api/my/bookings/${booking.id}/cancel`, payload: { reason: 'The venue flooded.' }, headers: owner.auth });
  expect(cancelled.statusCode).toBe(200);
  expect(await balance(`booking:${booking.id}/USD`)).toBe(0);
  expect(await balance('platform:refunds-owed/USD')).toBe(-100_000);
  // The admin sends it back by hand and records it with the refund form: the money leaves the bank account.
  const admin = await api.signUp('admin');
  const refund = await api.request({ method: 'POST', url: '/api/admin/refunds', payload: { reference: booking.reference, amount: 1000, reason: 'Host cancelled; transferred back.' }, headers: { ...admin.auth, 'idempotency-key': 'admin-refund-1' } });
  expect(refund.statusCode).toBe(201);
  await api.jobs.runDue(new Date(Date.now() + 1000));
  expect(await balance('platform:refunds-owed/USD')).toBe(0);
  expect(await q<{ refunded: string; refund_owed: string }>('SELECT refunded::text AS refunded, refund_owed::text AS refund_owed FROM payments WHERE booking_id = $1 AND status = $2', [booking.id, 'captured'])).toEqual([{ refunded: '100000', refund_owed: '0' }]);
  expect(await q(`SELECT 1 FROM outbox WHERE kind = 'payment.refund' AND to_user_id = $1`, [guest.user.id])).toHaveLength(1);
  expect(await unbalanced()).toHaveLength(0);
});
