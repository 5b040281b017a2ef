// An .ics file from another calendar (another booking site, a personal calendar) turns its busy days into blocked days,
// so a session here cannot be booked while the host is taken elsewhere. Read with ical.js (Mozilla's maintained
// iCalendar parser): events and their repetitions, their days as written in their own zone.
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { addDays, daysBetween, IMPORT_HORIZON_DAYS, type IcsImportResult } from '@wellness/shared/host-tools';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';

/** Events read at most from one file, and occurrences of one repeating event. */
const MAX_EVENTS = 5000;
const MAX_OCCURRENCES = 1000;
/** One block covers at most this many days (the table's rule); a longer busy stretch is several blocks. */
const MAX_BLOCK_DAYS = 365;

const pad = (n: number) => String(n).padStart(2, '0');
/** The day a time falls on as written (its own zone, or UTC for a time in UTC): YYYY-MM-DD. */
const dayOf = (t: ICAL.Time) => `${t.year}-${pad(t.month)}-${pad(t.day)}`;

/**
 * The days an event holds: a date event from its start to the day before its (exclusive) end; a timed event every
 * day it touches (one ending at midnight does not hold the next day).
 */
function daysHeld(start: ICAL.Time, end: ICAL.Time | null): [string, string] {
  const first = dayOf(start);
  if (!end || end.compare(start) <= 0) return [first, first];
  const endDay = dayOf(end);
  const endsAtMidnight = start.isDate || (end.hour === 0 && end.minute === 0 && end.second === 0);
  const last = endsAtMidnight ? addDays(endDay, -1) : endDay;
  return [first, last < first ? first : last];
}

export interface BusyDays {
  days: Set<string>;
  skipped: number;
}

/** The busy days of an .ics text from `today` to the import's horizon; a text that is not iCalendar is a 400. */
export function busyDays(text: string, today: string): BusyDays {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw badRequest(`ics: This file is not an iCalendar (.ics) file (${String((error as Error).message).slice(0, 120)}).`, { ics: 'This file is not an iCalendar (.ics) file.' });
  }
  if (root.name !== 'vcalendar') throw badRequest('ics: This file is not an iCalendar (.ics) file.', { ics: 'This file is not an iCalendar (.ics) file.' });
  const horizon = addDays(today, IMPORT_HORIZON_DAYS);
  const days = new Set<string>();
  let skipped = 0;
  const hold = (start: ICAL.Time, end: ICAL.Time | null) => {
    const [first, last] = daysHeld(start, end);
    if (last < today || first > horizon) return false;
    for (let day = first < today ? today : first; day <= last && day <= horizon; day = addDays(day, 1)) days.add(day);
    return true;
  };
  const events = root.getAllSubcomponents('vevent').slice(0, MAX_EVENTS);
  skipped += Math.max(0, root.getAllSubcomponents('vevent').length - MAX_EVENTS);
  for (const component of events) {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    // Cancelled, or marked free ("show as available"): nothing to block. An exception of a repeating event
    // (RECURRENCE-ID) is read with its series.
    if (status === 'CANCELLED' || transparency === 'TRANSPARENT' || component.hasProperty('recurrence-id')) {
      skipped += 1;
      continue;
    }
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component);
      if (!event.startDate) throw new Error('no start');
    } catch {
      skipped += 1;
      continue;
    }
    if (!event.isRecurring()) {
      if (!hold(event.startDate, event.endDate ?? null)) skipped += 1;
      continue;
    }
    const occurrences = event.iterator();
    let held = false;
    for (let i = 0, next = occurrences.next(); next && i < MAX_OCCURRENCES; i++, next = occurrences.next()) {
      if (dayOf(next) > horizon) break;
      const details = event.getOccurrenceDetails(next);
      held = hold(details.startDate, details.endDate) || held;
    }
    if (!held) skipped += 1;
  }
  return { days, skipped };
}

/** Days next to each other as ranges [first, last], none longer than a block may be. */
export function rangesOf(days: Iterable<string>): [string, string][] {
  const sorted = [...days].sort();
  const ranges: [string, string][] = [];
  for (const day of sorted) {
    const last = ranges.at(-1);
    if (last && addDays(last[1], 1) === day && daysBetween(last[0], day) < MAX_BLOCK_DAYS) last[1] = day;
    else ranges.push([day, day]);
  }
  return ranges;
}

/**
 * Blocks the busy days of the file under its name, for one program or all the host's programs: an earlier import of
 * the same name and scope is replaced (its days freed, the new ones blocked), in one transaction.
 */
export async function importIcs(database: Database, ownerId: string, input: { name: string; programId?: string | null | undefined; ics: string }, today: string): Promise<IcsImportResult & { sessionsStopped: number }> {
  const programId = input.programId ?? null;
  const { days, skipped } = busyDays(input.ics, today);
  const ranges = rangesOf(days);
  return database.rawTransaction(async (q) => {
    if (programId) {
      const [program] = await q('SELECT id FROM programs WHERE id = $1 AND owner_id = $2 FOR UPDATE', [programId, ownerId]);
      if (!program) throw notFound('Program not found.');
    }
    await q(`DELETE FROM blocked_dates WHERE owner_id = $1 AND source = 'import' AND import_name = $2 AND program_id IS NOT DISTINCT FROM $3`, [ownerId, input.name, programId]);
    for (const [first, last] of ranges) {
      await q(`INSERT INTO blocked_dates (id, owner_id, program_id, start_date, end_date, reason, source, import_name) VALUES ($1, $2, $3, $4::date, $5::date, $6, 'import', $6)`, [
        randomUUID(), ownerId, programId, first, last, input.name,
      ]);
    }
    const [stopped] = await q(
      `SELECT count(*)::int AS n FROM program_sessions s JOIN programs p ON p.id = s.program_id
       WHERE p.owner_id = $1 AND ($2::text IS NULL OR p.id = $2) AND s.blocked AND s.start_date + s.nights > $3::date`,
      [ownerId, programId, today],
    );
    return { name: input.name, programId, blocks: ranges.length, days: days.size, skipped, sessionsStopped: Number(stopped?.n ?? 0) };
  });
}

/** Frees the days of an import (its name and scope). */
export async function removeImport(database: Database, ownerId: string, name: string, programId: string | null): Promise<number> {
  const rows = await database.rawTransaction((q) =>
    q(`DELETE FROM blocked_dates WHERE owner_id = $1 AND source = 'import' AND import_name = $2 AND program_id IS NOT DISTINCT FROM $3 RETURNING id`, [ownerId, name, programId]),
  );
  if (rows.length === 0) throw notFound('Import not found.');
  return rows.length;
}
