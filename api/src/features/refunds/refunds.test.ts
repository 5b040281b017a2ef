// An admin's refund by hand: admin only, validated, idempotent, never above what the booking holds, through the
// payment port to a ledger movement and a receipt.
import { createTestApi, type TestApi } from '../../test/harness';
import { guestBody, inDays, publishProgram } from '../../test/bookings';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const q = <T = Record<string, unknown>>(sql: string, params: (string | number)[] = []) => api.database.query<T>(sql, params);
const balance = async (accountId: string) => Number((await q<{ t: string }>('SELECT coalesce(sum(amount), 0)::text AS t FROM ledger_entries WHERE account_id = $1', [accountId]))[0]!.t);

/** A booking whose whole price ($1,000, no deposit) was taken at checkout and captured. */
async function paidBooking() {
  const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', price: 1000, depositPercent: null, sessions: [{ startDate: inDays(60), nights: 3, places: 4 }] });
  const guest = await api.signUp('user');
  const started = (await api.request({ method: 'POST', url: '/api/checkouts', payload: guestBody(program, sessions[0]!.id, { email: guest.user.email }), headers: guest.auth })).json().data;
  await api.request({ method: 'POST', url: started.payPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'number=4242424242424242&expiry=12%2F40&cvc=123' });
  await api.jobs.runDue(new Date(Date.now() + 1000));
  const checkout = (await api.request({ method: 'GET', url: `/api/checkouts/${started.id}`, headers: guest.auth })).json().data;
  return { program, guest, booking: checkout.booking as { id: string; reference: string } };
}

it('an admin refunds part of a booking by hand with a reason: once per key, through the ledger, with a receipt', async () => {
  const { program, guest, booking } = await paidBooking();
  const admin = await api.signUp('admin');
  const refund = (body: object, key: string | null = 'refund-key-0001', auth = admin.auth) =>
    api.request({ method: 'POST', url: '/api/admin/refunds', payload: body, headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) } });
  const body = { reference: booking.reference, amount: 120, reason: 'The sauna was closed for two days.' };

  // Admins only.
  expect((await refund(body, 'refund-key-0001', guest.auth)).statusCode).toBe(403);
  // Validated: a clear 400 for each field, and the key is required.
  const bad = await refund({ reference: booking.reference, amount: -5, reason: 'x' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields).toMatchObject({ amount: 'The amount must be more than zero.', reason: 'Say why (at least 3 characters).' });
  expect((await refund(body, null)).statusCode).toBe(400);
  expect((await refund({ ...body, reference: 'WT-NOSUCH' })).statusCode).toBe(404);

  const first = await refund(body);
  expect(first.statusCode).toBe(201);
  expect(first.json().data).toMatchObject({ reference: booking.reference, amount: 120, currency: 'USD', reason: 'The sauna was closed for two days.', refundable: 880 });
  // The same click again: the same answer, nothing refunded twice.
  const again = await refund(body);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json().data.id).toBe(first.json().data.id);
  // Never more than what is left, counting the refund still queued.
  const tooMuch = await refund({ ...body, amount: 900 }, 'refund-key-0002');
  expect(tooMuch.statusCode).toBe(409);
  expect(tooMuch.json().error.message).toBe('At most $880 can be refunded for this booking.');

  await api.jobs.runDue(new Date(Date.now() + 1000));
  expect(await balance(`booking:${booking.id}/USD`)).toBe(-88_000);
  expect(await q(`SELECT 1 FROM ledger_transactions WHERE kind = 'refund' AND booking_id = $1`, [booking.id])).toHaveLength(1);
  expect(await q(`SELECT reason FROM manual_refunds WHERE booking_id = $1`, [booking.id])).toEqual([{ reason: 'The sauna was closed for two days.' }]);
  expect(await q(`SELECT 1 FROM outbox WHERE kind = 'payment.refund' AND to_email = $1 AND subject = $2`, [guest.user.email, `Refund of $120 for ${program.name}`])).toHaveLength(1);
  const [sum] = await q<{ t: string }>('SELECT sum(amount)::text AS t FROM ledger_entries');
  expect(Number(sum!.t)).toBe(0);
});

it('the money terms the pages state are the configured ones', async () => {
  const configured = await createTestApi({ config: { commissionPercent: 12, balanceDueDays: 21 } });
  try {
    expect((await configured.request({ method: 'GET', url: '/api/money/terms' })).json()).toEqual({ data: { commissionPercent: 12, balanceDueDays: 21 } });
  } finally {
    await configured.close();
  }
});
