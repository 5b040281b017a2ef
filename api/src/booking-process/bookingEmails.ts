import type { BookingState, CancellationPolicy } from '@wellness/shared/domain';
import { formatDateRange, formatDateTime, formatMoney, type Locale } from '@wellness/shared/format';
import type { BookingRow } from '../db/schema';
import { fromMinor } from '../ledger/ledger';
import type { EmailContent, EmailFact } from '../lib/email/render';
import { emailT } from '../lib/i18n';

// What each side of a booking is told at each of its moments, in words: a request, a booking, a confirmation, a
// decline, an expiry, a cancellation, each to the guest and to the host, with the booking's summary (program, place,
// dates, guests, amounts, cancellation policy, reference). In the reader's language (lib/i18n, keys under `booking.`);
// dates and amounts through @wellness/shared/format in the same language.

export type Side = 'guest' | 'owner';

/** The moment of a booking a pair of emails tells of. */
export interface BookingMoment {
  row: BookingRow;
  /** The state it came from (null: just made). */
  from: BookingState | null;
  /** "Lena H." (or the name typed without an account), as the host sees the guest. */
  guestName: string;
  /** The host's name, as the guest sees it ("Red Rock Longevity Institute"); null: the program has no host account. */
  hostName: string | null;
  /** Canceled by the platform because the balance could not be charged after its retries: what was paid, what comes back (minor units). */
  unpaid?: { paid: number; refund: number };
  /** What the guest paid through the platform at checkout (the deposit, or the whole price), in major units; none for a booking made without checkout. */
  paid?: { amount: number; whole: boolean } | null;
}

/** The thread's line when the platform cancels a booking whose balance was never paid. */
export const UNPAID_LINE = 'Booking canceled: the balance could not be charged.';

export interface SideEmail extends EmailContent {
  subject: string;
  linkLabel: string;
  /** Where the reader acts: the booking's thread, or the program's page (to choose other dates). */
  goTo: 'thread' | 'program';
}

type T = ReturnType<typeof emailT>;

/** Written out key by key, so the catalogue's check sees every key in the code. */
const POLICY_LABEL = { flexible: 'booking.policyLabel.flexible', moderate: 'booking.policyLabel.moderate', strict: 'booking.policyLabel.strict' } as const;
const POLICY_RULE = { flexible: 'booking.policyRule.flexible', moderate: 'booking.policyRule.moderate', strict: 'booking.policyRule.strict' } as const;
const POLICY_NAME = { flexible: 'booking.policyName.flexible', moderate: 'booking.policyName.moderate', strict: 'booking.policyName.strict' } as const;

/** A policy by its name, in a sentence ("Under the moderate policy, …"). */
const policyName = (t: T, policy: CancellationPolicy) => t(POLICY_NAME[policy]);

/** What is said in one language: its `t`, and its amounts and deadlines. */
function wordsIn(locale: Locale) {
  const t = emailT(locale);
  return {
    t,
    money: (amount: number | null, currency: string) => (amount === null ? null : formatMoney(amount, currency, locale)),
    /** "10 Jan 2027, 14:00 UTC": the deadline as an instant, in one zone everyone can convert. */
    deadline: (at: Date | null) => (at ? `${formatDateTime(at, locale, 'UTC')} UTC` : ''),
  };
}
type Words = ReturnType<typeof wordsIn>;

const hostNameOf = (t: T, moment: Pick<BookingMoment, 'hostName'>) => moment.hostName ?? t('booking.theHost');

/** The booking's summary, for both sides, in `locale`. */
export function bookingFacts(row: BookingRow, moment: Pick<BookingMoment, 'guestName' | 'hostName' | 'paid'>, side: Side, locale: Locale): EmailFact[] {
  const { t, money, deadline } = wordsIn(locale);
  const facts: EmailFact[] = [
    { label: t('booking.fact.program'), value: row.programName },
    { label: t('booking.fact.place'), value: row.location },
    { label: t('booking.fact.dates'), value: formatDateRange(row.preferredDate, row.endsOn, locale) },
    { label: t('booking.fact.guests'), value: t('booking.guestCount', { count: row.guests }) },
    side === 'owner' ? { label: t('booking.fact.guest'), value: moment.guestName } : { label: t('booking.fact.host'), value: hostNameOf(t, moment) },
    { label: t('booking.fact.total'), value: money(row.total, row.currency) ?? t('booking.fact.priceOnRequest') },
  ];
  const paid = moment.paid ?? null;
  if (paid) {
    const amount = money(paid.amount, row.currency);
    facts.push({
      label: paid.whole ? t('booking.fact.paid') : t('booking.fact.deposit'),
      value: row.status === 'requested' ? t('booking.fact.held', { amount }) : t('booking.fact.paidThrough', { amount }),
    });
  } else if (row.depositDue !== null && row.depositDue > 0) {
    facts.push({ label: t('booking.fact.deposit'), value: t('booking.fact.notChargedOnline', { amount: money(row.depositDue, row.currency) }) });
  }
  facts.push({ label: t('booking.fact.policy'), value: t('booking.fact.policyValue', { label: t(POLICY_LABEL[row.policy]), rule: t(POLICY_RULE[row.policy]) }) });
  if (row.status === 'requested' && row.respondBy) facts.push({ label: side === 'owner' ? t('booking.fact.answerBy') : t('booking.fact.hostAnswersBy'), value: deadline(row.respondBy) });
  facts.push({ label: t('booking.fact.reference'), value: row.reference });
  return facts;
}

/** What a cancellation gives back, said to one side (the stored outcome: refund kind and amount). */
function refundWords({ t, money }: Words, row: BookingRow, from: BookingState | null, side: Side): string {
  const guest = side === 'guest';
  if (from === 'requested') return guest ? t('booking.refund.requestGuest') : t('booking.refund.requestOwner');
  const amount = money(row.refundAmount, row.currency);
  const policy = policyName(t, row.policy);
  if (row.status === 'canceled_by_provider') {
    if (amount) return guest ? t('booking.refund.hostCanceledGuest', { amount }) : t('booking.refund.hostCanceledOwner', { amount });
    return guest ? t('booking.refund.hostCanceledGuestNoAmount') : t('booking.refund.hostCanceledOwnerNoAmount');
  }
  if (row.refund === 'full') {
    if (amount) return guest ? t('booking.refund.fullGuest', { policy, amount }) : t('booking.refund.fullOwner', { policy, amount });
    return guest ? t('booking.refund.fullGuestNoAmount', { policy }) : t('booking.refund.fullOwnerNoAmount', { policy });
  }
  if (row.refund === 'partial') {
    if (amount) return guest ? t('booking.refund.partialGuest', { policy, amount }) : t('booking.refund.partialOwner', { policy, amount });
    return guest ? t('booking.refund.partialGuestNoAmount', { policy }) : t('booking.refund.partialOwnerNoAmount', { policy });
  }
  return t('booking.refund.none', { policy });
}

/** What the platform gives back of what the guest paid, when it cancels a booking whose balance was never paid. */
function unpaidRefundWords({ t }: Words, locale: Locale, row: BookingRow, back: { paid: number; refund: number }, side: Side): string {
  const minor = (n: number) => formatMoney(fromMinor(n, row.currency), row.currency, locale);
  const policy = policyName(t, row.policy);
  const guest = side === 'guest';
  if (back.paid <= 0) return t('booking.unpaidRefund.nothingPaid');
  const paid = minor(back.paid);
  if (back.refund <= 0) return guest ? t('booking.unpaidRefund.noneGuest', { policy, paid }) : t('booking.unpaidRefund.noneOwner', { policy, paid });
  const refund = minor(back.refund);
  return guest ? t('booking.unpaidRefund.backGuest', { policy, refund, paid }) : t('booking.unpaidRefund.backOwner', { policy, refund, paid });
}

/** The reason the other side gave ("Their reason: …"), or the reader's own ("Your reason: …"); none when none was given. */
const reasonLine = (t: T, row: BookingRow, whose: 'theirs' | 'yours') =>
  row.cancelReason ? [whose === 'theirs' ? t('booking.reason.theirs', { reason: row.cancelReason }) : t('booking.reason.yours', { reason: row.cancelReason })] : [];

/**
 * What happened to the guest's money at this moment, in the guest's words: paid through the platform at checkout (the
 * deposit or the whole price), held on the card while a request waits, or nothing charged online (a booking made
 * without checkout, or a program without a price).
 */
function guestMoneyWords({ t, money }: Words, row: BookingRow, paid: BookingMoment['paid'], moment: 'request' | 'booked' | 'accepted'): string {
  if (!paid) return moment === 'request' ? t('booking.money.nothingNow') : t('booking.money.nothingOnline');
  const amount = money(paid.amount, row.currency);
  const balance = !paid.whole && row.total !== null ? money(Math.max(0, row.total - paid.amount), row.currency) : null;
  const rest = balance ? t('booking.money.balance', { balance }) : t('booking.money.holds');
  if (moment === 'request') return paid.whole ? t('booking.money.requestWhole', { amount }) : t('booking.money.requestDeposit', { amount });
  if (moment === 'accepted') return `${paid.whole ? t('booking.money.acceptedWhole', { amount }) : t('booking.money.acceptedDeposit', { amount })} ${rest}`;
  return `${paid.whole ? t('booking.money.bookedWhole', { amount }) : t('booking.money.bookedDeposit', { amount })} ${rest}`;
}

/**
 * The email of this moment to one side, in `locale` (the reader's language), or null when that side is told nothing
 * (a completed stay). The one who moved gets a receipt; the other side is told what changed and what they can do.
 */
export function bookingEmail(moment: BookingMoment, side: Side, locale: Locale): SideEmail | null {
  const { row, from, guestName } = moment;
  const words = wordsIn(locale);
  const { t, deadline } = words;
  const program = row.programName;
  const host = hostNameOf(t, moment);
  const guest = guestName;
  const facts = bookingFacts(row, moment, side, locale);
  const created = from === null;
  const toGuest = side === 'guest';
  switch (row.status) {
    case 'requested':
      return toGuest
        ? {
            subject: t('booking.requested.guestSubject', { program }), heading: t('booking.requested.guestHeading'), facts, goTo: 'thread', linkLabel: t('booking.requested.guestLink'),
            paragraphs: [
              t('booking.requested.guestSent', { program, host, deadline: deadline(row.respondBy) }),
              `${t('booking.requested.guestExpires')} ${guestMoneyWords(words, row, moment.paid, 'request')}`,
            ],
          }
        : {
            subject: t('booking.requested.ownerSubject', { program }), heading: t('booking.requested.ownerHeading', { guest, program }), facts, goTo: 'thread', linkLabel: t('booking.requested.ownerLink'),
            paragraphs: [t('booking.requested.ownerAnswer', { deadline: deadline(row.respondBy) })],
          };
    case 'confirmed':
      if (created) {
        return toGuest
          ? {
              subject: t('booking.booked.guestSubject', { program }), heading: t('booking.booked.guestHeading'), facts, goTo: 'thread', linkLabel: t('booking.booked.guestLink'),
              paragraphs: [`${t('booking.booked.guestConfirmed', { program })} ${guestMoneyWords(words, row, moment.paid, 'booked')}`, t('booking.booked.guestWrite', { host })],
            }
          : {
              subject: t('booking.booked.ownerSubject', { program }), heading: t('booking.booked.ownerHeading', { guest, program }), facts, goTo: 'thread', linkLabel: t('booking.booked.ownerLink'),
              paragraphs: [moment.paid ? t('booking.booked.ownerPaid', { guest }) : t('booking.booked.ownerUnpaid', { guest })],
            };
      }
      return toGuest
        ? {
            subject: t('booking.accepted.guestSubject', { program }), heading: t('booking.accepted.guestHeading'), facts, goTo: 'thread', linkLabel: t('booking.accepted.guestLink'),
            paragraphs: [`${t('booking.accepted.guestConfirmed', { host, program })} ${guestMoneyWords(words, row, moment.paid, 'accepted')}`],
          }
        : {
            subject: t('booking.accepted.ownerSubject', { program }), heading: t('booking.accepted.ownerHeading', { guest }), facts, goTo: 'thread', linkLabel: t('booking.accepted.ownerLink'),
            paragraphs: [moment.paid ? t('booking.accepted.ownerPaid', { guest }) : t('booking.accepted.ownerUnpaid', { guest })],
          };
    case 'declined':
      return toGuest
        ? {
            subject: t('booking.declined.guestSubject', { program }), heading: t('booking.declined.guestHeading'), facts, goTo: 'program', linkLabel: t('booking.declined.guestLink'),
            paragraphs: [t('booking.declined.guestDeclined', { host, program }), ...reasonLine(t, row, 'theirs'), t('booking.declined.guestFree')],
          }
        : {
            subject: t('booking.declined.ownerSubject', { program }), heading: t('booking.declined.ownerHeading', { guest }), facts, goTo: 'thread', linkLabel: t('booking.declined.ownerLink'),
            paragraphs: [...reasonLine(t, row, 'yours'), t('booking.declined.ownerFree')],
          };
    case 'expired':
      return toGuest
        ? {
            subject: t('booking.expired.guestSubject', { program }), heading: t('booking.expired.guestHeading'), facts, goTo: 'program', linkLabel: t('booking.expired.guestLink'),
            paragraphs: [t('booking.expired.guestExpired', { host, program })],
          }
        : {
            subject: t('booking.expired.ownerSubject', { program }), heading: t('booking.expired.ownerHeading', { guest }), facts, goTo: 'thread', linkLabel: t('booking.expired.ownerLink'),
            paragraphs: [t('booking.expired.ownerExpired')],
          };
    case 'canceled_by_guest':
      if (moment.unpaid) {
        return toGuest
          ? {
              subject: t('booking.unpaid.subject', { program }), heading: t('booking.unpaid.guestHeading'), facts, goTo: 'thread', linkLabel: t('booking.unpaid.guestLink'),
              paragraphs: [t('booking.unpaid.guestCanceled', { program }), unpaidRefundWords(words, locale, row, moment.unpaid, side)],
            }
          : {
              subject: t('booking.unpaid.subject', { program }), heading: t('booking.unpaid.ownerHeading', { guest }), facts, goTo: 'thread', linkLabel: t('booking.unpaid.ownerLink'),
              paragraphs: [t('booking.unpaid.ownerCanceled', { guest, program }), unpaidRefundWords(words, locale, row, moment.unpaid, side)],
            };
      }
      return toGuest
        ? {
            subject: t('booking.guestCanceled.guestSubject', { program }), heading: t('booking.guestCanceled.guestHeading'), facts, goTo: 'thread', linkLabel: t('booking.guestCanceled.guestLink'),
            paragraphs: [t('booking.guestCanceled.guestCanceled', { program }), refundWords(words, row, from, side)],
          }
        : {
            subject: t('booking.guestCanceled.ownerSubject', { program }), heading: t('booking.guestCanceled.ownerHeading', { guest }), facts, goTo: 'thread', linkLabel: t('booking.guestCanceled.ownerLink'),
            paragraphs: [t('booking.guestCanceled.ownerCanceled', { guest, program }), ...reasonLine(t, row, 'theirs'), refundWords(words, row, from, side)],
          };
    case 'canceled_by_provider':
      return toGuest
        ? {
            subject: t('booking.hostCanceled.guestSubject', { program }), heading: t('booking.hostCanceled.guestHeading'), facts, goTo: 'thread', linkLabel: t('booking.hostCanceled.guestLink'),
            paragraphs: [t('booking.hostCanceled.guestCanceled', { host, program }), ...reasonLine(t, row, 'theirs'), refundWords(words, row, from, side)],
          }
        : {
            subject: t('booking.hostCanceled.ownerSubject', { program }), heading: t('booking.hostCanceled.ownerHeading', { guest }), facts, goTo: 'thread', linkLabel: t('booking.hostCanceled.ownerLink'),
            paragraphs: [...reasonLine(t, row, 'yours'), refundWords(words, row, from, side), t('booking.hostCanceled.ownerFree')],
          };
    default:
      return null;
  }
}
