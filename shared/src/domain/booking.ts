// The booking process in words, numbers and types, shared by the API (which alone changes a booking's state) and the
// pages that show it: how a program books (its mode, its cancellation policy, its price and its places left), states
// and moves, what a cancellation gives back, sessions, the guest's tabs and what the API answers. The schemas that
// check a booking are in @wellness/shared/schemas.

import { DEFAULT_LOCALE, formatMoney } from '../format';

// ---- How a program books ----

export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
export const BOOKING_MODE_LABEL: Record<BookingMode, string> = { instant: 'Book now', request: 'Request to book' };
/** A program paid by bank transfer or on arrival: what the booking card and dialog say. */
export const MANUAL_PAYMENT_TEXT = 'Nothing is charged online: the host tells you how to pay (bank transfer or on arrival).';
/** Without a price, booking charges nothing (the host says what it costs). */
export const NOTHING_CHARGED_NOW = 'Nothing is charged now.';
/** Days before arrival the balance of a deposit booking is charged (the API's BALANCE_DUE_DAYS default). */
export const BALANCE_DUE_DAYS = 30;
/**
 * What the checkout takes for a program: nothing (no price: a booking without payment), its deposit (the balance is
 * charged before arrival), or the whole price when it asks no deposit (the platform holds it until the stay).
 */
export type ChargeAtBooking = 'none' | 'deposit' | 'whole' | 'manual';
/**
 * How a program's guests pay (the host's choice in the program form): by card at checkout through the platform, or
 * by bank transfer or on arrival, which the host or an admin records (nothing is charged online).
 */
export const PROGRAM_PAYMENT_METHODS = ['card', 'manual'] as const;
export type ProgramPaymentMethod = (typeof PROGRAM_PAYMENT_METHODS)[number];
export const PROGRAM_PAYMENT_METHOD_LABEL: Record<ProgramPaymentMethod, string> = { card: 'Card at checkout', manual: 'Bank transfer or on arrival' };
export const PROGRAM_PAYMENT_METHOD_HINT: Record<ProgramPaymentMethod, string> = {
  card: 'Guests pay by card when they book; the platform holds the money until the stay and pays you after it.',
  manual: 'Nothing is charged online: you tell guests how to pay and record each payment you receive on the booking.',
};
/** How a manual payment came: to the platform's bank account, or to the host at arrival. */
export const MANUAL_PAYMENT_METHODS = ['bank_transfer', 'on_arrival'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export const MANUAL_PAYMENT_METHOD_LABEL: Record<ManualPaymentMethod, string> = { bank_transfer: 'Bank transfer', on_arrival: 'Paid on arrival' };
export const chargeAtBooking = (program: { price: number | null; depositPercent: number | null; paymentMethod?: ProgramPaymentMethod }): ChargeAtBooking =>
  program.price === null ? 'none' : program.paymentMethod === 'manual' ? 'manual' : (program.depositPercent ?? 0) > 0 ? 'deposit' : 'whole';
/**
 * What booking does with the guest's money: nothing (no price), the deposit or the whole price charged at once (an
 * instant booking), or held on the card and charged when the host accepts (a request).
 */
export type MoneyAtBooking = 'nothing' | 'charged' | 'held' | 'whole_charged' | 'whole_held' | 'manual';
/** A program with a price and a deposit takes the deposit at checkout. */
export const takesDeposit = (program: { price: number | null; depositPercent: number | null; paymentMethod?: ProgramPaymentMethod }) => chargeAtBooking(program) === 'deposit';
export const moneyAtBooking = (mode: BookingMode, charge: ChargeAtBooking): MoneyAtBooking =>
  charge === 'none' ? 'nothing' : charge === 'manual' ? 'manual' : charge === 'deposit' ? (mode === 'instant' ? 'charged' : 'held') : mode === 'instant' ? 'whole_charged' : 'whole_held';
/** What booking charges, said before the guest books (`balanceDays`: the API's BALANCE_DUE_DAYS). */
export function chargedNowText(money: MoneyAtBooking, balanceDays: number = BALANCE_DUE_DAYS): string {
  switch (money) {
    case 'nothing':
      return NOTHING_CHARGED_NOW;
    case 'charged':
      return `The deposit is charged now; the balance ${balanceDays} days before arrival.`;
    case 'held':
      return `The deposit is held on your card now and charged if the host accepts; the balance ${balanceDays} days before arrival.`;
    case 'whole_charged':
      return 'The whole price is charged now; the platform holds it until your stay.';
    case 'whole_held':
      return 'The whole price is held on your card now and charged if the host accepts.';
    case 'manual':
      return MANUAL_PAYMENT_TEXT;
  }
}
/** "24 hours", "1 hour". */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
/** A program's deposit as the booking card states it: a share of the total, and when it is taken. */
export function depositText(percent: number, money: MoneyAtBooking = 'nothing'): string {
  if (money === 'charged' || money === 'whole_charged') return `${percent}% of the total, charged when you book`;
  if (money === 'held' || money === 'whole_held') return `${percent}% of the total, held when you ask and charged if the host accepts`;
  return `${percent}% of the total, to pay later; nothing is charged when you book`;
}
/** What happens after the guest sends the form, by mode (`{hours}`: the owner's time to answer), and what is charged. */
export function nextStepText(mode: BookingMode, responseHours: number, charge: ChargeAtBooking = 'none', balanceDays: number = BALANCE_DUE_DAYS): string {
  const money = chargedNowText(moneyAtBooking(mode, charge), balanceDays);
  return mode === 'instant'
    ? `Your place is confirmed at once. ${money}`
    : `The host answers within ${hoursText(responseHours)} and your place is held until then; without an answer the request expires. ${money}`;
}
export const DEFAULT_RESPONSE_HOURS = 24;
/**
 * How a booking is actually made: an instant program confirms at once only for a signed-in guest; a visitor without
 * an account asks (a request the host confirms), so places taken without an account are held only until the host
 * answers or the request expires. The API decides with this, and the pages say the same before anyone books.
 */
export const bookingModeFor = (mode: BookingMode, signedIn: boolean): BookingMode => (mode === 'instant' && !signedIn ? 'request' : mode);
/** Beside a request that would be instant for a signed-in guest: how to get the quicker path. */
export const SIGN_IN_FOR_INSTANT = 'Sign in to have your place confirmed at once.';
/** What happens next for this visitor: their mode's step, and how to book at once where signing in would. */
export function nextStepFor(programMode: BookingMode, signedIn: boolean, responseHours: number, charge: ChargeAtBooking = 'none', balanceDays: number = BALANCE_DUE_DAYS): string {
  const mode = bookingModeFor(programMode, signedIn);
  const step = nextStepText(mode, responseHours, charge, balanceDays);
  return mode === programMode ? step : `${step} ${SIGN_IN_FOR_INSTANT}`;
}

// ---- Cancellation policies ----

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const CANCELLATION_POLICY_LABEL: Record<CancellationPolicy, string> = { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' };
/** Each policy's rule in plain words, shown on cards, on details and in the dialog before the guest confirms. */
export const CANCELLATION_POLICY_RULE: Record<CancellationPolicy, string> = {
  flexible: 'Full refund if you cancel at least 7 days before arrival; 50% refund after that.',
  moderate: 'Full refund if you cancel at least 30 days before arrival; 50% refund from 30 to 7 days before; no refund in the last 7 days.',
  strict: '50% refund if you cancel at least 30 days before arrival; no refund after that.',
};

// ---- Money ----

export const DEFAULT_CURRENCY = 'USD';
/** The highest price per person a program may ask, whichever way it is written (a number, or a text like "$3,450"). */
export const MAX_PRICE = 10_000_000;
/**
 * The refusal of a price over the cap. Written when asked, not when the module loads: every page that imports the
 * booking rules would otherwise build a number formatter (the browser's first one loads its locale data, tens of
 * milliseconds on a phone) before it shows anything.
 */
export const priceTooHigh = (): string => `A price per person can be at most ${formatMoney(MAX_PRICE, DEFAULT_CURRENCY, DEFAULT_LOCALE)}`;
/**
 * The first amount in a price text, whole units: "$3,450" → 3450, "From $2,400 per person" → 2400, "Contact for
 * pricing" → null. The whole number is read ("$10,000,000,000" is ten billion, not ten million), so the cap holds.
 */
export function amountInText(text: string | undefined): number | null {
  const match = /\d{1,3}(?:,\d{3})+(?!\d)|\d+/.exec(text ?? '');
  if (!match) return null;
  const rest = /^\.\d+/.exec((text ?? '').slice(match.index + match[0].length));
  return Math.round(Number(`${match[0].replace(/,/g, '')}${rest ? rest[0] : ''}`));
}

export interface PriceBreakdown {
  unitPrice: number;
  guests: number;
  total: number;
  /** Due now, when the program asks for a deposit; null otherwise. */
  deposit: number | null;
  /** The rest, due before arrival; null without a deposit. */
  balance: number | null;
}
/** Price per person × guests, and the deposit and balance when the program asks for one (a percentage of the total). */
export function priceBreakdown(unitPrice: number, guests: number, depositPercent: number | null): PriceBreakdown {
  const total = unitPrice * guests;
  const deposit = depositPercent === null || depositPercent <= 0 ? null : Math.round((total * depositPercent) / 100);
  return { unitPrice, guests, total, deposit, balance: deposit === null ? null : total - deposit };
}

// ---- Places ----

/** "3 places left", "1 place left", "Sold out". */
export function placesLeftText(placesLeft: number): string {
  if (placesLeft <= 0) return 'Sold out';
  return `${placesLeft} ${placesLeft === 1 ? 'place' : 'places'} left`;
}

// ---- States and moves ----

/**
 * A booking's states. `requested`: the guest asked a program that books on request; its place is held until the owner
 * answers or the deadline passes. `confirmed`: an instant booking, or a request the owner accepted. The others end it.
 */
export const BOOKING_STATES = ['requested', 'confirmed', 'declined', 'expired', 'canceled_by_guest', 'canceled_by_provider', 'completed'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** Who moves a booking: the guest, the program's owner, or the platform's own scheduled jobs. */
export const BOOKING_ACTORS = ['guest', 'owner', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** The moves of the process; `book` and `request` create a booking. */
export const BOOKING_MOVES = ['book', 'request', 'confirm', 'decline', 'expire', 'cancel', 'cancel_by_provider', 'complete'] as const;
export type BookingMove = (typeof BOOKING_MOVES)[number];

/** How each state reads to a person. */
export const BOOKING_STATE_LABEL: Record<BookingState, string> = {
  requested: 'Waiting for the host',
  confirmed: 'Confirmed',
  declined: 'Declined',
  expired: 'Expired',
  canceled_by_guest: 'Canceled by you',
  canceled_by_provider: 'Canceled by the host',
  completed: 'Completed',
};

/** The same states as the program's owner reads them. */
export const OWNER_BOOKING_STATE_LABEL: Record<BookingState, string> = {
  ...BOOKING_STATE_LABEL,
  requested: 'Awaiting your answer',
  canceled_by_guest: 'Canceled by the guest',
  canceled_by_provider: 'Canceled by you',
};


// ---- Cancellation policies ----

export type RefundKind = 'full' | 'partial' | 'none';
export interface CancellationOutcome {
  refund: RefundKind;
  /** What goes back to the guest, in the booking's currency; null when the booking has no price. */
  amount: number | null;
  /** Plain words for the guest: "You get a full refund of $3,450." */
  text: string;
  /**
   * The money as paid through the platform, when something was: what was paid and what cancelling now gives back of
   * it (whole units of the booking's currency), "You get back $1,455 of $4,850".
   */
  payment?: { paid: number; refund: number };
}

const DAY_MS = 86_400_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The calendar day of `now` in a time zone (an IANA name, the program's), as YYYY-MM-DD; an unknown zone reads as
 * UTC. Not shown to anyone (the format module shows dates): it is the day the program's own clock is on.
 */
export function dayIn(now: Date, timeZone = 'UTC'): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return dayIn(now, 'UTC');
    }
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Whole calendar days from the day it is now in the program's time zone to the arrival day; 0 on arrival day,
 * negative once it has passed. Days, not hours: "at least 7 days before arrival" holds all through the 7th day
 * before, whatever the hour, and the day changes at the program's midnight, not the server's.
 */
export function daysBeforeArrival(startDate: string, now: Date, timeZone = 'UTC'): number {
  return Math.round((Date.parse(`${startDate}T00:00:00Z`) - Date.parse(`${dayIn(now, timeZone)}T00:00:00Z`)) / DAY_MS);
}

/** The share a policy gives back when the guest cancels `days` days before arrival: each tier is "at least N days", inclusive. */
export function refundShare(policy: CancellationPolicy, days: number): number {
  switch (policy) {
    case 'flexible':
      return days >= 7 ? 1 : 0.5;
    case 'moderate':
      return days >= 30 ? 1 : days >= 7 ? 0.5 : 0;
    case 'strict':
      return days >= 30 ? 0.5 : 0;
  }
}

/**
 * What cancelling gives back at `now`, its amount written in `locale` (the API's answers are English; its emails pass their reader's language). A
 * request the host has not accepted costs nothing; a provider's cancellation refunds in full; a guest's cancellation
 * of a confirmed stay follows the policy, counting days in the program's time zone (`timeZone`, UTC when not known).
 */
export function cancellationOutcome(
  booking: { state: BookingState; startDate: string; total: number | null; currency: string; policy: CancellationPolicy; timeZone?: string | null | undefined },
  by: 'guest' | 'owner',
  now: Date,
  locale: string = DEFAULT_LOCALE,
): CancellationOutcome {
  const share = by === 'owner' || booking.state === 'requested' ? 1 : refundShare(booking.policy, daysBeforeArrival(booking.startDate, now, booking.timeZone ?? 'UTC'));
  const refund: RefundKind = share === 1 ? 'full' : share === 0 ? 'none' : 'partial';
  const amount = booking.total === null ? null : Math.round(booking.total * share);
  const money = amount === null ? '' : ` of ${formatMoney(amount, booking.currency, locale)}`;
  const text =
    refund === 'full'
      ? `${by === 'owner' ? 'The guest gets' : 'You get'} a full refund${money}.`
      : refund === 'partial'
        ? `${by === 'owner' ? 'The guest gets' : 'You get'} ${Math.round(share * 100)}% back${money}.`
        : 'No refund: the policy gives nothing back this close to arrival.';
  return { refund, amount, text };
}

// ---- Sessions ----

/** The most guests one booking may bring. */
export const MAX_GUESTS_PER_BOOKING = 20;
/**
 * How far ahead a program without sessions takes a preferred date (its own available dates, when it lists some, are
 * the dates it takes): about two years, so "2999-01-01" is no booking.
 */
export const BOOKING_HORIZON_DAYS = 730;
export const MAX_SESSION_NIGHTS = 60;
export const MAX_SESSION_PLACES = 500;

/** A dated session of a program, as the public sees it. */
export interface ProgramSession {
  id: string;
  /** YYYY-MM-DD, arrival. */
  startDate: string;
  nights: number;
  /** YYYY-MM-DD, departure (startDate + nights). */
  endDate: string;
  capacity: number;
  placesLeft: number;
}
/** A session as its owner sees it, with the places taken by live bookings. */
export interface OwnerProgramSession extends ProgramSession {
  taken: number;
}

/** Departure of a stay: arrival plus its nights, as YYYY-MM-DD. */
export function addNights(startDate: string, nights: number): string {
  return new Date(Date.parse(`${startDate}T00:00:00Z`) + nights * DAY_MS).toISOString().slice(0, 10);
}

// ---- The guest's tabs ----

/** The guest's My Programs tabs; every booking is in exactly one. */
export const BOOKING_TABS = ['booked', 'upcoming', 'canceled'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];
/** The rule of each tab, stated on the page. */
export const BOOKING_TAB_RULE: Record<BookingTab, string> = {
  upcoming: 'Requests waiting for the host and confirmed stays that have not started yet.',
  booked: 'Stays that have started or ended.',
  canceled: 'Declined, expired or canceled bookings.',
};
/** The one tab a booking belongs to, on `today` (YYYY-MM-DD). */
export function bookingTab(booking: { state: BookingState; startDate: string }, today: string): BookingTab {
  if (booking.state === 'completed') return 'booked';
  if (booking.state === 'requested') return 'upcoming';
  if (booking.state === 'confirmed') return booking.startDate > today ? 'upcoming' : 'booked';
  return 'canceled';
}

/** Whether the guest may still cancel: a live booking whose stay has not started. */
export function guestMayCancel(booking: { state: BookingState; startDate: string }, today: string): boolean {
  return (booking.state === 'requested' || booking.state === 'confirmed') && booking.startDate > today;
}

// ---- What the API answers ----

/** One move of a booking's history. */
export interface BookingHistoryEntry {
  from: BookingState | null;
  to: BookingState;
  move: BookingMove;
  actor: BookingActor;
  /** The owner's reason for a decline or cancellation; empty otherwise. */
  reason: string;
  at: string;
}

export interface Booking {
  id: string;
  /** A short reference a person can read out: "WT-7K3QX9". */
  reference: string;
  programId: string | null;
  programSlug: string | null;
  programName: string;
  programImage: string;
  location: string;
  name: string;
  email: string;
  phone: string;
  /** Arrival (the session's start, or the preferred date of a program without sessions). */
  startDate: string;
  /** Kept for older clients: the same as startDate. */
  preferredDate: string;
  /** Departure, when the stay's nights are known; null otherwise. */
  endDate: string | null;
  sessionId: string | null;
  guests: number;
  currency: string;
  /** Per person; null for a program without a price ("Contact for pricing"). */
  unitPrice: number | null;
  total: number | null;
  deposit: number | null;
  balance: number | null;
  bookingMode: BookingMode;
  policy: CancellationPolicy;
  state: BookingState;
  /** Kept for older clients: the same as state. */
  status: BookingState;
  /** The tab of the guest's dashboard it belongs to today. */
  tab: BookingTab;
  /** A request's deadline for the owner's answer. */
  respondBy: string | null;
  /** The outcome kept when it was canceled. */
  cancellation: CancellationOutcome | null;
  /** The owner's reason when declined or canceled by them. */
  reason: string;
  createdAt: string;
  updatedAt: string;
  history: BookingHistoryEntry[];
}
export interface BookingList {
  bookings: Booking[];
  counts: Record<BookingTab, number>;
}

/** A booking of one of the owner's programs. */
export type OwnerBooking = Booking;
/** A page of an owner's bookings: counts per state and total match the search (q), total also the state filter. */
export interface OwnerBookingList {
  requests: OwnerBooking[];
  counts: Record<BookingState, number>;
  total: number;
  limit: number;
  offset: number;
}

export const BOOKING_MESSAGES = {
  sessionFull: 'This session is full',
  notEnoughPlaces: (left: number) => `Only ${placesLeftText(left).replace(' left', '')} left in this session`,
  sessionPast: 'This session has already started; please choose another',
  sessionRequired: 'Please choose a session',
  unknownSession: 'This session is not offered for this program',
  guestsOverPlaces: (left: number) => `Only ${left} ${left === 1 ? 'place is' : 'places are'} left in this session`,
  notUpcoming: 'Only a booking whose stay has not started can be canceled',
  ownProgram: 'You cannot book your own program.',
  paymentRequired: 'This program is paid by card when booking: start a checkout (POST /api/checkouts) and the booking is made once the payment is held.',
  dateTooFar: 'Please choose a date within the next two years',
  guestPlacesCap: (cap: number, held: number) =>
    held >= cap
      ? `You already hold ${cap} ${cap === 1 ? 'place' : 'places'} in this session, the most one guest can hold.`
      : `One guest can hold at most ${cap} places in a session; you can book ${cap - held} more.`,
  /** A program without a reachable host (no owner, or the owner's account deactivated): shown on its booking card. */
  noHost: 'This program cannot be booked yet: it has no host to confirm bookings.',
  invalidMove: (state: BookingState, move: BookingMove) => `This booking is ${BOOKING_STATE_LABEL[state].toLowerCase()}; it cannot be ${MOVE_PAST[move]}.`,
} as const;
const MOVE_PAST: Record<BookingMove, string> = {
  book: 'booked',
  request: 'requested',
  confirm: 'confirmed',
  decline: 'declined',
  expire: 'expired',
  cancel: 'canceled',
  cancel_by_provider: 'canceled',
  complete: 'completed',
};

// ---- Withdrawing a program ----

/** A program with live bookings is withdrawn, not deleted: its upcoming bookings end by the booking process. */
export const WITHDRAW_MESSAGES = {
  hasLiveBookings: (live: number) =>
    `This program has ${live} live ${live === 1 ? 'booking' : 'bookings'}, so it cannot be deleted. Withdraw it instead: its upcoming bookings are canceled, each guest is refunded in full and told by email.`,
  /** The reason the guests read when the owner gives none. */
  defaultReason: 'The host withdrew this program.',
} as const;

/** What withdrawing a program did: requests declined, upcoming stays canceled (full refund), stays under way kept. */
export interface WithdrawOutcome {
  declined: number;
  canceled: number;
  /** Stays that have started: they go on and complete as booked. */
  underWay: number;
}
