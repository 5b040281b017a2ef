import { PROGRAM_GROUPS, type CategoryValue, type Program, type ProgramGroupSlug, type ProgramSession, type ProgramSummary, type RatingSummary } from '@wellness/shared/domain';
import type { ProgramRow, SessionRow } from '../db/schema';
import { toOwnerSession, toPublicSession } from './sessions';

/** Visible reviews' count and sum as the card shows them: the average with one decimal (as the card trigger rounds). */
export const ratingOf = (count: number, sum: number): RatingSummary => ({ average: count > 0 ? Math.round((sum * 10) / count) / 10 : null, count });

const GROUP_NAME = new Map<string, string>(PROGRAM_GROUPS.map((g) => [g.slug, g.type]));

export function toSummary(row: ProgramRow): ProgramSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    country: row.country,
    city: row.city,
    description: row.description,
    details: row.details,
    duration: row.duration,
    days: row.days,
    nights: row.nights,
    price: row.price,
    priceText: row.priceText,
    category: row.category as CategoryValue | '',
    group: row.groupSlug as ProgramGroupSlug | '',
    groupName: GROUP_NAME.get(row.groupSlug) ?? '',
    image: row.imageGallery[0] ?? '',
    specialOffer: row.specialOffer,
    terms: row.terms,
    status: row.status,
    approved: row.approved,
    reviewStats: ratingOf(row.reviewCount, row.reviewSum),
    provider: row.providerSummary ?? null,
    bookingMode: row.bookingMode,
    cancellationPolicy: row.cancellationPolicy,
    currency: row.currency,
  };
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
    specialOffers: row.specialOffers,
    events: row.events,
    dailySchedule: row.dailySchedule,
    arrival: row.arrival,
    remark: row.remark,
    ownerId: row.ownerId,
    hostReachable: row.ownerId !== null && ownerActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(forOwner ? { latitude: row.latitude, longitude: row.longitude } : {}),
  };
}
