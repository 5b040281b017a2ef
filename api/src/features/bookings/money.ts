import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, ERROR_MESSAGES, priceBreakdown, type Booking, type BookingRequest, type Checkout } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { bookings, programs, users } from '../../db/schema';
import { inTransaction, txOf } from '../../db/transaction';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { fromMinor, toMinor } from '../../ledger/ledger';
import type { PaymentListener } from '../../payments/service';
import { queueBalance, queuePayout, setBalanceDueDays } from '../../booking-process/money';
import { SYSTEM, transition } from '../../booking-process/process';
import { isPublic } from '../../read-model/public';
import { emailT } from '../../lib/i18n';
import { languageOf, queueEmail } from '../../notify/email';
import { programNameIn } from '../../read-model/translations';
import { createBooking } from './create';
import { withHistory } from './read';

/**
 * A booking's money (docs/payments.md). Checkout: the guest's booking is checked and priced by the server, the
 * amount due now (the deposit, or the whole price when the program asks no deposit) is asked of the payment provider,
 * and the booking is made only once the provider holds that money (its `payment.authorised` answer): an instant
 * booking is then captured, a request stays held until the host answers. A booking that finds no place releases the
 * hold, so 300 guests for 5 places are charged 5 times. The process's moves then capture, release and refund, and
 * queue the balance and the stay's payout (booking-process/money.ts, a floor the process may call).
 */

const DAY_MS = 86_400_000;

/** A checkout as the API answers it (the type the payment step reads too). */
export type CheckoutAnswer = Checkout;

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
  if (program.paymentMethod === 'manual') throw conflict('MANUAL_PAYMENT', 'This program is not paid online: book it directly (POST /api/bookings) and pay the host as they tell you.');
  // Places are taken when the payment is held (checkoutListener); a session already full is said before any payment.
  if (request.sessionId) {
    const [session] = await ctx.database.query<{ left: number }>('SELECT (capacity - taken)::int AS left FROM program_sessions WHERE id = $1 AND program_id = $2', [request.sessionId, program.id]);
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
        createBooking(txOf(inner, tx.jobs), request, {
          user: user ?? null, addressHash: (checkout.address_hash as string | null) ?? null, placesPerGuest: ctx.config.bookingPlacesPerGuest,
          paid: fromMinor(Number(payment.amount), String(payment.currency)), viaCheckout: true,
        }),
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
      await queuePayout(tx, row!);
      await queueBalance(tx, row!);
    }
  };
}

/** Retries of a failed balance charge, a day apart and doubling (1, 2 then 4 days): the grace period is 7 days. */
export const BALANCE_RETRIES = 3;
export const UNPAID_REASON = 'The balance could not be charged.';

/**
 * The balance job: charged once (a repeated run finds it captured); a failure emails the guest and is tried again by
 * the queue's retries (the grace period). When the last try fails too, the booking is canceled as if by the guest
 * (their default): the guest's policy gives back its share of the deposit, both sides are told.
 */
export function registerMoneyJobs(ctx: AppContext): void {
  setBalanceDueDays(ctx.config.balanceDueDays);
  ctx.jobs.register(
    'bookings.charge-balance',
    async ({ bookingId }, run) => {
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!row || row.status !== 'confirmed' || row.total === null || row.depositDue === null) return;
      const balance = toMinor(row.total - row.depositDue, row.currency);
      if (balance <= 0) return;
      const payment = await ctx.payments.chargeBalance({ bookingId, userId: row.userId, amount: balance, currency: row.currency, description: `Balance for ${row.programName} (${row.reference})` });
      if (!payment || payment.status === 'captured') return;
      // Attempts count from 1: the first run and its retries.
      if (run.attempt > BALANCE_RETRIES) {
        await cancelUnpaid(ctx, bookingId, run.now);
        return;
      }
      await inTransaction(ctx, async (tx) => {
        const locale = await languageOf(tx.query, row.userId, row.locale);
        const t = emailT(locale);
        await queueEmail(tx, {
          kind: 'payment.failed', toUserId: row.userId, toEmail: row.email, locale,
          subject: t('balanceFailed.subject', { program: await programNameIn(tx.query, row.programId, row.programName, locale) }),
          heading: t('balanceFailed.heading'),
          // The provider's reason is in its own words (English); the rest in the guest's language.
          paragraphs: [t('balanceFailed.retry', { failure: payment.failure || t('balanceFailed.declined') })],
          link: '/dashboard/user', linkLabel: t('balanceFailed.link'), dedupeKey: `balance-failed:${bookingId}:${run.attempt}`,
        }, run.now);
      });
      throw new Error(`balance of ${row.reference} not charged: ${payment.failure}`);
    },
    { retryLimit: BALANCE_RETRIES, retryDelayMs: DAY_MS },
  );
}

/** Cancels a booking whose balance was never paid; a stay already started (or a booking moved meanwhile) is left as it is. */
async function cancelUnpaid(ctx: AppContext, bookingId: string, now: Date): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!row || row.status !== 'confirmed') return;
    try {
      await transition(tx, row, 'cancel', SYSTEM, { reason: UNPAID_REASON, now });
    } catch (error) {
      // The stay has started (the host collects on arrival) or the booking moved meanwhile: nothing to cancel.
      if (error instanceof HttpError && (error.code === 'NOT_UPCOMING' || error.code === 'INVALID_TRANSITION')) return;
      throw error;
    }
  });
}
