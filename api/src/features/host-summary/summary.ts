// The host's daily summary email: requests waiting for an answer (with their deadlines), questions waiting for a reply,
// and tomorrow's arrivals. The job `host-summary.send` runs hourly and sends each host's once a local day, from
// HOST_SUMMARY_HOUR in the time zone of their programs' place, only when there is something to tell and the host has
// not turned it off (Preferences; "Enable Notifications" off silences it too, as every email: features/conversations).
import { sql } from 'drizzle-orm';
import { formatDateRange, formatDateTime, type Locale } from '@wellness/shared/format';
import { addDays, HOST_SUMMARY_HOUR } from '@wellness/shared/host-tools';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../lib/jobs/queue';
import { emailT, emailLocale } from '../../lib/i18n';
import { timeZoneOf } from '../../lib/timeZone';
import { queueSummary } from './outbox';

declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** Sends the daily summary of every host whose local morning has come. */
    'host-summary.send': Record<string, never>;
  }
}

/** Conversations whose guest wrote within this many days count as questions waiting. */
const QUESTION_DAYS = 30;

interface Candidate {
  id: string;
  email: string;
  first_name: string;
  role: string;
  city: string;
  country: string;
  last_sent_on: string | null;
  language: string | null;
}

/** The local date and hour of an instant in a time zone. */
export function localNow(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(now).map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The first word of a typed name; empty when none was typed (the email says "Guest"). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Hosts with something to tell (a request or a question waiting, or a stay starting within two days), summary on. */
async function candidates(database: Database, now: Date): Promise<Candidate[]> {
  const today = now.toISOString().slice(0, 10);
  return database.query<Candidate>(
    `WITH owners AS (
       SELECT p.owner_id FROM bookings b JOIN programs p ON p.id = b.program_id WHERE b.status = 'requested' AND p.owner_id IS NOT NULL
       UNION
       SELECT p.owner_id FROM bookings b JOIN programs p ON p.id = b.program_id
       WHERE b.status = 'confirmed' AND b.preferred_date >= $1 AND b.preferred_date <= $2 AND p.owner_id IS NOT NULL
       UNION
       SELECT t.owner_id FROM threads t WHERE t.owner_id IS NOT NULL AND t.last_message_at >= $3::timestamptz)
     SELECT u.id, u.email, u.first_name, u.role, s.last_sent_on::text AS last_sent_on, pref.language,
       coalesce(first.city, '') AS city, coalesce(first.country, '') AS country
     FROM owners o JOIN users u ON u.id = o.owner_id
     LEFT JOIN host_summary_settings s ON s.user_id = u.id
     LEFT JOIN user_preferences pref ON pref.user_id = u.id
     LEFT JOIN LATERAL (SELECT p.city, p.country FROM programs p WHERE p.owner_id = u.id ORDER BY p.created_at, p.id LIMIT 1) first ON true
     WHERE u.status = 'active' AND u.role IN ('user', 'facility') AND coalesce(s.enabled, true)`,
    [addDays(today, -1), addDays(today, 2), new Date(now.getTime() - QUESTION_DAYS * 86_400_000).toISOString()],
  );
}

export interface SummaryContent {
  requests: { program: string; guest: string; guests: number; startDate: string; endDate: string | null; respondBy: string }[];
  questions: { program: string; guest: string }[];
  arrivals: { program: string; guest: string; guests: number }[];
}

/** What is waiting for one host on their local `date`. */
export async function contentOf(database: Database, hostId: string, tomorrow: string, now: Date): Promise<SummaryContent> {
  const [requests, questions, arrivals] = await Promise.all([
    database.query<{ program: string; name: string; guests: number; start_date: string; end_date: string | null; respond_by: unknown }>(
      `SELECT p.name AS program, b.name, b.guests, b.preferred_date AS start_date, b.ends_on::text AS end_date, b.respond_by
       FROM bookings b JOIN programs p ON p.id = b.program_id WHERE p.owner_id = $1 AND b.status = 'requested' ORDER BY b.respond_by, b.id`,
      [hostId],
    ),
    // A question waiting: the conversation's last message is the guest's.
    database.query<{ program: string; first_name: string | null }>(
      `SELECT t.program_name AS program, u.first_name FROM threads t LEFT JOIN users u ON u.id = t.guest_id
       WHERE t.owner_id = $1 AND t.last_message_at >= $2::timestamptz
         AND (SELECT m.sender_id FROM thread_messages m WHERE m.thread_id = t.id AND m.kind = 'message' ORDER BY m.id DESC LIMIT 1) = t.guest_id
       ORDER BY t.last_message_at`,
      [hostId, new Date(now.getTime() - QUESTION_DAYS * 86_400_000).toISOString()],
    ),
    database.query<{ program: string; name: string; guests: number }>(
      `SELECT p.name AS program, b.name, b.guests FROM bookings b JOIN programs p ON p.id = b.program_id
       WHERE p.owner_id = $1 AND b.status = 'confirmed' AND b.preferred_date = $2 ORDER BY p.name, b.id`,
      [hostId, tomorrow],
    ),
  ]);
  return {
    requests: requests.map((r) => ({ program: r.program, guest: firstName(r.name), guests: Number(r.guests), startDate: r.start_date, endDate: r.end_date, respondBy: new Date(r.respond_by as string).toISOString() })),
    questions: questions.map((q) => ({ program: q.program, guest: q.first_name ?? '' })),
    arrivals: arrivals.map((a) => ({ program: a.program, guest: firstName(a.name), guests: Number(a.guests) })),
  };
}

/** The email's subject and paragraphs in `locale` (dates in the host's time zone); null when there is nothing to tell. */
export function composeSummary(name: string, content: SummaryContent, timeZone: string, locale: Locale = 'en'): { subject: string; paragraphs: string[] } | null {
  const { requests, questions, arrivals } = content;
  if (requests.length + questions.length + arrivals.length === 0) return null;
  const t = emailT(locale);
  const heads = [
    requests.length ? t('hostSummary.requestsWaiting', { count: requests.length }) : '',
    questions.length ? t('hostSummary.questionsWaiting', { count: questions.length }) : '',
    arrivals.length ? t('hostSummary.arrivalsTomorrow', { count: arrivals.length }) : '',
  ].filter(Boolean).join(', ');
  const guestName = (guest: string) => guest || t('hostSummary.guest');
  const paragraphs = [t('hostSummary.greeting', { name, heads })];
  if (requests.length) {
    paragraphs.push(
      [t('hostSummary.requests', { n: requests.length }),
        ...requests.map((r) => t('hostSummary.request', {
          program: r.program, guest: guestName(r.guest), guests: t('hostSummary.guestCount', { count: r.guests }),
          dates: formatDateRange(r.startDate, r.endDate, locale), deadline: formatDateTime(r.respondBy, locale, timeZone), zone: timeZone,
        }))].join('\n'),
    );
  }
  if (questions.length) paragraphs.push([t('hostSummary.questions', { n: questions.length }), ...questions.map((q) => t('hostSummary.question', { program: q.program, guest: q.guest || t('hostSummary.aGuest') }))].join('\n'));
  if (arrivals.length) {
    paragraphs.push([t('hostSummary.arrivals', { n: arrivals.length }), ...arrivals.map((a) => t('hostSummary.arrival', { program: a.program, guest: guestName(a.guest), guests: t('hostSummary.guestCount', { count: a.guests }) }))].join('\n'));
  }
  paragraphs.push(t('hostSummary.footer'));
  return { subject: t('hostSummary.subject', { heads }), paragraphs };
}

/** One run of the job: every host whose local morning has come gets the day's summary once. Answers how many went out. */
export async function sendSummaries(database: Database, jobs: JobQueue, now: Date): Promise<number> {
  let sent = 0;
  for (const host of await candidates(database, now)) {
    const timeZone = timeZoneOf(host.city, host.country);
    const local = localNow(now, timeZone);
    if (local.hour < HOST_SUMMARY_HOUR || (host.last_sent_on !== null && host.last_sent_on >= local.date)) continue;
    const locale = emailLocale(host.language);
    const composed = composeSummary(host.first_name, await contentOf(database, host.id, addDays(local.date, 1), now), timeZone, locale);
    if (!composed) continue;
    const dashboard = host.role === 'facility' ? 'facility' : 'user';
    const queued = await queueSummary(
      database,
      jobs,
      {
        toUserId: host.id,
        toEmail: host.email,
        locale,
        ...composed,
        link: `/dashboard/${dashboard}/calendar`,
        linkLabel: emailT(locale)('hostSummary.link'),
        dedupeKey: `host-summary:${host.id}:${local.date}`,
      },
      async (tx) => {
        await tx.execute(sql`
          INSERT INTO host_summary_settings (user_id, last_sent_on) VALUES (${host.id}, ${local.date}::date)
          ON CONFLICT (user_id) DO UPDATE SET last_sent_on = excluded.last_sent_on`);
      },
      now,
    );
    if (queued) sent += 1;
  }
  return sent;
}
