import { z } from 'zod';
import { MANUAL_PAYMENT_METHODS } from '../domain/booking';

/** An admin's refund by hand (POST /api/admin/refunds): the booking's reference, an amount in its currency, and why. */
export const manualRefundSchema = z.object({
  reference: z.string().trim().min(1, { error: 'Enter the booking’s reference.' }).max(40),
  amount: z.number({ error: 'Enter an amount.' }).positive({ error: 'The amount must be more than zero.' }).max(10_000_000),
  reason: z.string().trim().min(3, { error: 'Say why (at least 3 characters).' }).max(500, { error: 'The reason is 500 characters at most.' }),
});
export type ManualRefundRequest = z.infer<typeof manualRefundSchema>;

/**
 * Money received for a booking of a manual program (POST /api/bookings/:id/manual-payments, the host or an admin):
 * an amount in the booking's currency (whole units, as every amount the API answers), how it came, and a note.
 */
export const recordManualPaymentSchema = z.object({
  amount: z.number({ error: 'Enter an amount.' }).positive({ error: 'The amount must be more than zero.' }).max(10_000_000, { error: 'The amount is too large.' }),
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: 'Choose bank transfer or paid on arrival.' }),
  note: z.string().trim().max(500, { error: 'The note is 500 characters at most.' }).default(''),
});
export type RecordManualPaymentRequest = z.input<typeof recordManualPaymentSchema>;
