// The job `host-signals.compute` (daily, on the app's job queue): each provider's figures over the last 12 months, in
// one set-based statement over the conversations and the booking process's history:
// - response time: for each conversation whose guest wrote at least a day ago, the time from the guest's first message
//   to the host's first answer after it; its median, an unanswered message counting as the longest wait;
// - acceptance: requests the host confirmed over those confirmed, declined or left to expire;
// - cancellations by the host over the bookings confirmed;
// - hosting since: the first approval of one of its programs (the earliest ever seen is kept).
// A provider's programs are its facility's (programs.provider_id), so sample providers without an account count too.
import type { Database } from '../../db/client';

declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** Computes every provider's trust figures over the last 12 months. */
    'host-signals.compute': Record<string, never>;
  }
}

const COMPUTE_SQL = `
WITH
  hosts AS (
    SELECT p.provider_id, min(p.reviewed_at) FILTER (WHERE p.approved) AS first_approved
    FROM programs p WHERE p.provider_id IS NOT NULL GROUP BY p.provider_id),
  asked AS (
    SELECT p.provider_id, t.id, t.owner_id,
      (SELECT min(m.at) FROM thread_messages m WHERE m.thread_id = t.id AND m.kind = 'message' AND m.sender_id = t.guest_id) AS asked_at
    FROM threads t JOIN programs p ON p.id = t.program_id
    WHERE p.provider_id IS NOT NULL AND t.guest_id IS NOT NULL AND t.last_message_at >= $2::timestamptz),
  waits AS (
    SELECT a.provider_id,
      extract(epoch FROM (SELECT min(m.at) FROM thread_messages m
                          WHERE m.thread_id = a.id AND m.kind = 'message' AND m.sender_id = a.owner_id AND m.at >= a.asked_at) - a.asked_at) / 60.0 AS minutes
    FROM asked a WHERE a.asked_at >= $2::timestamptz AND a.asked_at < $1::timestamptz - interval '1 day'),
  response AS (
    SELECT provider_id, count(*)::int AS n, percentile_disc(0.5) WITHIN GROUP (ORDER BY coalesce(minutes, 'Infinity'::float8)) AS median
    FROM waits GROUP BY provider_id),
  moves AS (
    SELECT p.provider_id, e.booking_id, e.from_state, e.to_state FROM booking_events e
    JOIN bookings b ON b.id = e.booking_id JOIN programs p ON p.id = b.program_id
    WHERE e.at >= $2::timestamptz AND e.at < $1::timestamptz AND p.provider_id IS NOT NULL
      AND e.to_state IN ('confirmed', 'declined', 'expired', 'canceled_by_provider')),
  counted AS (
    SELECT provider_id,
      count(*) FILTER (WHERE from_state = 'requested' AND to_state IN ('confirmed', 'declined', 'expired'))::int AS decided,
      count(*) FILTER (WHERE from_state = 'requested' AND to_state = 'confirmed')::int AS accepted,
      count(DISTINCT booking_id) FILTER (WHERE to_state = 'confirmed')::int AS stays,
      count(*) FILTER (WHERE to_state = 'canceled_by_provider')::int AS canceled
    FROM moves GROUP BY provider_id)
INSERT INTO host_signals AS s (provider_id, first_messages, median_response_minutes, decided_requests, accepted_requests, stays, host_cancellations, hosting_since, computed_at)
SELECT h.provider_id, coalesce(r.n, 0), CASE WHEN r.median IS NULL OR r.median = 'Infinity'::float8 THEN NULL ELSE round(r.median)::int END,
  coalesce(c.decided, 0), coalesce(c.accepted, 0), coalesce(c.stays, 0), coalesce(c.canceled, 0), (h.first_approved AT TIME ZONE 'UTC')::date, $1::timestamptz
FROM hosts h LEFT JOIN response r ON r.provider_id = h.provider_id LEFT JOIN counted c ON c.provider_id = h.provider_id
ON CONFLICT (provider_id) DO UPDATE SET first_messages = excluded.first_messages, median_response_minutes = excluded.median_response_minutes,
  decided_requests = excluded.decided_requests, accepted_requests = excluded.accepted_requests, stays = excluded.stays,
  host_cancellations = excluded.host_cancellations, hosting_since = least(s.hosting_since, excluded.hosting_since), computed_at = excluded.computed_at`;

const YEAR_MS = 365 * 86_400_000;

/** Every provider's figures as of `now`; answers how many providers were written. */
export async function computeHostSignals(database: Database, now: Date): Promise<number> {
  const rows = await database.rawTransaction((q) => q(`${COMPUTE_SQL} RETURNING 1`, [now.toISOString(), new Date(now.getTime() - YEAR_MS).toISOString()]));
  return rows.length;
}
