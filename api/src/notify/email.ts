import { renderBody, type EmailContent } from '../lib/email/render';
import { emailLocale } from '../lib/i18n';
import type { Locale } from '@wellness/shared/format';
import type { RawQuery } from '../db/client';
import type { Tx } from '../db/transaction';

// Emails are rows of the `outbox` table, written in the transaction of the change they tell of (so a change is never
// committed without its email, nor an email queued for a change that rolled back), then sent by the job `email.send`
// (sender.ts). Each feature calls `queueEmail` in its own transaction, with what it sends written in its own folder: the
// reviews feature an answer to a review, the admin feature a program decision, the booking process a booking's moment.

declare module '../lib/jobs/queue' {
  interface JobPayloads {
    /** Sends one outbox row (its id), once. */
    'email.send': { outboxId: string };
    /** Queues `email.send` again for rows left unsent (mail was off, or their retries ran out). */
    'email.sweep': Record<string, never>;
  }
}

export interface Email extends EmailContent {
  /** What the email is about, for the logs and the tests: 'booking.confirmed', 'message', 'program.approved', … */
  kind: string;
  /**
   * The account it goes to (its "Enable Notifications" choice is honoured when it is sent); null: an address only
   * (and always sent: account emails such as a password reset).
   */
  toUserId: string | null;
  toEmail: string;
  /** The recipient's language (languageOf): the email is written in it, and so is what the sender adds. */
  locale: Locale;
  subject: string;
  /** The page the reader acts on: a path of the site ("/dashboard/user/inbox/thr-…"), made absolute with SITE_URL when sent. */
  link: string;
  /** What the reader does there, the words of the email's button ("Confirm or decline"). */
  linkLabel: string;
  /** The same moment queued twice is one email: a key unique to it ("booking:<id>:confirmed:<user>"). */
  dedupeKey: string;
  /** A message email: skipped if the recipient has read this line of this thread by the time it is sent. */
  unreadLine?: { threadId: string; messageId: string };
  /** Not before this time. */
  sendAfter?: Date;
}

/**
 * Queues one email in the caller's transaction: an outbox row (none when the same `dedupeKey` was queued before) with
 * its body in text and HTML (lib/email), and its `email.send` job, keyed by the row's id. Answers the row's id, or
 * null for a repeat.
 */
export async function queueEmail(tx: Tx, email: Email, now = new Date()): Promise<string | null> {
  const { query } = tx;
  const { text, html } = renderBody(email, email.locale);
  const sendAfter = email.sendAfter ?? now;
  const [row] = await query(
    `INSERT INTO outbox (kind, to_user_id, to_email, subject, text, html, link, link_label, dedupe_key, thread_id, message_id, created_at, send_after, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::bigint, $12::timestamptz, $13::timestamptz, $14)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id::text AS id`,
    [
      email.kind, email.toUserId, email.toEmail, email.subject, text, html, email.link, email.linkLabel, email.dedupeKey,
      email.unreadLine?.threadId ?? null, email.unreadLine?.messageId ?? null, now.toISOString(), sendAfter.toISOString(), email.locale,
    ],
  );
  if (!row) return null;
  const id = String(row.id);
  await tx.jobs.send('email.send', { outboxId: id }, { startAfter: sendAfter, singletonKey: id, query });
  return id;
}

/** The dashboard a role's pages live under (an admin who owns or books a program reads it as a user). */
export const dashboardOf = (role: string) => (role === 'facility' ? 'facility' : 'user');
export const inboxLink = (role: string, threadId: string) => `/dashboard/${dashboardOf(role)}/inbox/${threadId}`;

/**
 * The language a person reads their emails in: an account's Preferences language; without an account, or an account
 * that never saved its preferences, `fallback` (the language of the page a booking was made from), else English.
 */
export async function languageOf(query: RawQuery, userId: string | null | undefined, fallback?: string | null): Promise<Locale> {
  if (userId) {
    const [row] = await query<{ language: string }>('SELECT language FROM user_preferences WHERE user_id = $1', [userId]);
    if (row) return emailLocale(row.language);
  }
  return emailLocale(fallback);
}
