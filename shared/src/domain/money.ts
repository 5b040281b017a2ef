// What the API answers about money, shared by the API (which alone computes it) and the pages that show it.
import type { Booking } from './booking';

/** A checkout: the amount the server priced, the provider's payment page, and the booking once paid. */
export interface Checkout {
  id: string;
  status: 'awaiting_payment' | 'booked' | 'failed';
  /** Whole units of `currency`, as everything the guest reads. */
  amount: number;
  currency: string;
  /** The provider's payment page, a path of the API. */
  payPath: string | null;
  payment: { status: string; failure: string; captured: boolean };
  error: { code: string; message: string } | null;
  booking: Booking | null;
}

/** One booking's money in a host's month (whole units of its currency), as GET /api/my/statement answers. */
export interface StatementLine {
  bookingId: string;
  reference: string;
  programName: string;
  currency: string;
  paid: number;
  refunded: number;
  commission: number;
  payout: number;
}
