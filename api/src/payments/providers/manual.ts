import { randomBytes } from 'node:crypto';
import type { Intent, IntentRequest, PaymentEvent, PaymentProvider } from '../port';

/**
 * `manual`: a bank transfer or payment on arrival. No card and no page: the host or an admin records the money they
 * received (payments/service.ts `recordManual`), which reads as the same events a card provider sends, so the ledger
 * and the booking follow the same path. Its answers are not webhooks from outside: `verifyWebhook` refuses them all.
 */
export class ManualProvider implements PaymentProvider {
  readonly name = 'manual';
  constructor(private readonly apply: (event: PaymentEvent) => Promise<void>) {}

  private event(type: PaymentEvent['type'], intentId: string, amount: number, currency: string, objectId?: string): PaymentEvent {
    return { id: `man_evt_${randomBytes(10).toString('hex')}`, type, intentId, amount, currency, at: new Date().toISOString(), ...(objectId ? { objectId } : {}) };
  }

  async authorise(request: IntentRequest, key: string): Promise<Intent> {
    // The key names the intent, so the same call again answers the same intent.
    return { id: `man_${key}`, status: 'requires_payment', amount: request.amount, currency: request.currency, captured: 0, refunded: 0, failure: '' };
  }
  hostedPath(): null {
    return null;
  }
  /** Money received by the host or admin: the payment is captured. */
  async record(intentId: string, amount: number, currency: string): Promise<void> {
    await this.apply(this.event('payment.captured', intentId, amount, currency));
  }
  async chargeAgain(): Promise<Intent | null> {
    return null;
  }
  async capture(intentId: string, amount: number): Promise<Intent> {
    return { id: intentId, status: 'captured', amount, currency: '', captured: amount, refunded: 0, failure: '' };
  }
  async void(intentId: string): Promise<Intent> {
    return { id: intentId, status: 'voided', amount: 0, currency: '', captured: 0, refunded: 0, failure: '' };
  }
  async refund(intentId: string, amount: number, key: string): Promise<{ refundId: string }> {
    return { refundId: `man_re_${key}` };
  }
  async payout(_payout: { hostId: string; amount: number; currency: string; reference: string }, key: string): Promise<{ payoutId: string }> {
    return { payoutId: `man_po_${key}` };
  }
  async retrieve(): Promise<Intent | null> {
    return null;
  }
  verifyWebhook(): boolean {
    return false;
  }
  readWebhook(rawBody: string): PaymentEvent {
    return JSON.parse(rawBody) as PaymentEvent;
  }
}
