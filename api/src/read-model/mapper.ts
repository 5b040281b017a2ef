import type { Program, ProgramSession, ProgramSummary, RatingSummary } from '@wellness/shared/domain';
import type { ProgramRow, SessionRow } from '../db/schema';
import { toOwnerSession, toPublicSession } from './sessions';

/** Visible reviews' count and sum as the card shows them: the average with one decimal (as the card trigger rounds). */
export const ratingOf = (count: number, sum: number): RatingSummary => ({ average: count > 0 ? Math.round((sum * 10) / count) / 10 : null, count });

/** The program's card, as the database built it on the row's last write (`summary_json`: the one place a card is built). */
export function toSummary(row: Pick<ProgramRow, 'summaryJson'>): ProgramSummary {
  return JSON.parse(row.summaryJson) as ProgramSummary;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The details of a program with its sessions (`sessions`: its rows, ordered by start date). The public sees the
 * sessions from today on, full ones with no places left; its owner (`forOwner`) sees every session with its places
 * taken. For a program with sessions, `bookingOptions.availableDates` (kept for older clients) are the start dates of
 * the future sessions that still have places. `ownerActive`: its owner's account is active (with an owner, the host
 * answers: `hostReachable`).
 */
export function toProgram(
  row: ProgramRow,
  sessions: readonly SessionRow[] = [],
  { forOwner = false, today = todayUtc(), ownerActive = false }: { forOwner?: boolean; today?: string; ownerActive?: boolean } = {},
): Program {
  // A session its host closed, or whose dates are blocked, is not offered (migrations/0080).
  const offered = (s: SessionRow) => !s.closed && !s.blocked;
  const shown: ProgramSession[] = forOwner ? sessions.map(toOwnerSession) : sessions.filter((s) => s.startDate >= today && offered(s)).map(toPublicSession);
  const bookingOptions =
    sessions.length === 0
      ? row.bookingOptions
      : { ...row.bookingOptions, availableDates: sessions.filter((s) => s.startDate > today && s.taken < s.capacity && offered(s)).map((s) => s.startDate) };
  return {
    ...toSummary(row),
    about: row.about,
    imageGallery: row.imageGallery,
    includes: row.includes,
    highlights: row.highlights,
    bookingOptions,
    sessions: shown,
    responseHours: row.responseHours,
    depositPercent: row.depositPercent,
    paymentMethod: row.paymentMethod,
    specialOffers: row.specialOffers,
    events: row.events,
    dailySchedule: row.dailySchedule,
    arrival: row.arrival,
    remark: row.remark,
    ownerId: row.ownerId,
    hostReachable: row.ownerId !== null && ownerActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(forOwner ? { latitude: row.latitude, longitude: row.longitude, textLanguage: row.textLanguage, translations: row.translations } : {}),
  };
}
