import { z } from 'zod';

/** An admin's refund by hand (POST /api/admin/refunds): the booking's reference, an amount in its currency, and why. */
export const manualRefundSchema = z.object({
  reference: z.string().trim().min(1, { error: 'Enter the booking’s reference.' }).max(40),
  amount: z.number({ error: 'Enter an amount.' }).positive({ error: 'The amount must be more than zero.' }).max(10_000_000),
  reason: z.string().trim().min(3, { error: 'Say why (at least 3 characters).' }).max(500, { error: 'The reason is 500 characters at most.' }),
});
export type ManualRefundRequest = z.infer<typeof manualRefundSchema>;
