// The calendar's days: the weeks a month view shows and what falls on each day. Days are YYYY-MM-DD calendar days
// (UTC, as the API counts them), so the arithmetic is whole days on UTC dates; a date library would add weight for
// the few lines below (addDays and daysBetween are the product's own, in @wellness/shared/host-tools).
import { addDays, type CalendarBlock, type CalendarBooking, type CalendarSession, type HostCalendar } from '@wellness/shared/host-tools';

/** "2027-05" of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month before or after ("2027-01" − 1 → "2026-12"). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** Monday = 0 … Sunday = 6. */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The weeks of a month view, Monday first: from the Monday on or before the 1st to the Sunday on or after its last day. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const start = addDays(first, -weekdayOf(first));
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: string[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  return weeks;
}

/** The days the month view asks the API for. */
export function monthRange(month: string): { from: string; to: string } {
  const weeks = monthWeeks(month);
  return { from: weeks[0]![0]!, to: weeks.at(-1)![6]! };
}

/** The days the agenda lists: from today (or the month's first day) to the end of the month after. */
export function agendaRange(month: string, today: string): { from: string; to: string } {
  const from = month === monthOf(today) ? today : `${month}-01`;
  return { from, to: addDays(`${shiftMonth(month, 2)}-01`, -1) };
}

/** A session holds the nights from its start to the day before its departure. */
export const sessionCovers = (session: Pick<CalendarSession, 'startDate' | 'endDate'>, day: string) => session.startDate <= day && day < session.endDate;
export const blockCovers = (block: Pick<CalendarBlock, 'startDate' | 'endDate'>, day: string) => block.startDate <= day && day <= block.endDate;

export interface DayView {
  day: string;
  /** Sessions starting that day. */
  starting: CalendarSession[];
  /** Sessions under way that day (started before). */
  ongoing: CalendarSession[];
  /** Bookings arriving that day. */
  arrivals: CalendarBooking[];
  blocks: CalendarBlock[];
}

/** What falls on one day, for one program or all (`programId` null). */
export function dayView(calendar: HostCalendar, day: string, programId: string | null): DayView {
  const mine = <T extends { programId: string | null }>(x: T) => programId === null || x.programId === programId || x.programId === null;
  const sessions = calendar.sessions.filter((s) => (programId === null || s.programId === programId) && sessionCovers(s, day));
  return {
    day,
    starting: sessions.filter((s) => s.startDate === day),
    ongoing: sessions.filter((s) => s.startDate < day),
    arrivals: calendar.bookings.filter((b) => (programId === null || b.programId === programId) && b.startDate === day),
    blocks: calendar.blocks.filter((b) => mine(b) && blockCovers(b, day)),
  };
}

/** The sessions of the agenda from `from` on, soonest first, with the blocks between them. */
export function agendaItems(calendar: HostCalendar, programId: string | null, from: string) {
  const sessions = calendar.sessions.filter((s) => (programId === null || s.programId === programId) && s.endDate > from);
  const blocks = calendar.blocks.filter((b) => (programId === null || b.programId === null || b.programId === programId) && b.endDate >= from);
  const loose = calendar.bookings.filter((b) => !b.sessionId && (programId === null || b.programId === programId) && (b.endDate ?? b.startDate) >= from);
  type Item = { kind: 'session'; day: string; session: CalendarSession } | { kind: 'block'; day: string; block: CalendarBlock } | { kind: 'booking'; day: string; booking: CalendarBooking };
  const items: Item[] = [
    ...sessions.map((session) => ({ kind: 'session' as const, day: session.startDate, session })),
    ...blocks.map((block) => ({ kind: 'block' as const, day: block.startDate, block })),
    ...loose.map((booking) => ({ kind: 'booking' as const, day: booking.startDate, booking })),
  ];
  return items.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.kind.localeCompare(b.kind)));
}

/** The state of a session in words (never only a colour). */
export function sessionState(session: CalendarSession): string {
  if (session.closed) return 'Closed';
  if (session.blocked) return 'Dates blocked';
  if (session.placesLeft === 0) return 'Full';
  return 'Open';
}
