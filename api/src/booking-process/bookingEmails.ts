import {
  CANCELLATION_POLICY_LABEL, CANCELLATION_POLICY_RULE, type BookingState,
} from '@wellness/shared/domain';
import { formatDateRange, formatDateTime, formatMoney } from '@wellness/shared/format';
import type { BookingRow } from '../db/schema';
import { fromMinor } from '../ledger/ledger';
import type { EmailContent, EmailFact } from '../lib/email/render';

// What each side of a booking is told at each of its moments, in words: a request, a booking, a confirmation, a
// decline, an expiry, a cancellation, each to the guest and to the host, with the booking's summary (program, place,
// dates, guests, amounts, cancellation policy, reference). Dates and amounts through @wellness/shared/format; English
// for now (the recipient's language comes with the translations).

const LOCALE = 'en';

export type Side = 'guest' | 'owner';

/** The moment of a booking a pair of emails tells of. */
export interface BookingMoment {
  row: BookingRow;
  /** The state it came from (null: just made). */
  from: BookingState | null;
  /** "Lena H." (or the name typed without an account), as the host sees the guest. */
  guestName: string;
  /** The host's name, as the guest sees it ("Red Rock Longevity Institute"). */
  hostName: string;
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const money = (amount: number | null, currency: string) => (amount === null ? null : formatMoney(amount, currency, LOCALE));
/** "10 Jan 2027, 14:00 UTC": the deadline as an instant, in one zone everyone can convert. */
const deadline = (at: Date | null) => (at ? `${formatDateTime(at, LOCALE, 'UTC')} UTC` : '');

/** The booking's summary, for both sides. */
export function bookingFacts(row: BookingRow, moment: Pick<BookingMoment, 'guestName' | 'hostName' | 'paid'>, side: Side): EmailFact[] {
  const facts: EmailFact[] = [
    { label: 'Program', value: row.programName },
    { label: 'Place', value: row.location },
    { label: 'Dates', value: formatDateRange(row.preferredDate, row.endsOn, LOCALE) },
    { label: 'Guests', value: plural(row.guests, 'guest', 'guests') },
    side === 'owner' ? { label: 'Guest', value: moment.guestName } : { label: 'Host', value: moment.hostName },
    { label: 'Total', value: money(row.total, row.currency) ?? 'Price on request' },
  ];
  const paid = moment.paid ?? null;
  if (paid) facts.push({ label: paid.whole ? 'Paid' : 'Deposit', value: `${money(paid.amount, row.currency)} (${row.status === 'requested' ? 'held on the card until the host answers' : 'paid through the platform'})` });
  else if (row.depositDue !== null && row.depositDue > 0) facts.push({ label: 'Deposit', value: `${money(row.depositDue, row.currency)} (not charged online)` });
  facts.push({ label: 'Cancellation policy', value: `${CANCELLATION_POLICY_LABEL[row.policy]}: ${CANCELLATION_POLICY_RULE[row.policy]}` });
  if (row.status === 'requested' && row.respondBy) facts.push({ label: side === 'owner' ? 'Answer by' : 'Host answers by', value: deadline(row.respondBy) });
  facts.push({ label: 'Reference', value: row.reference });
  return facts;
}

/** What a cancellation gives back, said to one side (the stored outcome: refund kind and amount). */
function refundWords(row: BookingRow, from: BookingState | null, side: Side): string {
  if (from === 'requested') return side === 'guest' ? 'Nothing was due for a request, so nothing is owed.' : 'Nothing was due for this request.';
  const amount = money(row.refundAmount, row.currency);
  const policy = `${CANCELLATION_POLICY_LABEL[row.policy].toLowerCase()} policy`;
  const who = side === 'guest' ? 'you get' : 'the guest gets';
  if (row.status === 'canceled_by_provider') return `${side === 'guest' ? 'You get' : 'The guest gets'} a full refund${amount ? ` of ${amount}` : ''}.`;
  if (row.refund === 'full') return `Under the ${policy}, ${who} a full refund${amount ? ` of ${amount}` : ''}.`;
  if (row.refund === 'partial') return `Under the ${policy}, ${who} part of the total back${amount ? `: ${amount}` : ''}.`;
  return `Under the ${policy}, nothing is refunded this close to arrival.`;
}

/** What the platform gives back of what the guest paid, when it cancels a booking whose balance was never paid. */
function unpaidRefundWords(row: BookingRow, back: { paid: number; refund: number }, side: Side): string {
  const minor = (n: number) => formatMoney(fromMinor(n, row.currency), row.currency, LOCALE);
  const policy = `${CANCELLATION_POLICY_LABEL[row.policy].toLowerCase()} policy`;
  const who = side === 'guest' ? 'you get' : 'the guest gets';
  const paid = side === 'guest' ? 'you paid' : 'they paid';
  if (back.paid <= 0) return 'Nothing was paid, so nothing is refunded.';
  if (back.refund <= 0) return `Under the ${policy}, nothing of the ${minor(back.paid)} ${paid} is refunded this close to arrival.`;
  return `Under the ${policy}, ${who} back ${minor(back.refund)} of the ${minor(back.paid)} ${paid}, to the card it was paid with.`;
}

const reasonLine = (row: BookingRow, whose: string) => (row.cancelReason ? [`${whose} reason: ${row.cancelReason}`] : []);
const NOTHING_CHARGED = 'Nothing is charged online: the host tells you how to pay.';

/**
 * What happened to the guest's money at this moment, in the guest's words: paid through the platform at checkout (the
 * deposit or the whole price), held on the card while a request waits, or nothing charged online (a booking made
 * without checkout, or a program without a price).
 */
function guestMoneyWords(row: BookingRow, paid: BookingMoment['paid'], moment: 'request' | 'booked' | 'accepted'): string {
  if (!paid) return moment === 'request' ? 'Nothing is charged now.' : NOTHING_CHARGED;
  const what = paid.whole ? 'The whole price' : 'The deposit';
  const amount = money(paid.amount, row.currency);
  const balance = !paid.whole && row.total !== null ? money(Math.max(0, row.total - paid.amount), row.currency) : null;
  const rest = balance ? ` The balance, ${balance}, is charged to the same card before arrival; each payment comes with a receipt.` : ' The platform holds it until your stay.';
  if (moment === 'request') return `${what}, ${amount}, is held on your card and charged only if the host accepts; if they decline or do not answer, the hold is released.`;
  if (moment === 'accepted') return `${what} held on your card, ${amount}, is now charged.${rest}`;
  return `${what}, ${amount}, was charged to your card.${rest}`;
}

/**
 * The email of this moment to one side, or null when that side is told nothing (a completed stay). The one who moved
 * gets a receipt; the other side is told what changed and what they can do.
 */
export function bookingEmail(moment: BookingMoment, side: Side): SideEmail | null {
  const { row, from, guestName, hostName } = moment;
  const name = row.programName;
  const facts = bookingFacts(row, moment, side);
  const created = from === null;
  const guest = side === 'guest';
  switch (row.status) {
    case 'requested':
      return guest
        ? {
            subject: `Request sent: ${name}`, heading: 'Your request is with the host', facts, goTo: 'thread', linkLabel: 'See your request',
            paragraphs: [
              `We sent your request to book ${name} to ${hostName}. Your places are held until they answer, by ${deadline(row.respondBy)}.`,
              `If they have not answered by then, the request expires, the places are freed and nothing is due. ${guestMoneyWords(row, moment.paid, 'request')}`,
            ],
          }
        : {
            subject: `New booking request: ${name}`, heading: `${guestName} asks to book ${name}`, facts, goTo: 'thread', linkLabel: 'Confirm or decline',
            paragraphs: [
              `Please confirm or decline the request by ${deadline(row.respondBy)}. If you have not answered by then, it expires and its places are freed.`,
            ],
          };
    case 'confirmed':
      if (created) {
        return guest
          ? {
              subject: `Booking confirmed: ${name}`, heading: 'Your booking is confirmed', facts, goTo: 'thread', linkLabel: 'See your booking',
              paragraphs: [`Your places at ${name} are confirmed. ${guestMoneyWords(row, moment.paid, 'booked')}`, `You can write to ${hostName} from the booking's conversation.`],
            }
          : {
              subject: `New booking: ${name}`, heading: `${guestName} booked ${name}`, facts, goTo: 'thread', linkLabel: 'Open the booking',
              paragraphs: [
                moment.paid
                  ? `The booking is confirmed (instant booking) and paid through the platform; you are paid after the guest's arrival, less the platform's commission. Write to ${guestName} from its conversation to welcome them.`
                  : `The booking is confirmed (instant booking). Write to ${guestName} from its conversation to welcome them and arrange payment.`,
              ],
            };
      }
      return guest
        ? {
            subject: `Booking confirmed: ${name}`, heading: 'The host confirmed your booking', facts, goTo: 'thread', linkLabel: 'See your booking',
            paragraphs: [`${hostName} confirmed your request for ${name}. ${guestMoneyWords(row, moment.paid, 'accepted')}`],
          }
        : {
            subject: `You confirmed a booking: ${name}`, heading: `You confirmed ${guestName}'s booking`, facts, goTo: 'thread', linkLabel: 'Open the booking',
            paragraphs: [
              moment.paid
                ? `${guestName} has been told, and what was held on their card is now charged through the platform; you are paid after their arrival, less the platform's commission. Write to them from the booking's conversation about their arrival.`
                : `${guestName} has been told. Write to them from the booking's conversation to arrange payment and their arrival.`,
            ],
          };
    case 'declined':
      return guest
        ? {
            subject: `Booking request declined: ${name}`, heading: 'The host declined your request', facts, goTo: 'program', linkLabel: 'Choose other dates',
            paragraphs: [`${hostName} declined your request for ${name}.`, ...reasonLine(row, 'Their'), 'The places you asked for are free again and nothing is due. You can choose other dates.'],
          }
        : {
            subject: `You declined a request: ${name}`, heading: `You declined ${guestName}'s request`, facts, goTo: 'thread', linkLabel: 'Open the conversation',
            paragraphs: [...reasonLine(row, 'Your'), 'Its places are free again, and the guest has been told.'],
          };
    case 'expired':
      return guest
        ? {
            subject: `Booking request expired: ${name}`, heading: 'Your request expired', facts, goTo: 'program', linkLabel: 'Choose other dates',
            paragraphs: [`${hostName} did not answer your request for ${name} in time. It expired: the places are free again and nothing is due.`],
          }
        : {
            subject: `A request expired unanswered: ${name}`, heading: `${guestName}'s request expired`, facts, goTo: 'thread', linkLabel: 'Open the conversation',
            paragraphs: [`The request was not confirmed or declined in time. Its places are free again, and the guest has been told.`],
          };
    case 'canceled_by_guest':
      if (moment.unpaid) {
        return guest
          ? {
              subject: `Booking canceled, balance unpaid: ${name}`, heading: 'Your booking is canceled', facts, goTo: 'thread', linkLabel: 'See the booking',
              paragraphs: [
                `We tried several times to charge the balance for ${name} on your card, and it did not go through, so your booking is canceled and its places are free again.`,
                unpaidRefundWords(row, moment.unpaid, side),
              ],
            }
          : {
              subject: `Booking canceled, balance unpaid: ${name}`, heading: `${guestName}'s booking is canceled`, facts, goTo: 'thread', linkLabel: 'Open the booking',
              paragraphs: [
                `The balance for ${guestName}'s booking of ${name} could not be charged after several tries, so the booking is canceled and its places are free again.`,
                unpaidRefundWords(row, moment.unpaid, side),
              ],
            };
      }
      return guest
        ? {
            subject: `Booking canceled: ${name}`, heading: 'Your booking is canceled', facts, goTo: 'thread', linkLabel: 'See the booking',
            paragraphs: [`Your booking of ${name} is canceled.`, refundWords(row, from, side)],
          }
        : {
            subject: `Booking canceled by the guest: ${name}`, heading: `${guestName} canceled their booking`, facts, goTo: 'thread', linkLabel: 'Open the booking',
            paragraphs: [`${guestName} canceled the booking of ${name}; its places are free again.`, ...reasonLine(row, 'Their'), refundWords(row, from, side)],
          };
    case 'canceled_by_provider':
      return guest
        ? {
            subject: `Booking canceled by the host: ${name}`, heading: 'The host canceled your booking', facts, goTo: 'thread', linkLabel: 'See the booking',
            paragraphs: [`${hostName} canceled your booking of ${name}.`, ...reasonLine(row, 'Their'), refundWords(row, from, side)],
          }
        : {
            subject: `You canceled a booking: ${name}`, heading: `You canceled ${guestName}'s booking`, facts, goTo: 'thread', linkLabel: 'Open the booking',
            paragraphs: [...reasonLine(row, 'Your'), refundWords(row, from, side), 'Its places are free again, and the guest has been told.'],
          };
    default:
      return null;
  }
}
