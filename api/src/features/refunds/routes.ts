import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ManualRefund } from '@wellness/shared/domain';
import { manualRefundSchema } from '@wellness/shared/schemas';
import { DEFAULT_LOCALE, formatMoney } from '@wellness/shared/format';
import type { AppContext } from '../../context';
import { txOf } from '../../db/transaction';
import { authGuards } from '../../lib/auth';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { idempotencyKeyOf, idempotent, sendAnswer } from '../../lib/idempotency';
import { parseBody } from '../../lib/validation';
import { fromMinor, toMinor } from '../../ledger/ledger';

/**
 * An admin's refund by hand, with a reason (a goodwill gesture, a dispute settled): the amount is checked against what
 * the booking's captured payments still hold (less the refunds done or queued), drawn from the latest payment first,
 * and given back through the payment port by the refund job, so the ledger's refund movement and the guest's receipt
 * follow as for any refund. An Idempotency-Key is required: a repeated click refunds once. A bank transfer of a
 * manual program is refunded by hand by the admin and recorded here; money paid on arrival is the host's to give back.
 */

interface Held {
  id: string;
  amount: string;
  refunded: string;
  currency: string;
}

export async function refundRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);
  app.post('/api/admin/refunds', { preHandler: guards.require(['admin']) }, async (request, reply) => {
    const payload = parseBody(manualRefundSchema, request.body);
    const key = idempotencyKeyOf(request);
    if (!key) throw badRequest('A refund needs an Idempotency-Key header, so that a repeated click refunds once.');
    const admin = request.user!;
    const call = { scope: admin.id, route: 'POST /api/admin/refunds', key, request: payload, ttlMs: ctx.config.idempotencyKeyTtlMs };
    const answer = await idempotent(ctx.db, call, async (db) => {
      const tx = txOf(db, ctx.jobs);
      // The booking's row lock makes two refunds of one booking wait for each other, so together they never exceed it.
      const [booking] = await tx.query<{ id: string; reference: string; currency: string }>('SELECT id, reference, currency FROM bookings WHERE upper(reference) = upper($1) FOR UPDATE', [payload.reference]);
      if (!booking) throw notFound('No booking has this reference.');
      const held = await tx.query<Held>(`SELECT id, amount::text AS amount, refunded::text AS refunded, currency FROM payments WHERE booking_id = $1 AND status = 'captured' AND method IS DISTINCT FROM 'on_arrival' ORDER BY created_at DESC`, [booking.id]);
      const pending = await tx.query<{ payment_id: string; amount: string }>(
        `SELECT payload->>'paymentId' AS payment_id, coalesce(sum((payload->>'amount')::bigint), 0)::text AS amount FROM jobs
         WHERE name = 'payments.refund' AND state IN ('queued', 'active') AND payload->>'paymentId' = ANY($1::text[]) GROUP BY 1`,
        [`{${held.map((p) => p.id).join(',')}}`],
      );
      const queued = new Map(pending.map((p) => [p.payment_id, Number(p.amount)]));
      const left = held.map((p) => ({ id: p.id, left: Number(p.amount) - Number(p.refunded) - (queued.get(p.id) ?? 0) }));
      const refundable = left.reduce((sum, p) => sum + Math.max(0, p.left), 0);
      const amount = toMinor(payload.amount, booking.currency);
      if (amount > refundable) {
        throw conflict('REFUND_TOO_LARGE', `At most ${formatMoney(fromMinor(refundable, booking.currency), booking.currency, DEFAULT_LOCALE)} can be refunded for this booking.`, { refundable: fromMinor(refundable, booking.currency) });
      }
      const id = randomUUID();
      await tx.query('INSERT INTO manual_refunds (id, booking_id, admin_id, amount, currency, reason) VALUES ($1, $2, $3, $4, $5, $6)', [id, booking.id, admin.id, amount, booking.currency, payload.reason]);
      let rest = amount;
      for (const p of left) {
        const part = Math.min(rest, Math.max(0, p.left));
        if (part <= 0) continue;
        await tx.jobs.send('payments.refund', { paymentId: p.id, amount: part, key: `manual:${id}:${p.id}` }, { query: tx.query });
        rest -= part;
      }
      const data: ManualRefund = { id, bookingId: booking.id, reference: booking.reference, amount: payload.amount, currency: booking.currency, reason: payload.reason, refundable: fromMinor(refundable - amount, booking.currency) };
      return { status: 201, data };
    });
    return sendAnswer(reply, answer);
  });
}
