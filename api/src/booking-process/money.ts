import type { RawQuery } from '../db/client';
import type { BookingRow } from '../db/schema';
import type { Tx } from '../db/transaction';
import { bookingAccount, post } from '../ledger/ledger';
import { MANUAL_PROVIDER, REFUNDS_OWED_ACCOUNT, type PaymentRow } from '../payments/service';

/**
 * The money that goes with a booking's moves (docs/payments.md): the process's moves capture, release and refund
 * what the checkout took, and a confirmed booking queues its balance and its payout. Here, one floor under the
 * features, because the booking process (process.ts) calls it on every move; the checkout itself is the bookings
 * feature's (features/bookings/money.ts).
 */

const DAY_MS = 86_400_000;

/** Days before arrival the balance is charged (BALANCE_DUE_DAYS), set when the money jobs are registered. */
let balanceDueDays = 30;
export const setBalanceDueDays = (days: number) => {
  balanceDueDays = days;
};

async function paymentsOf(query: RawQuery, bookingId: string): Promise<PaymentRow[]> {
  const rows = await query<PaymentRow>('SELECT * FROM payments WHERE booking_id = $1 ORDER BY created_at', [bookingId]);
  // bigint columns come back as text from node-postgres.
  return rows.map((p) => ({ ...p, amount: Number(p.amount), refunded: Number(p.refunded), refund_owed: Number(p.refund_owed ?? 0) }));
}

/** The share of what was paid that a cancellation gives back, from the outcome the process stored or previewed. */
const shareOf = (refundAmount: number | null, total: number | null) => (total && total > 0 && refundAmount !== null ? Math.min(1, refundAmount / total) : 0);

/** What was paid (captured, less refunds) and what giving back `share` of it refunds, in minor units. */
export async function moneyBack(query: RawQuery, bookingId: string, refundAmount: number | null, total: number | null): Promise<{ paid: number; refund: number }> {
  const share = shareOf(refundAmount, total);
  // Paid on arrival is the host's to give back: not counted in what the platform refunds.
  const captured = (await paymentsOf(query, bookingId)).filter((p) => p.status === 'captured' && p.method !== 'on_arrival');
  return {
    paid: captured.reduce((sum, p) => sum + p.amount - p.refunded, 0),
    refund: captured.reduce((sum, p) => sum + Math.round((p.amount - p.refunded) * share), 0),
  };
}

/** The money moves that go with a booking's move, queued in its transaction (the provider is called by the jobs). */
export async function moneyFollowUps(tx: Tx, before: BookingRow, row: BookingRow): Promise<void> {
  const { query } = tx;
  const payments = await paymentsOf(query, row.id);
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
      if (amount <= 0) continue;
      if (p.provider !== MANUAL_PROVIDER) await tx.jobs.send('payments.refund', { paymentId: p.id, amount, key: `cancel:${row.id}:${p.id}` }, { query });
      else if (p.method === 'bank_transfer') await oweRefund(query, row, p, amount);
      // Paid on arrival: the host holds it and gives back the policy's share themselves; the platform moves nothing.
    }
  }
  if (row.status === 'confirmed' && before.status !== 'confirmed') {
    await queuePayout(tx, row);
    await queueBalance(tx, row);
  }
}

/**
 * A cancelled booking's share of a bank transfer: set aside as owed to the guest (out of the booking's funds, so the
 * payout does not pay it to the host) until an admin sends it back by hand and records it (the admin's refund form).
 */
async function oweRefund(query: RawQuery, row: BookingRow, payment: PaymentRow, amount: number): Promise<void> {
  const { posted } = await post(query, {
    key: `refund-owed:${row.id}:${payment.id}`, kind: 'refund', currency: payment.currency, bookingId: row.id, memo: 'Bank transfer owed back to the guest',
    entries: [{ account: bookingAccount(row.id), amount }, { account: REFUNDS_OWED_ACCOUNT, amount: -amount }],
  });
  if (posted) await query('UPDATE payments SET refund_owed = refund_owed + $2, updated_at = now() WHERE id = $1', [payment.id, amount]);
}

declare module '../lib/jobs/queue' {
  interface JobPayloads {
    /** Charges a confirmed booking's balance on the card of its deposit, BALANCE_DUE_DAYS before arrival. */
    'bookings.charge-balance': { bookingId: string };
  }
}

/** The balance's charge, queued when a booking with a deposit is confirmed: BALANCE_DUE_DAYS before arrival, or now. */
export async function queueBalance(tx: Tx, row: BookingRow): Promise<void> {
  if (row.total === null || row.depositDue === null || row.total - row.depositDue <= 0) return;
  // A manual program's guest pays the host's way: no card to charge.
  if ((await tx.query('SELECT 1 FROM payments WHERE booking_id = $1 AND provider = $2 LIMIT 1', [row.id, MANUAL_PROVIDER])).length > 0) return;
  const at = new Date(Math.max(Date.now(), Date.parse(`${row.preferredDate}T00:00:00Z`) - balanceDueDays * DAY_MS));
  await tx.jobs.send('bookings.charge-balance', { bookingId: row.id }, { startAfter: at, singletonKey: row.id, query: tx.query });
}

/** The stay's payout, a day after arrival (what the booking holds then, less the commission). */
export async function queuePayout(tx: Tx, row: BookingRow): Promise<void> {
  if (!row.programId) return;
  const [program] = await tx.query<{ owner_id: string | null }>('SELECT owner_id FROM programs WHERE id = $1', [row.programId]);
  if (!program?.owner_id) return;
  const at = new Date(Date.parse(`${row.preferredDate}T00:00:00Z`) + DAY_MS);
  await tx.jobs.send('payments.payout', { bookingId: row.id, hostId: program.owner_id, currency: row.currency }, { startAfter: at, singletonKey: row.id, query: tx.query });
}
