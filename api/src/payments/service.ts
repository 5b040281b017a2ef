import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database, Db, RawQuery } from '../db/client';
import { inTransaction, type Tx } from '../db/transaction';
import type { JobQueue } from '../lib/jobs/queue';
import { balanceOf, bookingAccount, COMMISSION_ACCOUNT, hostAccount, post, providerAccount, type AccountRef } from '../ledger/ledger';
import { conflict } from '../lib/errors';
import type { PaymentEvent, PaymentProvider, PaymentState } from './port';
import { ManualProvider } from './providers/manual';
import { TestCardProvider } from './providers/test-card';

/**
 * The platform's side of payments: it asks the provider (through the port), follows the provider's answers (webhooks,
 * the calls' own answers and, when both were lost, the reconciling job) into the payments table and the ledger, and
 * tells the features that listen (the bookings' checkout). Every answer is applied at most once: each event once
 * (payment_events), each state moved only forward, each ledger movement once per key. Provider calls are never made
 * inside a database transaction: the features queue them as jobs (`payments.capture`, …) in their own transaction.
 */

export interface PaymentRow {
  id: string;
  provider: string;
  intent_id: string;
  purpose: 'deposit' | 'balance';
  checkout_id: string | null;
  booking_id: string | null;
  user_id: string | null;
  amount: number;
  currency: string;
  status: PaymentState;
  refunded: number;
  failure: string;
  /** A manual payment's record: how it came (null for card payments and a manual booking's amount still due). */
  method: 'bank_transfer' | 'on_arrival' | null;
  note: string;
  recorded_by: string | null;
  /** Of a bank transfer: what a cancellation owes the guest back, until an admin refunds it by hand. */
  refund_owed: number;
}

/** What a listener gets: the transaction the answer is applied in (its queries and its job queue). */
export type PaymentListener = (tx: Tx, payment: PaymentRow, event: PaymentEvent) => Promise<void>;

declare module '../lib/jobs/queue' {
  interface JobPayloads {
    /** Takes an authorised payment (an instant booking made, a request accepted). */
    'payments.capture': { paymentId: string };
    /** Releases a hold (a request declined or expired, a checkout that found no place). */
    'payments.void': { paymentId: string };
    /** Gives back part or all of a captured payment; `key` names this refund (one per cancellation). */
    'payments.refund': { paymentId: string; amount: number; key: string };
    /** Pays the host what a stay paid, less the commission. */
    'payments.payout': { bookingId: string; hostId: string; currency: string };
    /** A webhook sent again (the test provider delivers each one twice). */
    'payments.redeliver': { body: string };
    /** Asks the provider about payments whose answer may have been lost. */
    'payments.reconcile': Record<string, never>;
  }
}

/** Where each state may go: an answer that would move a payment backwards (a late or repeated one) changes nothing. */
const NEXT: Record<PaymentState, readonly PaymentState[]> = {
  requires_payment: ['requires_action', 'authorised', 'failed', 'captured', 'voided'],
  requires_action: ['authorised', 'failed', 'captured', 'voided'],
  failed: ['requires_action', 'authorised', 'captured', 'voided'],
  authorised: ['captured', 'voided'],
  captured: [],
  voided: [],
};
const STATE_OF: Partial<Record<PaymentEvent['type'], PaymentState>> = {
  'payment.requires_action': 'requires_action',
  'payment.authorised': 'authorised',
  'payment.failed': 'failed',
  'payment.captured': 'captured',
  'payment.voided': 'voided',
};

// bigint columns come back as text from node-postgres.
const rowOf = (r: PaymentRow): PaymentRow => ({ ...r, amount: Number(r.amount), refunded: Number(r.refunded), refund_owed: Number(r.refund_owed ?? 0) });

/** The platform's bank account: where a manual program's bank transfers arrive (`provider:manual` in the ledger). */
export const MANUAL_PROVIDER = 'manual';
/** What cancellations owe guests back of bank transfers until an admin refunds them by hand. */
export const REFUNDS_OWED_ACCOUNT: AccountRef = { kind: 'platform', ref: 'refunds-owed' };

/**
 * A manual program's booking: the amount due waits as one `requires_payment` row of the manual provider, written in
 * the transaction that makes the booking (nothing is asked of any provider).
 */
export async function openManualPayment(query: RawQuery, input: { bookingId: string; userId: string | null; amount: number; currency: string }): Promise<void> {
  if (input.amount <= 0) return;
  await query(
    `INSERT INTO payments (id, provider, intent_id, purpose, booking_id, user_id, amount, currency, status)
     VALUES ($1, $2, $3, 'deposit', $4, $5, $6, $7, 'requires_payment') ON CONFLICT (intent_id) DO NOTHING`,
    [randomUUID(), MANUAL_PROVIDER, `man_due_${input.bookingId}`, input.bookingId, input.userId, input.amount, input.currency],
  );
}

export interface ManualRecord {
  bookingId: string;
  /** Minor units of the booking's currency. */
  amount: number;
  method: 'bank_transfer' | 'on_arrival';
  note: string;
  recordedBy: string;
}

export interface PaymentsDeps {
  database: Database;
  db: Db;
  jobs: JobQueue;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Hands a signed webhook body to the API's webhook route (the app injects it). */
  deliver: (body: string, signature: string) => Promise<void>;
}

export class Payments {
  readonly provider: PaymentProvider;
  private readonly listeners: PaymentListener[] = [];

  constructor(private readonly deps: PaymentsDeps) {
    this.provider =
      deps.config.paymentProvider === 'manual'
        ? new ManualProvider((event) => this.apply(event))
        : new TestCardProvider({
            database: deps.database,
            secret: deps.config.paymentWebhookSecret,
            deliver: deps.deliver,
            redeliver: async (body) => void (await deps.jobs.send('payments.redeliver', { body }, { startAfter: 2_000 })),
          });
  }

  onEvent(listener: PaymentListener): void {
    this.listeners.push(listener);
  }

  /** Asks the provider for a payment the guest completes on its page; stored as `requires_payment`. */
  async start(input: { purpose: 'deposit' | 'balance'; checkoutId?: string; bookingId?: string; userId: string | null; amount: number; currency: string; description: string; returnUrl?: string; key: string }): Promise<PaymentRow> {
    const intent = await this.provider.authorise({ amount: input.amount, currency: input.currency, description: input.description, returnUrl: input.returnUrl ?? '' }, input.key);
    await this.deps.database.query(
      `INSERT INTO payments (id, provider, intent_id, purpose, checkout_id, booking_id, user_id, amount, currency, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'requires_payment') ON CONFLICT (intent_id) DO NOTHING`,
      [randomUUID(), this.provider.name, intent.id, input.purpose, input.checkoutId ?? null, input.bookingId ?? null, input.userId, input.amount, input.currency],
    );
    const [row] = await this.deps.database.query<PaymentRow>('SELECT * FROM payments WHERE intent_id = $1', [intent.id]);
    return rowOf(row!);
  }

  async byId(query: RawQuery, id: string): Promise<PaymentRow | null> {
    const [row] = await query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [id]);
    return row ? rowOf(row) : null;
  }

  /** A webhook: refused (false) unless the provider signed it; applied once however often it comes. */
  async receive(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<boolean> {
    if (!this.provider.verifyWebhook(rawBody, headers)) return false;
    await this.apply(this.provider.readWebhook(rawBody));
    return true;
  }

  /** Applies one answer of the provider, once: the payment's state, the ledger, then the listeners, in one transaction. */
  async apply(event: PaymentEvent): Promise<void> {
    await inTransaction(this.deps, async (tx) => {
      const { query } = tx;
      const fresh = await query(
        `INSERT INTO payment_events (provider, event_id, type, intent_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING event_id`,
        [this.provider.name, event.id, event.type, event.intentId],
      );
      if (fresh.length === 0) return;

      if (event.type === 'payout.paid') {
        const [payout] = await query(`UPDATE payouts SET status = 'paid', updated_at = now() WHERE id = $1 RETURNING booking_id, host_id, amount, currency`, [event.intentId]);
        if (!payout) return;
        await post(query, {
          key: `payout-paid:${event.intentId}`, kind: 'payout', currency: String(payout.currency), hostId: String(payout.host_id), bookingId: String(payout.booking_id),
          memo: `Payout ${event.objectId ?? ''}`.trim(),
          entries: [{ account: hostAccount(String(payout.host_id)), amount: Number(payout.amount) }, { account: providerAccount(this.provider.name), amount: -Number(payout.amount) }],
        });
        return;
      }

      const [row] = await query<PaymentRow>('SELECT * FROM payments WHERE intent_id = $1 FOR UPDATE', [event.intentId]);
      if (!row) {
        this.deps.log.warn({ provider: this.provider.name, eventType: event.type, intentId: event.intentId }, 'payment event for an unknown payment');
        return;
      }
      let payment = rowOf(row);
      const funds = bookingAccount(payment.booking_id ?? `checkout:${payment.checkout_id}`);
      const to = STATE_OF[event.type];
      if (to) {
        if (!NEXT[payment.status].includes(to)) return;
        const [moved] = await query<PaymentRow>(`UPDATE payments SET status = $2, failure = $3, updated_at = now() WHERE id = $1 RETURNING *`, [payment.id, to, to === 'failed' ? (event.failure ?? '') : '']);
        payment = rowOf(moved!);
        if (to === 'captured') {
          await post(query, {
            key: `captured:${payment.id}`, kind: payment.purpose, currency: payment.currency, bookingId: payment.booking_id,
            memo: `${payment.purpose === 'deposit' ? 'Deposit' : 'Balance'} captured`,
            entries: [{ account: providerAccount(this.provider.name), amount: event.amount }, { account: funds, amount: -event.amount }],
          });
        }
      } else if (event.type === 'refund.succeeded') {
        const { posted } = await post(query, {
          key: `refund:${event.objectId}`, kind: 'refund', currency: payment.currency, bookingId: payment.booking_id, memo: 'Refund',
          entries: [{ account: funds, amount: event.amount }, { account: providerAccount(this.provider.name), amount: -event.amount }],
        });
        if (!posted) return;
        const [moved] = await query<PaymentRow>('UPDATE payments SET refunded = refunded + $2, updated_at = now() WHERE id = $1 RETURNING *', [payment.id, event.amount]);
        payment = rowOf(moved!);
      }
      for (const listener of this.listeners) await listener(tx, payment, event);
    });
  }

  /** The provider's own answer to a call, applied at once (its webhook may come later, or never). */
  private answered(type: PaymentEvent['type'], payment: PaymentRow, amount: number, tag: string, objectId?: string, failure?: string): Promise<void> {
    return this.apply({ id: `answer:${tag}`, type, intentId: payment.intent_id, amount, currency: payment.currency, at: new Date().toISOString(), ...(objectId ? { objectId } : {}), ...(failure ? { failure } : {}) });
  }

  /**
   * Charges a booking's balance on the card of its deposit. Stored first (requires_payment), so the provider's answer
   * — its webhook may come before this call returns — finds the payment; answers the payment as it stands after.
   */
  async chargeBalance(input: { bookingId: string; userId: string | null; amount: number; currency: string; description: string }): Promise<PaymentRow | null> {
    const query = this.deps.database.query.bind(this.deps.database) as RawQuery;
    const [deposit] = await query<PaymentRow>(`SELECT * FROM payments WHERE booking_id = $1 AND purpose = 'deposit' AND status = 'captured' AND provider = $2 ORDER BY created_at LIMIT 1`, [input.bookingId, this.provider.name]);
    if (!deposit) return null;
    const existing = await query<PaymentRow>(`SELECT * FROM payments WHERE booking_id = $1 AND purpose = 'balance' AND status IN ('captured', 'requires_payment')`, [input.bookingId]);
    if (existing[0]?.status === 'captured') return rowOf(existing[0]);
    const attempt = (await query(`SELECT count(*)::int AS n FROM payments WHERE booking_id = $1 AND purpose = 'balance'`, [input.bookingId]))[0]!.n as number;
    const key = `balance:${input.bookingId}:${Number(attempt) + (existing[0] ? 0 : 1)}`;
    const intentId = `pending:${key}`;
    await query(
      `INSERT INTO payments (id, provider, intent_id, purpose, booking_id, user_id, amount, currency, status)
       VALUES ($1, $2, $3, 'balance', $4, $5, $6, $7, 'requires_payment') ON CONFLICT (intent_id) DO NOTHING`,
      [key, this.provider.name, intentId, input.bookingId, input.userId, input.amount, input.currency],
    );
    const intent = await this.provider.chargeAgain(String(deposit.intent_id), { amount: input.amount, currency: input.currency, description: input.description, returnUrl: '' }, key);
    if (!intent) return null;
    // The provider's id, once known; then its answer (the webhook may have been refused for the unknown id: applied here).
    await query(`UPDATE payments SET intent_id = $2 WHERE id = $1 AND intent_id = $3`, [key, intent.id, intentId]);
    const payment = (await this.byId(query, key))!;
    await this.answered(intent.status === 'captured' ? 'payment.captured' : 'payment.failed', payment, intent.captured || intent.amount, `charge:${key}`, undefined, intent.failure);
    return this.byId(query, key);
  }

  async capture(paymentId: string): Promise<void> {
    const payment = await this.byId(this.deps.database.query.bind(this.deps.database) as RawQuery, paymentId);
    if (!payment || payment.status === 'captured' || payment.status === 'voided' || payment.provider === MANUAL_PROVIDER) return;
    const intent = await this.provider.capture(payment.intent_id, payment.amount, `capture:${payment.id}`);
    if (intent.status === 'captured') await this.answered('payment.captured', payment, payment.amount, `capture:${payment.id}`);
  }

  async void(paymentId: string): Promise<void> {
    const payment = await this.byId(this.deps.database.query.bind(this.deps.database) as RawQuery, paymentId);
    if (!payment || payment.status === 'captured' || payment.status === 'voided') return;
    // A manual program's amount still due holds nothing anywhere: released here alone.
    if (payment.provider !== MANUAL_PROVIDER) await this.provider.void(payment.intent_id, `void:${payment.id}`);
    await this.answered('payment.voided', payment, payment.amount, `void:${payment.id}`);
  }

  async refund(paymentId: string, amount: number, key: string): Promise<void> {
    const payment = await this.byId(this.deps.database.query.bind(this.deps.database) as RawQuery, paymentId);
    if (!payment || payment.status !== 'captured' || amount <= 0) return;
    if (payment.provider === MANUAL_PROVIDER) return this.refundManual(payment, amount, key);
    const { refundId } = await this.provider.refund(payment.intent_id, amount, key);
    await this.answered('refund.succeeded', payment, amount, `refund:${refundId}`, refundId);
  }

  /**
   * Pays the host what the booking holds, less the commission: the split is posted first (once per booking), then the
   * provider pays, then the payout's answer moves the host's payable to the provider's cash.
   */
  async payout(bookingId: string, hostId: string, currency: string): Promise<void> {
    const payout = await this.deps.database.rawTransaction(async (query) => {
      const [existing] = await query('SELECT * FROM payouts WHERE booking_id = $1', [bookingId]);
      if (existing) return existing;
      const held = -(await balanceOf(query, bookingAccount(bookingId), currency));
      if (held <= 0) return null;
      const commission = Math.round((held * this.deps.config.commissionPercent) / 100);
      // Paid on arrival: the host holds that money already, so the platform pays only the rest of the host's share;
      // when the host holds more than that share, nothing is paid and the host owes the difference (the commission):
      // the payout is 'owed' and the host's account stays debited by it.
      const [collected] = await query(
        `SELECT coalesce(sum(amount - refunded), 0)::text AS total FROM payments WHERE booking_id = $1 AND provider = $2 AND method = 'on_arrival' AND status = 'captured'`,
        [bookingId, MANUAL_PROVIDER],
      );
      const hostCollected = Number(collected?.total ?? 0);
      const due = held - commission - hostCollected;
      const id = randomUUID();
      await query(`INSERT INTO payouts (id, booking_id, host_id, provider, amount, commission, currency, status, host_collected) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
        id, bookingId, hostId, this.provider.name, Math.max(0, due), commission, currency, due > 0 ? 'pending' : due === 0 ? 'paid' : 'owed', hostCollected,
      ]);
      await post(query, {
        key: `payout-split:${bookingId}`, kind: 'commission', currency, bookingId, hostId, memo: `Commission ${this.deps.config.commissionPercent}%`,
        entries: [{ account: bookingAccount(bookingId), amount: held }, { account: COMMISSION_ACCOUNT, amount: -commission }, { account: hostAccount(hostId), amount: -(held - commission) }],
      });
      const [row] = await query('SELECT * FROM payouts WHERE id = $1', [id]);
      return row!;
    });
    if (!payout || payout.status !== 'pending' || Number(payout.amount) <= 0) return;
    const { payoutId } = await this.provider.payout({ hostId, amount: Number(payout.amount), currency, reference: String(payout.id) }, `payout:${payout.id}`);
    await this.apply({ id: `answer:payout:${payoutId}`, type: 'payout.paid', intentId: String(payout.id), amount: Number(payout.amount), currency, objectId: payoutId, at: new Date().toISOString() });
  }

  /**
   * Money received for a manual booking, recorded by its host or an admin, in the caller's transaction (the one that
   * claims the Idempotency-Key). The amount still due is one waiting row: all of it received, that row is captured;
   * part of it, a captured row is split off and the waiting row keeps the rest (so captured rows are what was paid and
   * the waiting row what is due). A bank transfer reaches the platform's bank account (`provider:manual`), like a card
   * payment; paid on arrival, the host holds it: the host's payable is debited, so the ledger never shows the platform
   * holding it. Then the listeners (the receipt) as for any payment taken.
   */
  async recordManual(tx: Tx, input: ManualRecord): Promise<PaymentRow> {
    const { query } = tx;
    const [waiting] = await query<PaymentRow>(`SELECT * FROM payments WHERE booking_id = $1 AND provider = $2 AND status = 'requires_payment' FOR UPDATE`, [input.bookingId, MANUAL_PROVIDER]);
    if (!waiting) throw conflict('NOTHING_DUE', 'Nothing is due on this booking.', { due: 0 });
    const due = rowOf(waiting);
    if (input.amount > due.amount) throw conflict('MORE_THAN_DUE', 'This is more than is due on this booking.', { dueMinor: due.amount });
    let row: PaymentRow;
    if (input.amount === due.amount) {
      [row] = await query<PaymentRow>(
        `UPDATE payments SET status = 'captured', method = $2, note = $3, recorded_by = $4, updated_at = now() WHERE id = $1 RETURNING *`,
        [due.id, input.method, input.note, input.recordedBy],
      ) as [PaymentRow];
    } else {
      await query('UPDATE payments SET amount = amount - $2, updated_at = now() WHERE id = $1', [due.id, input.amount]);
      const id = randomUUID();
      [row] = await query<PaymentRow>(
        `INSERT INTO payments (id, provider, intent_id, purpose, booking_id, user_id, amount, currency, status, method, note, recorded_by)
         VALUES ($1, $2, $3, 'deposit', $4, $5, $6, $7, 'captured', $8, $9, $10) RETURNING *`,
        [id, MANUAL_PROVIDER, `man_${id}`, input.bookingId, due.user_id, input.amount, due.currency, input.method, input.note, input.recordedBy],
      ) as [PaymentRow];
    }
    const payment = rowOf(row);
    const hostId = input.method === 'on_arrival' ? await this.hostOf(query, input.bookingId) : null;
    await post(query, {
      key: `manual:${payment.id}`, kind: 'deposit', currency: payment.currency, bookingId: input.bookingId, hostId,
      memo: input.method === 'on_arrival' ? 'Paid on arrival, held by the host' : 'Bank transfer received',
      entries: [
        { account: hostId ? hostAccount(hostId) : providerAccount(MANUAL_PROVIDER), amount: payment.amount },
        { account: bookingAccount(input.bookingId), amount: -payment.amount },
      ],
    });
    const event: PaymentEvent = { id: `manual:${payment.id}`, type: 'payment.captured', intentId: payment.intent_id, amount: payment.amount, currency: payment.currency, at: new Date().toISOString() };
    for (const listener of this.listeners) await listener(tx, payment, event);
    return payment;
  }

  private async hostOf(query: RawQuery, bookingId: string): Promise<string> {
    const [row] = await query<{ owner_id: string | null }>('SELECT p.owner_id FROM bookings b JOIN programs p ON p.id = b.program_id WHERE b.id = $1', [bookingId]);
    if (!row?.owner_id) throw conflict('NO_HOST', 'This booking’s program has no host to hold the money.');
    return row.owner_id;
  }

  /**
   * A bank transfer given back by hand (an admin's refund; the money leaves the platform's bank account): drawn first
   * from what a cancellation already set aside as owed to the guest, the rest from the booking's funds. Money paid on
   * arrival is the host's to give back: nothing moves here.
   */
  private async refundManual(payment: PaymentRow, amount: number, key: string): Promise<void> {
    if (payment.method !== 'bank_transfer') return;
    await inTransaction(this.deps, async (tx) => {
      const { query } = tx;
      const [row] = await query<PaymentRow>('SELECT * FROM payments WHERE id = $1 FOR UPDATE', [payment.id]);
      const locked = rowOf(row!);
      const give = Math.min(amount, locked.amount - locked.refunded);
      if (give <= 0) return;
      const fromOwed = Math.min(give, locked.refund_owed);
      const refundId = `man_re_${key}`;
      const { posted } = await post(query, {
        key: `refund:${refundId}`, kind: 'refund', currency: locked.currency, bookingId: locked.booking_id, memo: 'Bank transfer refunded by hand',
        entries: [{ account: REFUNDS_OWED_ACCOUNT, amount: fromOwed }, { account: bookingAccount(locked.booking_id ?? ''), amount: give - fromOwed }, { account: providerAccount(MANUAL_PROVIDER), amount: -give }],
      });
      if (!posted) return;
      const [moved] = await query<PaymentRow>('UPDATE payments SET refunded = refunded + $2, refund_owed = refund_owed - $3, updated_at = now() WHERE id = $1 RETURNING *', [locked.id, give, fromOwed]);
      const event: PaymentEvent = { id: `manual:${refundId}`, type: 'refund.succeeded', intentId: locked.intent_id, amount: give, currency: locked.currency, objectId: refundId, at: new Date().toISOString() };
      for (const listener of this.listeners) await listener(tx, rowOf(moved!), event);
    });
  }

  /**
   * Payments still open a minute after their last change: the provider is asked where they stand, and its state is
   * applied as the answer that was lost (a crash between the provider's answer and our write, a webhook never
   * delivered). The same ledger keys as the other paths, so nothing is counted twice.
   */
  async reconcile(now = new Date()): Promise<number> {
    const open = await this.deps.database.query<PaymentRow>(
      `SELECT * FROM payments WHERE status IN ('requires_payment', 'requires_action', 'authorised') AND updated_at < $1::timestamptz AND provider = $2 ORDER BY updated_at LIMIT 200`,
      [new Date(now.getTime() - 60_000).toISOString(), this.provider.name],
    );
    let settled = 0;
    for (const row of open.map(rowOf)) {
      const intent = await this.provider.retrieve(row.intent_id);
      if (!intent || intent.status === row.status) continue;
      const type = (Object.entries(STATE_OF).find(([, state]) => state === intent.status)?.[0] ?? null) as PaymentEvent['type'] | null;
      if (!type) continue;
      await this.apply({ id: `reconcile:${row.id}:${intent.status}`, type, intentId: row.intent_id, amount: intent.status === 'captured' ? intent.captured : intent.amount, currency: row.currency, failure: intent.failure, at: now.toISOString() });
      settled += 1;
    }
    return settled;
  }

  registerJobs(): void {
    const { jobs } = this.deps;
    const retry = { retryLimit: 8, retryDelayMs: 30_000 };
    jobs.register('payments.capture', async ({ paymentId }) => this.capture(paymentId), retry);
    jobs.register('payments.void', async ({ paymentId }) => this.void(paymentId), retry);
    jobs.register('payments.refund', async ({ paymentId, amount, key }) => this.refund(paymentId, amount, key), retry);
    jobs.register('payments.payout', async ({ bookingId, hostId, currency }) => this.payout(bookingId, hostId, currency), retry);
    jobs.register('payments.redeliver', async ({ body }) => {
      if (this.provider instanceof TestCardProvider) await this.deps.deliver(body, this.provider.signed(body));
    }, { retryLimit: 3, retryDelayMs: 10_000 });
    jobs.register('payments.reconcile', async (_p, run) => void (await this.reconcile(run.now)), { everyMs: 5 * 60_000 });
  }
}
