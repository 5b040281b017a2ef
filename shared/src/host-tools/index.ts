// @wellness/shared/host-tools: what a host's tools (calendar, .ics feeds, analytics, credentials, daily summary) and
// the trust signals guests read share between the pages and the API: types, limits, words and small rules. No
// validation library here, so a page can show these at first paint; the schemas that check input are ./schemas.
import type { ProgramStatus } from '../domain';

const DAY_MS = 86_400_000;

/** `day` plus `n` days, both YYYY-MM-DD (UTC calendar days, as the API counts them). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

// ---- Calendar ----

/** The longest stretch one calendar answer covers (a month view with its leading and trailing weeks fits easily). */
export const CALENDAR_MAX_SPAN_DAYS = 200;
/** The longest stretch one block of dates covers. */
export const BLOCK_MAX_DAYS = 366;

export interface CalendarProgram {
  id: string;
  slug: string;
  name: string;
  status: ProgramStatus;
  approved: boolean;
  currency: string;
}

/** A session as its host plans it: places taken and left, places held by requests waiting for an answer. */
export interface CalendarSession {
  id: string;
  programId: string;
  /** YYYY-MM-DD, arrival. */
  startDate: string;
  /** YYYY-MM-DD, departure (startDate + nights). */
  endDate: string;
  nights: number;
  capacity: number;
  taken: number;
  placesLeft: number;
  /** Places held by requests the host has not answered yet (counted in `taken`). */
  requested: number;
  /** Closed by the host: takes no new booking (its bookings stay). */
  closed: boolean;
  /** Its stay meets a blocked date: takes no new booking until the block goes. */
  blocked: boolean;
}

/** A live booking in the calendar: what the host needs, and of the guest only a first name. */
export interface CalendarBooking {
  id: string;
  reference: string;
  programId: string;
  sessionId: string | null;
  /** YYYY-MM-DD, arrival. */
  startDate: string;
  /** YYYY-MM-DD, departure; null for a program booked by preferred date without nights. */
  endDate: string | null;
  guests: number;
  firstName: string;
  state: 'requested' | 'confirmed' | 'completed';
  /** A request's deadline (ISO instant); null once answered. */
  respondBy: string | null;
}

export type BlockSource = 'manual' | 'import';

/** Days a host is not available, for one program or all of theirs (`programId` null); both days included. */
export interface CalendarBlock {
  id: string;
  programId: string | null;
  startDate: string;
  endDate: string;
  reason: string;
  source: BlockSource;
  /** The import it came from (an .ics file's name); null for dates blocked by hand. */
  importName: string | null;
}

/** GET /api/my/calendar?from=&to=: every session, live booking and block of the host's programs in those days. */
export interface HostCalendar {
  from: string;
  to: string;
  /** The API's today (UTC): days before it are past. */
  today: string;
  programs: CalendarProgram[];
  sessions: CalendarSession[];
  bookings: CalendarBooking[];
  blocks: CalendarBlock[];
}

export const CALENDAR_MESSAGES = {
  past: 'A session cannot start in the past.',
  duplicate: 'This program already has a session starting that day.',
  blocked: (from: string, to: string) => `These dates are blocked (${from} to ${to}). Remove the block first, or choose other dates.`,
  capacityBelowTaken: (taken: number) =>
    `${taken} ${taken === 1 ? 'place is' : 'places are'} taken in this session: it cannot have fewer than ${taken} ${taken === 1 ? 'place' : 'places'}.`,
  moveInUse: (taken: number) =>
    `${taken} ${taken === 1 ? 'place is' : 'places are'} taken in this session: guests booked these dates, so it cannot move or change its nights. Close it and add a new session instead.`,
  removeInUse: (taken: number) => `${taken} ${taken === 1 ? 'place is' : 'places are'} taken in this session: close it instead of removing it.`,
  notYours: 'Program not found.',
  sessionNotFound: 'Session not found.',
  blockNotFound: 'Blocked dates not found.',
  /** What a guest is told when a session closed or blocked meanwhile. */
  notBookable: 'This session no longer takes bookings. Please choose another date.',
  dayBlocked: 'The host is not available on this date. Please choose another date.',
  /** Said on the page where feeds are given: calendar apps poll a subscribed address when they choose. */
  feedsRefresh:
    'Calendar apps refresh a subscribed calendar on their own schedule (Google Calendar every few hours, Apple Calendar and Outlook as often as you set them), so a change here can take that long to show there.',
} as const;

// ---- iCalendar feeds and import ----

/** A private .ics address of the host's calendar (all programs, `programId` null) or of one program. */
export interface CalendarFeed {
  id: string;
  programId: string | null;
  programName: string | null;
  createdAt: string;
  /**
   * The feed's path on the API (`/api/ical/<token>.ics`): only in the answer that made it. The token is kept as a hash,
   * so a lost address is replaced, not shown again.
   */
  path?: string;
}

export interface IcsImportResult {
  name: string;
  programId: string | null;
  /** Blocks made (days next to each other are one block). */
  blocks: number;
  /** Days blocked in all. */
  days: number;
  /** Events left out: in the past, further than the import looks ahead, cancelled or marked free. */
  skipped: number;
}

/** How far ahead an import turns busy days into blocks. */
export const IMPORT_HORIZON_DAYS = 550;
/** How far back and ahead a feed lists sessions and bookings. */
export const FEED_PAST_DAYS = 90;
export const FEED_FUTURE_DAYS = 550;

// ---- Analytics ----

export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];

export interface MoneyTotal {
  currency: string;
  amount: number;
}

/** What happened over the days, in the order of a guest's way from the details page to a stay. */
export interface FunnelTotals {
  /** Views of the details page: one a visitor a program a day at most. */
  views: number;
  saves: number;
  /** Conversations a guest opened with a question. */
  questions: number;
  /** Bookings asked for (a request, or an instant booking). */
  requests: number;
  /** Bookings confirmed (instantly, or a request the host accepted). */
  bookings: number;
  cancellations: number;
  /** The totals of the bookings confirmed, per currency. */
  revenue: MoneyTotal[];
  /** Places in the sessions that started in these days, and those taken. */
  placesOffered: number;
  placesTaken: number;
}

export interface AnalyticsDay {
  day: string;
  views: number;
  saves: number;
  questions: number;
  requests: number;
  bookings: number;
}

/** The median of the programs like this one (same category and country) that had views in the same days. */
export interface SimilarPrograms {
  category: string;
  country: string;
  programs: number;
  medianViews: number;
  medianBookings: number;
  medianConversion: number | null;
}

export interface ProgramAnalytics {
  id: string;
  slug: string;
  name: string;
  category: string;
  country: string;
  totals: FunnelTotals;
  /** Bookings per view; null without views. */
  conversion: number | null;
  similar: SimilarPrograms | null;
}

/** GET /api/my/analytics?days=7|30|90: the host's programs over the last `days` days, from the daily aggregates. */
export interface HostAnalytics {
  days: AnalyticsWindow;
  from: string;
  to: string;
  /** When the aggregation last ran (ISO instant); null before its first run. */
  aggregatedAt: string | null;
  totals: FunnelTotals;
  conversion: number | null;
  series: AnalyticsDay[];
  programs: ProgramAnalytics[];
}

/** Bookings per view, or null when nothing was viewed. */
export const conversionOf = (views: number, bookings: number): number | null => (views > 0 ? bookings / views : null);

/** Sessions' places taken over those offered, or null when none were offered. */
export const occupancyOf = (totals: Pick<FunnelTotals, 'placesOffered' | 'placesTaken'>): number | null =>
  totals.placesOffered > 0 ? totals.placesTaken / totals.placesOffered : null;

// ---- Trust signals ----

/** The least a figure rests on before it is shown. */
export const TRUST_MINIMUMS = {
  /** Conversations a guest opened, at least a day old. */
  firstMessages: 5,
  /** Requests the host answered or let expire. */
  decidedRequests: 5,
  /** Confirmed stays whose cancellations are counted. */
  stays: 5,
} as const;

/** The credential of a facilitator, verified by an administrator: what guests see. */
export interface VerifiedCredential {
  id: string;
  facilitatorName: string;
  title: string;
  issuingBody: string;
  /** YYYY-MM-DD, when it stops being valid; null when it does not say. */
  validUntil: string | null;
  verifiedAt: string;
}

/**
 * What guests see of a host beside the rating, each figure with what it rests on; a figure that does not yet rest on
 * enough data (TRUST_MINIMUMS) is null. Computed daily over the last 12 months; credentials are read as they are.
 */
export interface HostTrust {
  /**
   * Median time from a guest's first message in a conversation to the host's first answer after it; null when the
   * host answered fewer than half of them (an unanswered message counts as the longest wait).
   */
  responseTime: { medianMinutes: number | null; firstMessages: number } | null;
  /** Requests accepted over those the host answered or let expire. */
  acceptance: { rate: number; accepted: number; decided: number } | null;
  /** Bookings the host canceled over the confirmed stays. */
  cancellations: { count: number; stays: number } | null;
  /** YYYY-MM: when the host's first program was approved. */
  hostingSince: string | null;
  credentials: VerifiedCredential[];
  /** When the figures were computed (ISO instant); null before the first computation. */
  computedAt: string | null;
}

/** "Usually answers within an hour" / "within 3 hours" / "within a day" / "within 2 days". */
export function responseTimeText(minutes: number | null): string {
  if (minutes === null) return 'Answers fewer than half of first messages';
  if (minutes <= 60) return 'Usually answers within an hour';
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `Usually answers within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'Usually answers within a day' : `Usually answers within ${days} days`;
}

// ---- Credentials ----

export const CREDENTIAL_STATUSES = ['pending', 'verified', 'refused'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];
export const CREDENTIAL_STATUS_LABEL: Record<CredentialStatus, string> = { pending: 'Waiting for review', verified: 'Verified', refused: 'Refused' };

/** The most credentials one host keeps (each with its document). */
export const MAX_CREDENTIALS_PER_HOST = 30;

/** A credential as its host sees it. */
export interface HostCredential {
  id: string;
  facilitatorName: string;
  title: string;
  issuingBody: string;
  validUntil: string | null;
  status: CredentialStatus;
  /** The administrator's reason when refused. */
  reason: string;
  /** The document uploaded: an image (re-encoded) or a PDF. */
  documentType: 'image' | 'pdf';
  createdAt: string;
  decidedAt: string | null;
}

/** A credential as an administrator reviews it. */
export interface AdminCredential extends HostCredential {
  host: { id: string; name: string; email: string };
  providerName: string | null;
}

// ---- Daily summary ----

/** GET/PUT /api/my/host-summary: the host's daily summary email (on unless turned off). */
export interface HostSummarySettings {
  enabled: boolean;
}
/** The local hour from which a host's daily summary is sent. */
export const HOST_SUMMARY_HOUR = 7;
