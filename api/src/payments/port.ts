/**
 * The payment port (docs/payments.md): what the platform asks of a payment provider. Every call carries an
 * idempotency key (the same call again answers the same and moves no money twice); the provider's answers that
 * matter (a payment authorised, captured, refunded, a payout paid) also arrive as signed webhooks, possibly late,
 * twice or out of order, and the platform's state follows those (payments/service.ts). Amounts are minor units.
 */

/**
 * The states of a payment. requires_payment: asked, the guest has not paid yet; requires_action: the card needs an
 * extra confirmation step; authorised: the money is held on the card; captured: taken; voided: the hold released
 * without taking anything; failed: declined or not enough funds (the guest may try another card).
 */
export const PAYMENT_STATES = ['requires_payment', 'requires_action', 'authorised', 'captured', 'voided', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface IntentRequest {
  amount: number;
  currency: string;
  /** What the guest reads on the payment page ("Deposit for WT-7K3QX9 …"). */
  description: string;
  /** Where the payment page sends the guest back to (empty: it says the guest may close it). */
  returnUrl: string;
}

export interface Intent {
  id: string;
  status: PaymentState;
  amount: number;
  currency: string;
  captured: number;
  refunded: number;
  failure: string;
}

export type PaymentEventType = 'payment.requires_action' | 'payment.authorised' | 'payment.failed' | 'payment.captured' | 'payment.voided' | 'refund.succeeded' | 'payout.paid';

/** A webhook's content, once verified and read. */
export interface PaymentEvent {
  /** Unique per event: the same event delivered twice has the same id. */
  id: string;
  type: PaymentEventType;
  /** The payment intent it is about (for payouts: the payout's id). */
  intentId: string;
  amount: number;
  currency: string;
  /** The refund's or payout's id, for those events. */
  objectId?: string;
  failure?: string;
  at: string;
}

export interface PaymentProvider {
  readonly name: string;
  /**
   * Authorise, first half: a payment the guest completes on the provider's hosted page (`hostedPath`). Held, not
   * taken (manual capture): taken by `capture`, released by `void`.
   */
  authorise(request: IntentRequest, idempotencyKey: string): Promise<Intent>;
  /** The hosted page's path, served by the API for the test provider. */
  hostedPath(intentId: string): string | null;
  /**
   * Charges the card of an earlier payment again, without the guest (the balance before arrival): captured at once, or
   * failed. Null when the provider cannot (the manual provider: the guest pays the host another way).
   */
  chargeAgain(previousIntentId: string, request: IntentRequest, idempotencyKey: string): Promise<Intent | null>;
  capture(intentId: string, amount: number, idempotencyKey: string): Promise<Intent>;
  void(intentId: string, idempotencyKey: string): Promise<Intent>;
  refund(intentId: string, amount: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /** Pays a host (a Connect transfer then payout at Stripe). */
  payout(payout: { hostId: string; amount: number; currency: string; reference: string }, idempotencyKey: string): Promise<{ payoutId: string }>;
  /** The intent as the provider has it now (the reconciling job asks when an answer may have been lost). */
  retrieve(intentId: string): Promise<Intent | null>;
  /** Whether a webhook's body was signed by the provider (its headers hold the signature). */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean;
  readWebhook(rawBody: string): PaymentEvent;
}

export class PaymentError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
