import type { FastifyInstance } from 'fastify';
import { recordManualPaymentSchema } from '@wellness/shared/schemas';
import { DEFAULT_LOCALE, formatMoney } from '@wellness/shared/format';
import type { AppContext } from '../../context';
import { txOf } from '../../db/transaction';
import { authGuards } from '../../lib/auth';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors';
import { idempotencyKeyOf, idempotent, sendAnswer } from '../../lib/idempotency';
import { parseBody, parseId } from '../../lib/validation';
import { fromMinor, toMinor } from '../../ledger/ledger';
import { bookingMoney } from './guest';

/**
 * Money received for a booking of a manual program (bank transfer or on arrival), recorded by the booking's host or
 * an admin: checked against what is still due, written with its ledger movement and its receipt in the transaction
 * that claims the Idempotency-Key (required: a repeated click records once). Answers the booking's money after it.
 */
export function manualPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);
  app.post<{ Params: { id: string } }>('/api/bookings/:id/manual-payments', { preHandler: guards.require() }, async (request, reply) => {
    const id = parseId(request.params.id);
    const payload = parseBody(recordManualPaymentSchema, request.body);
    const key = idempotencyKeyOf(request);
    if (!key) throw badRequest('Recording a payment needs an Idempotency-Key header, so that a repeated click records it once.');
    const user = request.user!;
    const call = { scope: user.id, route: 'POST /api/bookings/:id/manual-payments', key, request: { id, ...payload }, ttlMs: ctx.config.idempotencyKeyTtlMs };
    const answer = await idempotent(ctx.db, call, async (db) => {
      const tx = txOf(db, ctx.jobs);
      // The booking's row lock: two recordings of one booking wait for each other, so together they never exceed what is due.
      const [booking] = await tx.query<{ id: string; user_id: string | null; currency: string; owner_id: string | null; payment_method: string }>(
        `SELECT b.id, b.user_id, b.currency, p.owner_id, p.payment_method FROM bookings b JOIN programs p ON p.id = b.program_id WHERE b.id = $1 FOR UPDATE OF b`,
        [id],
      );
      // The guest may read their booking but not record money on it; anyone else learns nothing of it.
      if (!booking || (user.role !== 'admin' && booking.owner_id !== user.id && booking.user_id !== user.id)) throw notFound('Booking not found.');
      if (user.role !== 'admin' && booking.owner_id !== user.id) throw forbidden('Only the booking’s host or an admin records a payment.', 'NOT_HOST');
      if (booking.payment_method !== 'manual') throw conflict('NOT_MANUAL', 'This program is paid by card at checkout: there is no payment to record by hand.');
      const amount = toMinor(payload.amount, booking.currency);
      try {
        await ctx.payments.recordManual(tx, { bookingId: id, amount, method: payload.method, note: payload.note ?? '', recordedBy: user.id });
      } catch (error) {
        // Said in the booking's money, in its currency.
        if (error instanceof HttpError && error.code === 'MORE_THAN_DUE') {
          const due = Number((error.details as { dueMinor: number }).dueMinor);
          throw conflict('MORE_THAN_DUE', `At most ${formatMoney(fromMinor(due, booking.currency), booking.currency, DEFAULT_LOCALE)} is still due on this booking.`, { due: fromMinor(due, booking.currency) });
        }
        throw error;
      }
      return { status: 201, data: await bookingMoney(db, user, id, ctx.config.balanceDueDays) };
    });
    return sendAnswer(reply, answer);
  });
}
