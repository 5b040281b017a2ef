// Checkout, capture, release, refunds and payouts through the payment port with the test-card provider, down to the
// ledger: the booking is made when the provider holds the money, and every movement balances.
import { formatDate, formatMoney } from '@wellness/shared/format';
import { createTestApi, type TestApi } from '../../test/harness';
import { SIGNATURE_HEADER, signWebhook } from '../../payments/providers/test-card';
import { guestBody, inDays, payOnPage, publishProgram } from '../../test/bookings';

let api: TestApi;
let logs: string[];
beforeAll(async () => {
  logs = [];
  api = await createTestApi({ logStream: { write: (line: string) => void logs.push(line) }, config: { commissionPercent: 15 } });
});
afterAll(() => api.close());

const q = <T = Record<string, unknown>>(sql: string, params: (string | number)[] = []) => api.database.query<T>(sql, params);
const balance = async (accountId: string) => Number((await q<{ t: string }>('SELECT coalesce(sum(amount), 0)::text AS t FROM ledger_entries WHERE account_id = $1', [accountId]))[0]!.t);
const trial = async () => (await q<{ currency: string; t: string }>('SELECT currency, sum(amount)::text AS t FROM ledger_entries GROUP BY currency')).map((r) => [r.currency, Number(r.t)]);

async function checkout(body: object, headers: Record<string, string> = {}) {
  const res = await api.request({ method: 'POST', url: '/api/checkouts', payload: body, headers });
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; payPath: string; amount: number; currency: string; status: string };
}
const pay = (payPath: string, number: string) => payOnPage(api, payPath, number);
const readCheckout = async (id: string, headers: Record<string, string> = {}) => (await api.request({ method: 'GET', url: `/api/checkouts/${id}`, headers })).json().data;

it('an instant booking: the page says it is a test payment, the deposit is held, the booking made, then captured into the ledger', async () => {
  const guest = await api.signUp('user');
  const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'instant', price: 4850, depositPercent: 30, sessions: [{ startDate: inDays(60), nights: 5, places: 4 }] });
  const started = await checkout(guestBody(program, sessions[0]!.id), guest.auth);
  expect(started).toMatchObject({ status: 'awaiting_payment', amount: 1455, currency: 'USD' });
  const page = await api.request({ method: 'GET', url: started.payPath });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Test payment.');
  expect(page.body).toContain('$1,455');
  // No booking before the money is held.
  expect(await q('SELECT id FROM bookings WHERE program_id = $1', [program.id])).toHaveLength(0);

  const paid = await pay(started.payPath, '4242 4242 4242 4242');
  expect(paid.body).toContain('Payment accepted.');
  const booked = await readCheckout(started.id, guest.auth);
  expect(booked).toMatchObject({ status: 'booked', payment: { status: 'authorised' }, booking: { state: 'confirmed' } });
  // The card number is in no log line.
  expect(logs.join('\n')).not.toContain('4242424242424242');
  expect(logs.join('\n')).not.toContain('4242 4242');

  await api.jobs.runDue(new Date(Date.now() + 60_000));
  expect(await readCheckout(started.id, guest.auth)).toMatchObject({ payment: { status: 'captured', captured: true } });
  const bookingId = booked.booking.id as string;
  // A session already full is said before any payment.
  const { program: full, sessions: fullSessions } = await publishProgram(api, { bookingMode: 'instant', price: 100, depositPercent: 30, sessions: [{ startDate: inDays(60), nights: 2, places: 1 }] });
  await api.database.query('UPDATE program_sessions SET taken = capacity WHERE id = $1', [fullSessions[0]!.id]);
  const refused = await api.request({ method: 'POST', url: '/api/checkouts', payload: guestBody(full, fullSessions[0]!.id), headers: guest.auth });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.code).toBe('SESSION_FULL');
  expect(await balance(`booking:${bookingId}/USD`)).toBe(-145_500);
  expect(await balance('provider:test-card/USD')).toBeGreaterThanOrEqual(145_500);
  expect(await trial()).toEqual([['USD', 0]]);
  // A receipt, once, however often the capture was answered.
  const receipts = await q<{ subject: string; text: string; html: string }>(`SELECT subject, text, html FROM outbox WHERE kind = 'payment.receipt' AND to_user_id = $1`, [guest.user.id]);
  expect(receipts).toHaveLength(1);
  expect(receipts[0]!.subject).toBe(`Receipt: $1,455 paid for ${program.name}`);
  expect(receipts[0]!.text).toContain('Deposit: $1,455');
  expect(receipts[0]!.html).toContain('$1,455');

  // 30 days before arrival the balance is charged on the same card: the booking holds the whole price.
  await api.jobs.runDue(new Date(Date.parse(`${inDays(31)}T12:00:00Z`)));
  expect(await balance(`booking:${bookingId}/USD`)).toBe(-485_000);
  // A day after arrival the host is paid what the booking holds, less the 15 % commission; the booking's account is empty.
  await api.jobs.runDue(new Date(Date.parse(`${inDays(61)}T12:00:00Z`)));
  expect(await balance(`booking:${bookingId}/USD`)).toBe(0);
  expect(await balance(`platform:commission/USD`)).toBe(-72_750);
  const [payout] = await q<{ amount: number; commission: number; status: string }>('SELECT amount::int AS amount, commission::int AS commission, status FROM payouts WHERE booking_id = $1', [bookingId]);
  expect(payout).toMatchObject({ amount: 412_250, commission: 72_750, status: 'paid' });
  // Paid out: the host's payable is back to zero, the cash left the provider's account.
  expect(await balance(`host:${program.ownerId ?? ''}/USD`)).toBe(0);
  expect(await trial()).toEqual([['USD', 0]]);

  // The host's statement of the month and its CSV; the admin's ledger, summing to zero.
  const month = new Date().toISOString().slice(0, 7);
  const statement = (await api.request({ method: 'GET', url: `/api/my/statement?month=${month}`, headers: owner.auth })).json().data;
  expect(statement.lines).toEqual([{ bookingId, reference: booked.booking.reference, programName: program.name, currency: 'USD', paid: 4850, refunded: 0, commission: 727.5, payout: 4122.5 }]);
  const csv = await api.request({ method: 'GET', url: `/api/my/statement?month=${month}&format=csv`, headers: owner.auth });
  expect(csv.headers['content-type']).toContain('text/csv');
  expect(csv.body.split('\n')[1]).toBe(`${booked.booking.reference},${program.name},USD,4850,0,727.5,4122.5`);
  // Another host's statement does not show it.
  const other = await api.signUp('facility');
  expect((await api.request({ method: 'GET', url: `/api/my/statement?month=${month}`, headers: other.auth })).json().data.lines).toEqual([]);
  const admin = await api.signUp('admin');
  const ledger = (await api.request({ method: 'GET', url: '/api/admin/ledger', headers: admin.auth })).json().data;
  expect(ledger.trialBalance).toEqual({ USD: 0 });
  expect(ledger.hosts).toContainEqual({ hostId: owner.user.id, currency: 'USD', earned: 4122.5, paidOut: 4122.5, owed: 0 });
  expect((await api.request({ method: 'GET', url: '/api/admin/ledger', headers: owner.auth })).statusCode).toBe(403);
});

it('a declined card, insufficient funds and the extra confirmation step; a webhook with a bad signature is refused and logged', async () => {
  const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', price: 1000, depositPercent: null, sessions: [{ startDate: inDays(40), nights: 3, places: 4 }] });
  const guest = await api.signUp('user');
  const started = await checkout(guestBody(program, sessions[0]!.id), guest.auth);
  expect(started.amount).toBe(1000);
  expect((await pay(started.payPath, '4000 0000 0000 0002')).body).toContain('Your card was declined.');
  expect(await readCheckout(started.id, guest.auth)).toMatchObject({ status: 'awaiting_payment', payment: { status: 'failed', failure: 'Your card was declined.' } });
  expect((await pay(started.payPath, '4000000000009995')).body).toContain('Your card has insufficient funds.');
  const notTest = await pay(started.payPath, '5555 5555 5555 4444');
  expect(notTest.statusCode).toBe(400);
  const action = await pay(started.payPath, '4000 0025 0000 3155');
  expect(action.body).toContain('Your bank asks you to confirm this payment.');
  expect(await readCheckout(started.id, guest.auth)).toMatchObject({ status: 'awaiting_payment', payment: { status: 'requires_action' } });
  const confirmed = await api.request({ method: 'POST', url: `${started.payPath}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
  expect(confirmed.body).toContain('Payment accepted.');
  expect(await readCheckout(started.id, guest.auth)).toMatchObject({ status: 'booked', booking: { state: 'confirmed' } });

  const body = JSON.stringify({ id: 'evt_forged', type: 'payment.captured', intentId: 'x', amount: 1, currency: 'USD', at: new Date().toISOString() });
  const forged = await api.request({ method: 'POST', url: '/api/payments/webhooks/test-card', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook('not-the-secret', body) }, payload: body });
  expect(forged.statusCode).toBe(400);
  expect(logs.some((l) => l.includes('payment webhook refused: bad signature'))).toBe(true);
  expect(await q(`SELECT 1 FROM payment_events WHERE event_id = 'evt_forged'`)).toHaveLength(0);
});

it('a request is held, captured when the host accepts; another is released when declined; webhooks twice and late change nothing twice', async () => {
  const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'request', price: 2000, depositPercent: 30, sessions: [{ startDate: inDays(45), nights: 3, places: 4 }] });
  const ids: string[] = [];
  for (const who of ['a', 'b']) {
    const guest = await api.signUp('user');
    const started = await checkout(guestBody(program, sessions[0]!.id, { email: `${who}@example.test` }), guest.auth);
    await pay(started.payPath, '4242424242424242');
    const read = await readCheckout(started.id, guest.auth);
    expect(read).toMatchObject({ status: 'booked', payment: { status: 'authorised' }, booking: { state: 'requested' } });
    ids.push(read.booking.id);
  }
  expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${ids[0]}/confirm`, headers: owner.auth })).statusCode).toBe(200);
  expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${ids[1]}/decline`, headers: owner.auth, payload: { reason: 'Full' } })).statusCode).toBe(200);
  // Every webhook is delivered again later (the test provider sends each twice).
  await api.jobs.runDue(new Date(Date.now() + 60_000));
  await api.jobs.runDue(new Date(Date.now() + 120_000));
  const states = await q<{ booking_id: string; status: string }>('SELECT booking_id, status FROM payments WHERE booking_id IN ($1, $2)', [ids[0]!, ids[1]!]);
  expect(Object.fromEntries(states.map((s) => [s.booking_id, s.status]))).toEqual({ [ids[0]!]: 'captured', [ids[1]!]: 'voided' });
  expect(await balance(`booking:${ids[0]}/USD`)).toBe(-60_000);
  expect(await balance(`booking:${ids[1]}/USD`)).toBe(0);
  expect(Number((await q<{ n: string }>(`SELECT count(*) AS n FROM ledger_transactions WHERE booking_id = $1`, [ids[0]!]))[0]!.n)).toBe(1);
});

it('the guest sees what cancelling gives back of what was paid, and the cancellation refunds exactly that; a host’s cancellation refunds in full', async () => {
  const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'instant', price: 4850, depositPercent: null, cancellationPolicy: 'moderate', sessions: [{ startDate: inDays(20), nights: 3, places: 4 }] });
  const book = async () => {
    const guest = await api.signUp('user');
    const started = await checkout(guestBody(program, sessions[0]!.id, { email: `${Math.random()}@example.test` }), guest.auth);
    await pay(started.payPath, '4242424242424242');
    await api.jobs.runDue(new Date(Date.now() + 1000));
    return { guest, bookingId: (await readCheckout(started.id, guest.auth)).booking.id as string };
  };
  const one = await book();
  // No deposit asked: the whole price was taken at checkout, and its receipt calls it the payment.
  const [paidReceipt] = await q<{ text: string }>(`SELECT text FROM outbox WHERE kind = 'payment.receipt' AND subject = $1 AND to_email = (SELECT email FROM bookings WHERE id = $2)`, [`Receipt: $4,850 paid for ${program.name}`, one.bookingId]);
  expect(paidReceipt!.text).toContain('Payment: $4,850');
  expect(paidReceipt!.text).not.toContain('Deposit');
  expect(await q(`SELECT 1 FROM jobs WHERE name = 'bookings.charge-balance' AND payload->>'bookingId' = $1`, [one.bookingId])).toHaveLength(0);
  const preview = (await api.request({ method: 'GET', url: `/api/bookings/${one.bookingId}/cancellation`, headers: one.guest.auth })).json().data;
  // Moderate, 20 days before arrival: half back.
  expect(preview).toMatchObject({ refund: 'partial', payment: { paid: 4850, refund: 2425 } });
  expect((await api.request({ method: 'POST', url: `/api/bookings/${one.bookingId}/cancel`, headers: one.guest.auth })).statusCode).toBe(200);
  await api.jobs.runDue(new Date(Date.now() + 1000));
  const [refunded] = await q<{ refunded: string }>('SELECT refunded FROM payments WHERE booking_id = $1', [one.bookingId]);
  expect(Number(refunded!.refunded)).toBe(242_500);
  expect(await q(`SELECT 1 FROM outbox WHERE kind = 'payment.refund' AND subject = $1`, [`Refund of $2,425 for ${program.name}`])).toHaveLength(1);
  expect(await balance(`booking:${one.bookingId}/USD`)).toBe(-242_500);

  const two = await book();
  expect((await api.request({ method: 'POST', url: `/api/my/bookings/${two.bookingId}/cancel`, headers: owner.auth, payload: { reason: 'The house flooded.' } })).statusCode).toBe(200);
  await api.jobs.runDue(new Date(Date.now() + 1000));
  expect(await balance(`booking:${two.bookingId}/USD`)).toBe(0);
  expect(await trial()).toEqual([['USD', 0]]);
});

it('after a crash between the provider’s answer and the ledger write, the reconciling job settles it once', async () => {
  const { program, sessions } = await publishProgram(api, { bookingMode: 'request', price: 3000, depositPercent: 50, sessions: [{ startDate: inDays(50), nights: 3, places: 4 }] });
  const started = await checkout(guestBody(program, sessions[0]!.id));
  await pay(started.payPath, '4242424242424242');
  const [payment] = await q<{ id: string; intent_id: string }>('SELECT id, intent_id FROM payments WHERE checkout_id = $1', [started.id]);
  // The provider captures; its webhook is lost and the process dies before it writes anything (no answer applied).
  await api.database.query(`UPDATE test_card_intents SET status = 'captured', captured = amount WHERE id = $1`, [payment!.intent_id]);
  expect(await q(`SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1`, [`captured:${payment!.id}`])).toHaveLength(0);
  await api.database.query(`UPDATE payments SET updated_at = now() - interval '10 minutes' WHERE id = $1`, [payment!.id]);
  // The periodic reconciling job, run twice: the second run finds nothing left to settle.
  for (const minutes of [6, 12]) {
    await api.jobs.send('payments.reconcile', {});
    await api.jobs.runDue(new Date(Date.now() + minutes * 60_000));
  }
  const [after] = await q<{ status: string }>('SELECT status FROM payments WHERE id = $1', [payment!.id]);
  expect(after!.status).toBe('captured');
  expect(await q(`SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1`, [`captured:${payment!.id}`])).toHaveLength(1);
  expect(await trial()).toEqual([['USD', 0]]);
});

it('the balance is charged on the deposit’s card a set number of days before arrival; a failed charge emails the guest and is tried again', async () => {
  const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', price: 1000, depositPercent: 30, sessions: [{ startDate: inDays(40), nights: 3, places: 4 }] });
  const bookWith = async (card: string, confirm = false) => {
    const guest = await api.signUp('user');
    const started = await checkout(guestBody(program, sessions[0]!.id, { email: `${Math.random()}@example.test` }), guest.auth);
    await pay(started.payPath, card);
    if (confirm) await api.request({ method: 'POST', url: `${started.payPath}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    await api.jobs.runDue(new Date(Date.now() + 1000));
    return (await readCheckout(started.id, guest.auth)).booking.id as string;
  };
  const good = await bookWith('4242424242424242');
  // Its card asks for the cardholder's confirmation, which no one can give before arrival.
  const needsAction = await bookWith('4000002500003155', true);
  expect(await balance(`booking:${good}/USD`)).toBe(-30_000);
  // Not yet: 40 days before arrival, the balance is due 30 days before.
  await api.jobs.runDue(new Date(Date.now() + 5 * 86_400_000));
  expect(await balance(`booking:${good}/USD`)).toBe(-30_000);
  await api.jobs.runDue(new Date(Date.now() + 11 * 86_400_000));
  expect(await balance(`booking:${good}/USD`)).toBe(-100_000);
  const [charged] = await q<{ status: string; amount: number }>(`SELECT status, amount::int AS amount FROM payments WHERE booking_id = $1 AND purpose = 'balance'`, [good]);
  expect(charged).toEqual({ status: 'captured', amount: 70_000 });
  expect(await q(`SELECT 1 FROM outbox WHERE kind = 'payment.receipt' AND subject = $1`, [`Receipt: $700 paid for ${program.name}`])).toHaveLength(1);

  expect(await balance(`booking:${needsAction}/USD`)).toBe(-30_000);
  const failed = await q<{ subject: string; text: string }>(`SELECT subject, text FROM outbox WHERE kind = 'payment.failed' AND to_email = (SELECT email FROM bookings WHERE id = $1)`, [needsAction]);
  expect(failed).toHaveLength(1);
  expect(failed[0]!.text).toContain('The bank asked the cardholder to confirm the payment.');
  const [job] = await q<{ state: string; attempts: number }>(`SELECT state, attempts FROM jobs WHERE name = 'bookings.charge-balance' AND payload->>'bookingId' = $1`, [needsAction]);
  expect(job).toMatchObject({ state: 'queued', attempts: 1 });
  expect(await trial()).toEqual([['USD', 0]]);
});

it('a balance still unpaid after its retries cancels the booking under the guest’s policy: the deposit’s share comes back, both sides are told', async () => {
  const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'instant', price: 1000, depositPercent: 30, cancellationPolicy: 'moderate', sessions: [{ startDate: inDays(40), nights: 3, places: 4 }] });
  const guest = await api.signUp('user');
  const started = await checkout(guestBody(program, sessions[0]!.id, { email: guest.user.email }), guest.auth);
  // A card that asks for the cardholder's confirmation, which no one gives when the balance is charged.
  await pay(started.payPath, '4000002500003155');
  await api.request({ method: 'POST', url: `${started.payPath}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
  await api.jobs.runDue(new Date(Date.now() + 1000));
  const bookingId = (await readCheckout(started.id, guest.auth)).booking.id as string;
  const state = async () => (await q<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [bookingId]))[0]!.status;
  const taken = async () => Number((await q<{ taken: number }>('SELECT taken FROM program_sessions WHERE id = $1', [sessions[0]!.id]))[0]!.taken);
  expect(await taken()).toBe(1);
  // What the guest's dashboard reads: paid, due and when, and what cancelling today gives back (moderate, 40 days: all).
  const money = async () => (await api.request({ method: 'GET', url: `/api/bookings/${bookingId}/money`, headers: guest.auth })).json().data;
  expect(await money()).toEqual({ currency: 'USD', paid: 300, held: 0, refunded: 0, due: 700, dueOn: inDays(10), refundToday: 300, method: 'card' });
  // The host reads the same figures (their booking view); anyone else learns nothing of the booking.
  expect((await api.request({ method: 'GET', url: `/api/bookings/${bookingId}/money`, headers: owner.auth })).json().data).toMatchObject({ paid: 300, due: 700 });
  const stranger = await api.signUp('user');
  expect((await api.request({ method: 'GET', url: `/api/bookings/${bookingId}/money`, headers: stranger.auth })).statusCode).toBe(404);

  // Due 30 days before arrival (day 10), then tried again a day, two and four days later.
  const at = (days: number) => api.jobs.runDue(new Date(Date.now() + days * 86_400_000 + 60_000));
  for (const day of [10, 11, 13]) {
    await at(day);
    expect(await state()).toBe('confirmed');
  }
  expect(await q(`SELECT 1 FROM outbox WHERE kind = 'payment.failed' AND to_email = $1`, [guest.user.email])).toHaveLength(3);
  await at(17);
  expect(await state()).toBe('canceled_by_guest');
  // The last failure is not followed by "we will try again".
  expect(await q(`SELECT 1 FROM outbox WHERE kind = 'payment.failed' AND to_email = $1`, [guest.user.email])).toHaveLength(3);
  expect(await taken()).toBe(0);
  const [event] = await q<{ actor: string; reason: string }>(`SELECT actor, reason FROM booking_events WHERE booking_id = $1 AND to_state = 'canceled_by_guest'`, [bookingId]);
  expect(event).toEqual({ actor: 'system', reason: 'The balance could not be charged.' });

  // 23 days before arrival the moderate policy gives back half: half of the $300 deposit, through the ledger.
  await at(17);
  expect(await balance(`booking:${bookingId}/USD`)).toBe(-15_000);
  expect(await q(`SELECT 1 FROM outbox WHERE kind = 'payment.refund' AND subject = $1`, [`Refund of $150 for ${program.name}`])).toHaveLength(1);
  expect(await money()).toEqual({ currency: 'USD', paid: 150, held: 0, refunded: 150, due: null, dueOn: null, refundToday: null, method: 'card' });
  const told = await q<{ to_email: string; subject: string; text: string }>(`SELECT to_email, subject, text FROM outbox WHERE kind = 'booking.canceled_by_guest' AND subject = $1 ORDER BY to_email`, [`Booking canceled, balance unpaid: ${program.name}`]);
  expect(told.map((m) => m.to_email).sort()).toEqual([guest.user.email, owner.user.email].sort());
  const toGuest = told.find((m) => m.to_email === guest.user.email)!;
  expect(toGuest.text).toContain('Under the moderate policy, you get back $150 of the $300 you paid, to the card it was paid with.');
  expect(told.find((m) => m.to_email === owner.user.email)!.text).toContain('the guest gets back $150 of the $300 they paid');
  // The booking's conversation says why, for both sides' inboxes.
  const lines = await q<{ text: string }>(`SELECT m.text FROM thread_messages m JOIN bookings b ON b.thread_id = m.thread_id WHERE b.id = $1 AND m.kind = 'system' ORDER BY m.id`, [bookingId]);
  expect(lines.at(-1)!.text).toBe('Booking canceled: the balance could not be charged.');
  expect(await trial()).toEqual([['USD', 0]]);
});

it('a receipt is written with the guest’s language preference: its amounts and dates in that locale', async () => {
  const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', price: 1234, depositPercent: null, sessions: [{ startDate: inDays(50), nights: 3, places: 4 }] });
  const guest = await api.signUp('user');
  expect((await api.request({ method: 'PUT', url: '/api/my/preferences', headers: guest.auth, payload: { notifications: true, language: 'fr' } })).statusCode).toBe(200);
  const started = await checkout(guestBody(program, sessions[0]!.id, { email: guest.user.email }), guest.auth);
  await pay(started.payPath, '4242424242424242');
  await api.jobs.runDue(new Date(Date.now() + 1000));
  const [receipt] = await q<{ subject: string; text: string }>(`SELECT subject, text FROM outbox WHERE kind = 'payment.receipt' AND to_email = $1`, [guest.user.email]);
  const amount = formatMoney(1234, 'USD', 'fr');
  expect(amount).not.toBe(formatMoney(1234, 'USD', 'en'));
  expect(receipt!.subject).toContain(amount);
  expect(receipt!.text).toContain(formatDate(sessions[0]!.startDate, 'fr'));
});

it('the booking’s emails say what was paid through the platform: charged at once, held with a request and charged on accept', async () => {
  const mails = async (bookingId: string) =>
    q<{ to_user_id: string; subject: string; text: string }>(`SELECT to_user_id, subject, text FROM outbox WHERE dedupe_key LIKE $1 ORDER BY id`, [`booking:${bookingId}:%`]);
  const guest = await api.signUp('user');
  const instant = await publishProgram(api, { bookingMode: 'instant', price: 4850, depositPercent: 30, sessions: [{ startDate: inDays(60), nights: 5, places: 4 }] });
  const started = await checkout(guestBody(instant.program, instant.sessions[0]!.id), guest.auth);
  await pay(started.payPath, '4242424242424242');
  const booked = await readCheckout(started.id, guest.auth);
  const [toHost, toGuest] = await mails(booked.booking.id);
  expect(toGuest!.text).toContain('Deposit: $1,455 (paid through the platform)');
  expect(toGuest!.text).toContain('The deposit, $1,455, was charged to your card. The balance, $3,395, is charged to the same card before arrival');
  expect(toGuest!.text).not.toContain('Nothing is charged online');
  expect(toHost!.text).toContain('paid through the platform; you are paid after the guest\'s arrival, less the platform\'s commission');
  expect(toHost!.text).not.toContain('arrange payment');

  const request = await publishProgram(api, { bookingMode: 'request', price: 2000, depositPercent: 0, sessions: [{ startDate: inDays(45), nights: 3, places: 4 }] });
  const asked = await checkout(guestBody(request.program, request.sessions[0]!.id), guest.auth);
  await pay(asked.payPath, '4242424242424242');
  const requested = (await readCheckout(asked.id, guest.auth)).booking.id as string;
  const sent = (await mails(requested)).find((m) => m.to_user_id === guest.user.id)!;
  expect(sent.text).toContain('Paid: $2,000 (held on the card until the host answers)');
  expect(sent.text).toContain('The whole price, $2,000, is held on your card and charged only if the host accepts');
  expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${requested}/confirm`, headers: request.owner.auth })).statusCode).toBe(200);
  const accepted = (await mails(requested)).filter((m) => m.to_user_id === guest.user.id).at(-1)!;
  expect(accepted.subject).toMatch(/^Booking confirmed/);
  expect(accepted.text).toContain('The whole price held on your card, $2,000, is now charged. The platform holds it until your stay.');
});
