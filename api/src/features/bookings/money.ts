import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, ERROR_MESSAGES, priceBreakdown, type Booking, type BookingRequest } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { bookings, programs, users, type BookingRow } from '../../db/schema';
import { rawQueryOf, rowsOf } from '../../db/tx-query';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { fromMinor, toMinor } from '../../ledger/ledger';
import type { PaymentListener, PaymentRow } from '../../payments/service';
import { isPublic } from '../programs/service';
import { queueEmail } from '../conversations/email';
import { createBooking } from './create';
import type { ProcessTx } from './process';
import { withHistory } from './read';

/**
 * A booking's money (docs/payments.md). Checkout: the guest's booking is checked and priced by the server, the
 * amount due now (the deposit, or the whole price when the program asks no deposit) is asked of the payment provider,
 * and the booking is made only once the provider holds that money (its `payment.authorised` answer): an instant
 * booking is then captured, a request stays held until the host answers. A booking that finds no place releases the
 * hold, so 300 guests for 5 places are charged 5 times. The process's moves then capture, release and refund
 * (`moneyFollowUps`), and the stay's payout is queued a day after arrival.
 */

const DAY_MS = 86_400_000;

export interface CheckoutAnswer {
  id: string;
  status: 'awaiting_payment' | 'booked' | 'failed';
  /** Whole units of `currency`, as everything the guest reads. */
  amount: number;
  currency: string;
  /** The provider's payment page, a path of the API. */
  payPath: string | null;
  payment: { status: string; failure: string; captured: boolean };
  error: { code: string; message: string } | null;
  booking: Booking | null;
}

/** What is due at checkout: the deposit, or the whole price without one. Null: the program has no price (nothing to pay). */
export const dueNow = (unitPrice: number, guests: number, depositPercent: number | null) => {
  const price = priceBreakdown(unitPrice, guests, depositPercent);
  return { total: price.total, now: price.deposit ?? price.total };
};

export async function startCheckout(ctx: AppContext, request: BookingRequest, user: { id: string } | null, addressHash: string, key: string | undefined): Promise<CheckoutAnswer> {
  const [program] = await ctx.db
    .select()
    .from(programs)
    .where(and(isPublic, request.programId ? eq(programs.id, request.programId) : eq(programs.slug, (request.programSlug ?? '').toLowerCase())));
  if (!program) throw new HttpError(404, 'NOT_FOUND', ERROR_MESSAGES.programNotFound);
  if (program.price === null) throw badRequest('This program has no price to pay online: send a booking request.');
  // Places are taken when the payment is held (checkoutListener); a session already full is said before any payment.
  if (request.sessionId) {
    const [session] = rowsOf<{ left: number }>(await ctx.db.execute(sql`SELECT (capacity - taken)::int AS left FROM program_sessions WHERE id = ${request.sessionId} AND program_id = ${program.id}`));
    if (session && Number(session.left) <= 0) throw conflict('SESSION_FULL', BOOKING_MESSAGES.sessionFull, { placesLeft: 0 });
    if (session && Number(session.left) < request.guests) throw conflict('NOT_ENOUGH_PLACES', BOOKING_MESSAGES.notEnoughPlaces(Number(session.left)), { placesLeft: Number(session.left) });
  }
  const due = dueNow(program.price, request.guests, program.depositPercent);
  const amount = toMinor(due.now, program.currency);
  const idempotencyKey = key ? `${user?.id ?? 'anonymous'}:${key}` : null;
  const id = randomUUID();
  const [created] = await ctx.database.query<{ id: string }>(
    `INSERT INTO checkouts (id, idempotency_key, request, user_id, address_hash, program_id, amount, currency, status)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, 'awaiting_payment') ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [id, idempotencyKey, JSON.stringify({ ...request, programId: program.id }), user?.id ?? null, addressHash, program.id, amount, program.currency],
  );
  const checkoutId = created?.id ?? (await ctx.database.query<{ id: string }>('SELECT id FROM checkouts WHERE idempotency_key = $1', [idempotencyKey]))[0]!.id;
  await ctx.payments.start({
    purpose: 'deposit', checkoutId, userId: user?.id ?? null, amount, currency: program.currency, key: `checkout:${checkoutId}`,
    description: `${due.now === due.total ? 'Payment' : 'Deposit'} for ${program.name}, ${request.guests} ${request.guests === 1 ? 'guest' : 'guests'}`,
  });
  return readCheckout(ctx, checkoutId, user);
}

export async function readCheckout(ctx: AppContext, id: string, user: { id: string } | null): Promise<CheckoutAnswer> {
  const [checkout] = await ctx.database.query<Record<string, unknown>>('SELECT * FROM checkouts WHERE id = $1', [id]);
  // A signed-in guest's checkout is theirs alone; a visitor's is read by its unguessable id.
  if (!checkout || (checkout.user_id && checkout.user_id !== user?.id)) throw notFound('Checkout not found.');
  const [payment] = await ctx.database.query<Record<string, unknown>>('SELECT * FROM payments WHERE checkout_id = $1 ORDER BY created_at DESC LIMIT 1', [id]);
  let booking: Booking | null = null;
  if (checkout.booking_id) {
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, String(checkout.booking_id)));
    if (row) booking = await withHistory(ctx.db, row);
  }
  const currency = String(checkout.currency);
  const error = checkout.error ? ((typeof checkout.error === 'string' ? JSON.parse(checkout.error) : checkout.error) as { code: string; message: string }) : null;
  return {
    id,
    status: checkout.status as CheckoutAnswer['status'],
    amount: fromMinor(Number(checkout.amount), currency),
    currency,
    payPath: payment ? ctx.payments.provider.hostedPath(String(payment.intent_id)) : null,
    payment: { status: String(payment?.status ?? 'requires_payment'), failure: String(payment?.failure ?? ''), captured: payment?.status === 'captured' },
    error,
    booking,
  };
}

/** The provider held the money: the booking is made now, in the transaction that records the answer. */
export function checkoutListener(ctx: AppContext): PaymentListener {
  return async (tx, payment, event) => {
    if (event.type !== 'payment.authorised' || !payment.checkout_id) return;
    const [checkout] = await tx.query('SELECT * FROM checkouts WHERE id = $1 FOR UPDATE', [payment.checkout_id]);
    if (!checkout || checkout.status !== 'awaiting_payment') return;
    const request = (typeof checkout.request === 'string' ? JSON.parse(checkout.request) : checkout.request) as BookingRequest;
    const [user] = checkout.user_id ? await tx.db.select().from(users).where(eq(users.id, String(checkout.user_id))) : [];
    let booking: Booking;
    try {
      // A savepoint: a booking refused (no place left) leaves the answer recorded and the hold to release.
      booking = await tx.db.transaction((inner) =>
        createBooking({ db: inner as unknown as Db, jobs: tx.jobs }, request, { user: user ?? null, addressHash: (checkout.address_hash as string | null) ?? null, placesPerGuest: ctx.config.bookingPlacesPerGuest }),
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await tx.query(`UPDATE checkouts SET status = 'failed', error = $2::jsonb, updated_at = now() WHERE id = $1`, [checkout.id as string, JSON.stringify({ code: error.code, message: error.message })]);
      await tx.jobs.send('payments.void', { paymentId: payment.id }, { query: tx.query });
      return;
    }
    await tx.query(`UPDATE checkouts SET status = 'booked', booking_id = $2, updated_at = now() WHERE id = $1`, [checkout.id as string, booking.id]);
    await tx.query('UPDATE payments SET booking_id = $2 WHERE id = $1', [payment.id, booking.id]);
    if (booking.state === 'confirmed') {
      await tx.jobs.send('payments.capture', { paymentId: payment.id }, { query: tx.query, singletonKey: payment.id });
      const [row] = await tx.db.select().from(bookings).where(eq(bookings.id, booking.id));
      await queuePayout({ db: tx.db, jobs: tx.jobs }, row!);
      await queueBalance({ db: tx.db, jobs: tx.jobs }, row!);
    }
  };
}

async function paymentsOf(db: Db, bookingId: string): Promise<PaymentRow[]> {
  return rowsOf<PaymentRow>(await db.execute(sql`SELECT * FROM payments WHERE booking_id = ${bookingId} ORDER BY created_at`)).map((p) => ({ ...p, amount: Number(p.amount), refunded: Number(p.refunded) }));
}

/** The share of what was paid that a cancellation gives back, from the outcome the process stored or previewed. */
const shareOf = (refundAmount: number | null, total: number | null) => (total && total > 0 && refundAmount !== null ? Math.min(1, refundAmount / total) : 0);

/** What was paid (captured, less refunds) and what giving back `share` of it refunds, in minor units. */
export async function moneyBack(db: Db, bookingId: string, refundAmount: number | null, total: number | null): Promise<{ paid: number; refund: number }> {
  const share = shareOf(refundAmount, total);
  const captured = (await paymentsOf(db, bookingId)).filter((p) => p.status === 'captured');
  return {
    paid: captured.reduce((sum, p) => sum + p.amount - p.refunded, 0),
    refund: captured.reduce((sum, p) => sum + Math.round((p.amount - p.refunded) * share), 0),
  };
}

/** The money moves that go with a booking's move, queued in its transaction (the provider is called by the jobs). */
export async function moneyFollowUps(tx: ProcessTx, before: BookingRow, row: BookingRow): Promise<void> {
  const query = rawQueryOf(tx.db);
  const payments = await paymentsOf(tx.db, row.id);
  if (payments.length === 0) return;
  const held = payments.filter((p) => p.status === 'authorised' || p.status === 'requires_payment' || p.status === 'requires_action');
  if (before.status === 'requested' && row.status === 'confirmed') {
    for (const p of payments.filter((x) => x.status === 'authorised')) await tx.jobs.send('payments.capture', { paymentId: p.id }, { query, singletonKey: p.id });
  }
  if (['declined', 'expired', 'canceled_by_guest', 'canceled_by_provider'].includes(row.status)) {
    for (const p of held) await tx.jobs.send('payments.void', { paymentId: p.id }, { query, singletonKey: p.id });
  }
  if (before.status === 'confirmed' && (row.status === 'canceled_by_guest' || row.status === 'canceled_by_provider')) {
    const share = shareOf(row.refundAmount, row.total);
    for (const p of payments.filter((x) => x.status === 'captured')) {
      const amount = Math.round((p.amount - p.refunded) * share);
      if (amount > 0) await tx.jobs.send('payments.refund', { paymentId: p.id, amount, key: `cancel:${row.id}:${p.id}` }, { query });
    }
  }
  if (row.status === 'confirmed' && before.status !== 'confirmed') {
    await queuePayout(tx, row);
    await queueBalance(tx, row);
  }
}

declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** Charges a confirmed booking's balance on the card of its deposit, BALANCE_DUE_DAYS before arrival. */
    'bookings.charge-balance': { bookingId: string };
  }
}

/** Days before arrival the balance is charged (BALANCE_DUE_DAYS), set when the routes are registered. */
let balanceDueDays = 30;

/** The balance's charge, queued when a booking with a deposit is confirmed: BALANCE_DUE_DAYS before arrival, or now. */
async function queueBalance(tx: ProcessTx, row: BookingRow): Promise<void> {
  if (row.total === null || row.depositDue === null || row.total - row.depositDue <= 0) return;
  const at = new Date(Math.max(Date.now(), Date.parse(`${row.preferredDate}T00:00:00Z`) - balanceDueDays * DAY_MS));
  await tx.jobs.send('bookings.charge-balance', { bookingId: row.id }, { startAfter: at, singletonKey: row.id, query: rawQueryOf(tx.db) });
}

/**
 * The balance job: charged once (a repeated run finds it captured); a failure emails the guest and is tried again by
 * the queue's retries (the grace period).
 */
export function registerMoneyJobs(ctx: AppContext): void {
  balanceDueDays = ctx.config.balanceDueDays;
  ctx.jobs.register(
    'bookings.charge-balance',
    async ({ bookingId }, run) => {
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!row || row.status !== 'confirmed' || row.total === null || row.depositDue === null) return;
      const balance = toMinor(row.total - row.depositDue, row.currency);
      if (balance <= 0) return;
      const payment = await ctx.payments.chargeBalance({ bookingId, userId: row.userId, amount: balance, currency: row.currency, description: `Balance for ${row.programName} (${row.reference})` });
      if (!payment || payment.status === 'captured') return;
      await ctx.db.transaction(async (raw) => {
        const db = raw as unknown as Db;
        await queueEmail({ db, jobs: ctx.jobs }, {
          kind: 'payment.failed', toUserId: row.userId, toEmail: row.email,
          subject: `We could not charge the balance for ${row.programName}`,
          heading: 'Your balance payment did not go through',
          paragraphs: [`${payment.failure || 'Your card was declined.'} We will try again; please make sure your card can be charged before your stay.`],
          link: '/dashboard/user', linkLabel: 'See your booking', dedupeKey: `balance-failed:${bookingId}:${run.attempt}`,
        }, run.now);
      });
      throw new Error(`balance of ${row.reference} not charged: ${payment.failure}`);
    },
    { retryLimit: 3, retryDelayMs: DAY_MS },
  );
}

/** The stay's payout, a day after arrival (what the booking holds then, less the commission). */
export async function queuePayout(tx: ProcessTx, row: BookingRow): Promise<void> {
  if (!row.programId) return;
  const [program] = await tx.db.select({ ownerId: programs.ownerId }).from(programs).where(eq(programs.id, row.programId));
  if (!program?.ownerId) return;
  const at = new Date(Date.parse(`${row.preferredDate}T00:00:00Z`) + DAY_MS);
  await tx.jobs.send('payments.payout', { bookingId: row.id, hostId: program.ownerId, currency: row.currency }, { startAfter: at, singletonKey: row.id, query: rawQueryOf(tx.db) });
}
