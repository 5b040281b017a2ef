import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database, RawQuery } from '../../db/client';
import { PaymentError, type Intent, type IntentRequest, type PaymentEvent, type PaymentProvider, type PaymentState } from '../port';

/**
 * `test-card`: a provider that behaves like a card processor, for `pnpm start` and the tests (no real processor can
 * be reached from here). It keeps its own books (test_card_intents, migrations/0101), answers each idempotency key
 * once, takes cards only on its hosted page (payments/routes.ts), and tells the platform what happened by HMAC-signed
 * webhooks, each sent twice (at once and again a little later), as real processors may.
 */

/** The test cards and what each stands for. */
export const TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_action',
} as const;
export type TestCardOutcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  notTestCard: 'This is a test payment: use one of the test card numbers listed below.',
  expiry: 'Enter the expiry date as MM/YY, in the future.',
  cvc: 'Enter the 3 or 4 digits of the security code.',
  actionRefused: 'The extra confirmation step was not completed.',
};

export const SIGNATURE_HEADER = 'x-test-card-signature';
/** A signature older than this is refused (a replayed delivery). */
const SIGNATURE_TOLERANCE_S = 300;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function signWebhook(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}

export function verifySignature(secret: string, body: string, header: string | undefined, now = Date.now()): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const at = Number(parts.t);
  if (!Number.isInteger(at) || !parts.v1 || Math.abs(now / 1000 - at) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${at}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface IntentRow {
  id: string;
  amount: string | number;
  currency: string;
  status: PaymentState;
  captured: string | number;
  refunded: string | number;
  failure: string;
  description: string;
  return_url: string;
}
const toIntent = (r: IntentRow): Intent => ({
  id: r.id, status: r.status, amount: Number(r.amount), currency: r.currency, captured: Number(r.captured), refunded: Number(r.refunded), failure: r.failure,
});

export interface TestCardOptions {
  database: Database;
  secret: string;
  /** Hands a signed webhook to the platform (the API's webhook route). */
  deliver: (body: string, signature: string) => Promise<void>;
  /** Hands it again later (a job): processors deliver at least once, sometimes more. */
  redeliver: (body: string) => Promise<void>;
}

/** The card as the hosted page sent it. Never stored or logged: only its outcome and last four digits are kept. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export function checkCard(card: CardInput, now = new Date()): { outcome: TestCardOutcome; last4: string } | { error: string; field: keyof CardInput } {
  const number = card.number.replace(/[\s-]/g, '');
  const outcome = (TEST_CARDS as Record<string, TestCardOutcome>)[number];
  if (!outcome) return { error: CARD_MESSAGES.notTestCard, field: 'number' };
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(m?.[1]);
  const year = 2000 + Number(m?.[2]);
  if (!m || month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { error: CARD_MESSAGES.expiry, field: 'expiry' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { error: CARD_MESSAGES.cvc, field: 'cvc' };
  return { outcome, last4: number.slice(-4) };
}

export class TestCardProvider implements PaymentProvider {
  readonly name = 'test-card';
  constructor(private readonly options: TestCardOptions) {}

  /** One call per idempotency key: run once under the key's lock, its answer kept and answered again. */
  private async once<T>(key: string, run: (q: RawQuery) => Promise<{ answer: T; events: PaymentEvent[] }>): Promise<T> {
    const { answer, events } = await this.options.database.rawTransaction(async (q) => {
      await q('SELECT pg_advisory_xact_lock(hashtext($1))', [`test-card:${key}`]);
      const [kept] = await q('SELECT answer FROM test_card_calls WHERE idempotency_key = $1', [key]);
      if (kept) return { answer: (typeof kept.answer === 'string' ? JSON.parse(kept.answer) : kept.answer) as T, events: [] as PaymentEvent[] };
      const result = await run(q);
      await q('INSERT INTO test_card_calls (idempotency_key, answer) VALUES ($1, $2::jsonb)', [key, JSON.stringify(result.answer)]);
      return result;
    });
    for (const event of events) await this.emit(event);
    return answer;
  }

  private async emit(event: PaymentEvent): Promise<void> {
    const body = JSON.stringify(event);
    // Delivered after the provider's own commit; a failed delivery is left to the second one (and to the reconciling job).
    await this.options.deliver(body, signWebhook(this.options.secret, body)).catch(() => undefined);
    await this.options.redeliver(body);
  }

  signed(body: string): string {
    return signWebhook(this.options.secret, body);
  }

  private event(type: PaymentEvent['type'], intent: { id: string; amount: number; currency: string }, extra: Partial<PaymentEvent> = {}): PaymentEvent {
    return { id: newId('evt'), type, intentId: intent.id, amount: intent.amount, currency: intent.currency, at: new Date().toISOString(), ...extra };
  }

  private async load(q: RawQuery, intentId: string, lock = true): Promise<IntentRow> {
    const [row] = await q<IntentRow>(`SELECT * FROM test_card_intents WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [intentId]);
    if (!row) throw new PaymentError('No such payment.', 'NO_SUCH_PAYMENT');
    return row;
  }

  private async set(q: RawQuery, intentId: string, fields: Record<string, string | number>): Promise<Intent> {
    const names = Object.keys(fields);
    const [row] = await q<IntentRow>(
      `UPDATE test_card_intents SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`,
      [intentId, ...names.map((n) => fields[n]!)],
    );
    return toIntent(row!);
  }

  authorise(request: IntentRequest, key: string): Promise<Intent> {
    return this.once(`authorise:${key}`, async (q) => {
      const [row] = await q<IntentRow>(
        `INSERT INTO test_card_intents (id, amount, currency, capture_method, status, description, return_url) VALUES ($1, $2, $3, 'manual', 'requires_payment', $4, $5) RETURNING *`,
        [newId('tc_pi'), request.amount, request.currency, request.description, request.returnUrl],
      );
      return { answer: toIntent(row!), events: [] };
    });
  }

  hostedPath(intentId: string): string {
    return `/pay/${encodeURIComponent(intentId)}`;
  }

  /** What the hosted page shows: the amount, the description, the state. */
  async page(intentId: string): Promise<(Intent & { description: string; returnUrl: string }) | null> {
    const [row] = await this.options.database.query<IntentRow>('SELECT * FROM test_card_intents WHERE id = $1', [intentId]);
    return row ? { ...toIntent(row), description: row.description, returnUrl: row.return_url } : null;
  }

  /** The hosted page's form: the card's outcome decides the payment's. A paid or held payment takes no second card. */
  pay(intentId: string, outcome: TestCardOutcome, last4: string): Promise<Intent> {
    return this.withEvents(async (q) => {
      const row = await this.load(q, intentId);
      if (row.status !== 'requires_payment' && row.status !== 'failed') return { answer: toIntent(row), events: [] };
      if (outcome === 'succeeds') {
        const intent = await this.set(q, intentId, { status: 'authorised', last4, failure: '' });
        return { answer: intent, events: [this.event('payment.authorised', intent)] };
      }
      if (outcome === 'requires_action') {
        const intent = await this.set(q, intentId, { status: 'requires_action', last4, failure: '' });
        return { answer: intent, events: [this.event('payment.requires_action', intent)] };
      }
      const failure = CARD_MESSAGES[outcome];
      const intent = await this.set(q, intentId, { status: 'failed', last4, failure });
      return { answer: intent, events: [this.event('payment.failed', intent, { failure })] };
    });
  }

  /** The extra confirmation step: approved, the payment is held; refused, it failed. */
  confirmAction(intentId: string, approved: boolean): Promise<Intent> {
    return this.withEvents(async (q) => {
      const row = await this.load(q, intentId);
      if (row.status !== 'requires_action') return { answer: toIntent(row), events: [] };
      if (approved) {
        const intent = await this.set(q, intentId, { status: 'authorised' });
        return { answer: intent, events: [this.event('payment.authorised', intent)] };
      }
      const intent = await this.set(q, intentId, { status: 'failed', failure: CARD_MESSAGES.actionRefused });
      return { answer: intent, events: [this.event('payment.failed', intent, { failure: CARD_MESSAGES.actionRefused })] };
    });
  }

  private async withEvents<T>(run: (q: RawQuery) => Promise<{ answer: T; events: PaymentEvent[] }>): Promise<T> {
    const { answer, events } = await this.options.database.rawTransaction(run);
    for (const event of events) await this.emit(event);
    return answer;
  }

  /** The saved card of an earlier payment, charged again: its last four digits say which test card it was. */
  chargeAgain(previousIntentId: string, request: IntentRequest, key: string): Promise<Intent> {
    return this.once(`charge-again:${key}`, async (q) => {
      const previous = await this.load(q, previousIntentId, false);
      const outcome = Object.entries(TEST_CARDS).find(([number]) => number.endsWith(String((previous as IntentRow & { last4?: string }).last4 ?? '')))?.[1] ?? 'declined';
      // Without the guest there is no one to take the extra confirmation step: it fails as authentication required.
      const failure = outcome === 'succeeds' ? '' : outcome === 'requires_action' ? 'The bank asked the cardholder to confirm the payment.' : CARD_MESSAGES[outcome];
      const [row] = await q<IntentRow>(
        `INSERT INTO test_card_intents (id, amount, currency, capture_method, status, description, return_url, last4, captured, failure)
         VALUES ($1, $2, $3, 'automatic', $4, $5, '', $6, $7, $8) RETURNING *`,
        [newId('tc_pi'), request.amount, request.currency, failure ? 'failed' : 'captured', request.description, String((previous as IntentRow & { last4?: string }).last4 ?? ''), failure ? 0 : request.amount, failure],
      );
      const intent = toIntent(row!);
      return { answer: intent, events: [failure ? this.event('payment.failed', intent, { failure }) : this.event('payment.captured', intent)] };
    });
  }

  capture(intentId: string, amount: number, key: string): Promise<Intent> {
    return this.once(`capture:${key}`, async (q) => {
      const row = await this.load(q, intentId);
      if (row.status === 'captured') return { answer: toIntent(row), events: [] };
      if (row.status !== 'authorised') throw new PaymentError(`A payment that is ${row.status} cannot be captured.`, 'NOT_CAPTURABLE');
      if (amount <= 0 || amount > Number(row.amount)) throw new PaymentError('The capture exceeds what was authorised.', 'AMOUNT_TOO_LARGE');
      const intent = await this.set(q, intentId, { status: 'captured', captured: amount });
      return { answer: intent, events: [this.event('payment.captured', { ...intent, amount })] };
    });
  }

  void(intentId: string, key: string): Promise<Intent> {
    return this.once(`void:${key}`, async (q) => {
      const row = await this.load(q, intentId);
      if (row.status === 'voided' || row.status === 'failed') return { answer: toIntent(row), events: [] };
      if (row.status === 'captured') throw new PaymentError('A captured payment is refunded, not voided.', 'NOT_VOIDABLE');
      const intent = await this.set(q, intentId, { status: 'voided' });
      return { answer: intent, events: [this.event('payment.voided', intent)] };
    });
  }

  refund(intentId: string, amount: number, key: string): Promise<{ refundId: string }> {
    return this.once(`refund:${key}`, async (q) => {
      const row = await this.load(q, intentId);
      if (row.status !== 'captured') throw new PaymentError('Only a captured payment is refunded.', 'NOT_REFUNDABLE');
      if (amount <= 0 || Number(row.refunded) + amount > Number(row.captured)) throw new PaymentError('The refund exceeds what was captured.', 'AMOUNT_TOO_LARGE');
      const intent = await this.set(q, intentId, { refunded: Number(row.refunded) + amount });
      const refundId = newId('tc_re');
      return { answer: { refundId }, events: [this.event('refund.succeeded', { ...intent, amount }, { objectId: refundId })] };
    });
  }

  payout(payout: { hostId: string; amount: number; currency: string; reference: string }, key: string): Promise<{ payoutId: string }> {
    return this.once(`payout:${key}`, async () => {
      const payoutId = newId('tc_po');
      return { answer: { payoutId }, events: [this.event('payout.paid', { id: payout.reference, amount: payout.amount, currency: payout.currency }, { objectId: payoutId })] };
    });
  }

  async retrieve(intentId: string): Promise<Intent | null> {
    const [row] = await this.options.database.query<IntentRow>('SELECT * FROM test_card_intents WHERE id = $1', [intentId]);
    return row ? toIntent(row) : null;
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean {
    const header = headers[SIGNATURE_HEADER];
    return verifySignature(this.options.secret, rawBody, Array.isArray(header) ? header[0] : header);
  }

  readWebhook(rawBody: string): PaymentEvent {
    return JSON.parse(rawBody) as PaymentEvent;
  }
}
