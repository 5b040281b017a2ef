// What the API answers about money, shared by the API (which alone computes it) and the pages that show it.
import type { Booking, ManualPaymentMethod, ProgramPaymentMethod } from './booking';

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

/** A host's month, as GET /api/my/statement answers (with the commission percentage the platform takes). */
export interface Statement {
  month: string;
  commissionPercent: number;
  lines: StatementLine[];
}

/** The admin's view of the ledger, as GET /api/admin/ledger answers (whole units of each currency unless said). */
export interface LedgerView {
  /** Per month, currency and kind of movement, the money moved. */
  months: { month: string; currency: string; kind: string; amount: number }[];
  /** Per host and currency: earned (their share after the commission), paid out, still owed. */
  hosts: { hostId: string; currency: string; earned: number; paidOut: number; owed: number }[];
  /** The sum of every entry per currency (minor units): zero when the books balance. */
  trialBalance: Record<string, number>;
}

/** An admin's refund by hand, as POST /api/admin/refunds answers (whole units of `currency`). */
export interface ManualRefund {
  id: string;
  bookingId: string;
  reference: string;
  amount: number;
  currency: string;
  reason: string;
  /** What may still be refunded after this one (captured, less refunds done or under way). */
  refundable: number;
}

/**
 * A guest's booking's money, as GET /api/bookings/:id/money answers (whole units of `currency`, all computed by the
 * server from the booking and its payments).
 */
export interface BookingMoney {
  currency: string;
  /** Taken through the platform, less what was given back. */
  paid: number;
  /** Held on the card until the host accepts (a request). */
  held: number;
  refunded: number;
  /** The balance still to be charged, and the day it is (YYYY-MM-DD); null when nothing more is due. */
  due: number | null;
  dueOn: string | null;
  /** What cancelling today would give back of what was paid; null when the guest may no longer cancel. */
  refundToday: number | null;
  /** How the program is paid: by card through the platform, or manual (bank transfer or on arrival). */
  method?: ProgramPaymentMethod;
  /** A manual booking's payments as the host or an admin recorded them (oldest first). */
  records?: ManualPaymentRecord[];
}

/** One payment recorded by hand on a booking of a manual program. */
export interface ManualPaymentRecord {
  id: string;
  amount: number;
  method: ManualPaymentMethod;
  note: string;
  /** When it was recorded (ISO). */
  at: string;
}

/** The platform's money terms, as GET /api/money/terms answers: its commission and when the balance is charged. */
export interface MoneyTerms {
  /** PLATFORM_COMMISSION_PERCENT: the share of what guests pay that the platform keeps. */
  commissionPercent: number;
  /** BALANCE_DUE_DAYS: days before arrival a deposit booking's balance is charged. */
  balanceDueDays: number;
}
