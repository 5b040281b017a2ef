import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { JobQueue } from '../lib/jobs/queue';
import { renderMail } from '../lib/email/render';
import { emailLocale } from '../lib/i18n';

/**
 * The job `email.send`: one outbox row through SMTP (Nodemailer), once.
 *
 * - The row is claimed with a lease (`sending_until`) before the SMTP conversation and marked sent after it, each in a
 *   statement of its own (no transaction is held open while the mail server answers: PGlite has one connection). A
 *   second run for the same row (a job lease that expired while the first was still talking, two processes) finds it
 *   claimed or sent and does nothing.
 * - An SMTP failure clears the lease and fails the job: the queue retries it with a doubling delay.
 * - At least once, not exactly once, in one case: the SMTP server accepted the mail and the process died before the
 *   row was marked; the retry sends it again. Its Message-ID is derived from the row's id, the same on every try, so a
 *   receiving server or client can drop the repeat.
 * - "Enable Notifications" is decided when the row is sent (the stored choice at that moment): off, the row is marked
 *   skipped and nothing is mailed. A message email whose line the recipient has read meanwhile is skipped too.
 * - Without SMTP_URL nothing is mailed: the row stays unsent and the job logs that mail is off (`email.sweep` sends
 *   such rows once SMTP is configured).
 */

/** How long one run may hold a row; longer than Nodemailer's timeouts below added up. */
const LEASE_MS = 2 * 60_000;
/** Rows left unsent are queued again for this long after they were written. */
const SWEEP_WINDOW_MS = 3 * 24 * 3_600_000;

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * Nodemailer's SMTP transport on SMTP_URL, or null when it is not set. Nodemailer is loaded at the first mail, not at
 * the process's start (~30 ms of it: docs/performance-api.md, "Start to ready").
 */
export function smtpSender(smtpUrl: string | undefined): SendMail | null {
  if (!smtpUrl) return null;
  let transporter: Promise<Transporter> | undefined;
  return async (mail) => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // Fail fast on a dead server: the queue retries later.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    await (await transporter).sendMail(mail);
  };
}

interface ClaimedRow {
  id: string;
  to_user_id: string | null;
  to_email: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  link_label: string;
  thread_id: string | null;
  message_id: string | null;
  locale: string;
}

export interface SenderOptions {
  database: Database;
  config: Pick<AppConfig, 'mailFrom' | 'siteUrl' | 'smtpUrl'>;
  send: SendMail | null;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

/** The full email of a row: the brand, its body, then the button and the address to act on (absolute, on SITE_URL). */
export function composeMail(row: Pick<ClaimedRow, 'id' | 'to_email' | 'subject' | 'text' | 'html' | 'link' | 'link_label'> & { locale?: string }, config: SenderOptions['config']): OutgoingMail {
  const url = `${config.siteUrl}${row.link}`;
  const host = new URL(config.siteUrl).hostname || 'localhost';
  const { text, html } = renderMail({ subject: row.subject, text: row.text, html: row.html, url, linkLabel: row.link_label, to: row.to_email, siteUrl: config.siteUrl, locale: emailLocale(row.locale) });
  return { from: config.mailFrom, to: row.to_email, subject: row.subject, text, html, messageId: `<outbox-${row.id}@${host}>` };
}

/** Sends one outbox row if it is still due; throws on an SMTP failure (the job is retried). */
export async function sendOutboxRow({ database, config, send, log }: SenderOptions, outboxId: string, now: Date): Promise<'sent' | 'skipped' | 'not-due' | 'mail-off'> {
  if (!send) {
    await database.query(`UPDATE outbox SET last_error = 'SMTP_URL is not set: mail is off' WHERE id = $1::bigint AND sent_at IS NULL`, [outboxId]);
    log.info({ outboxId }, 'email: mail is off (SMTP_URL is not set); the outbox row stays unsent');
    return 'mail-off';
  }
  const [row] = await database.query<ClaimedRow>(
    `UPDATE outbox SET sending_until = $2::timestamptz, attempts = attempts + 1
     WHERE id = $1::bigint AND sent_at IS NULL AND skipped IS NULL AND (sending_until IS NULL OR sending_until <= $3::timestamptz)
     RETURNING id::text AS id, to_user_id, to_email, subject, text, html, link, link_label, thread_id, message_id::text AS message_id, locale`,
    [outboxId, new Date(now.getTime() + LEASE_MS).toISOString(), now.toISOString()],
  );
  if (!row) return 'not-due';

  const skip = async (reason: string) => {
    await database.query('UPDATE outbox SET skipped = $2, sending_until = NULL WHERE id = $1::bigint', [row.id, reason]);
    return 'skipped' as const;
  };
  if (row.to_user_id) {
    const [prefs] = await database.query<{ notifications: boolean }>('SELECT notifications FROM user_preferences WHERE user_id = $1', [row.to_user_id]);
    if (prefs && !prefs.notifications) return skip('notifications off');
    if (row.thread_id && row.message_id) {
      const [read] = await database.query<{ id: string }>('SELECT last_read_message_id::text AS id FROM thread_reads WHERE thread_id = $1 AND user_id = $2', [row.thread_id, row.to_user_id]);
      if (read && Number(read.id) >= Number(row.message_id)) return skip('read');
    }
  }

  try {
    await send(composeMail(row, config));
  } catch (error) {
    await database.query('UPDATE outbox SET sending_until = NULL, last_error = $2 WHERE id = $1::bigint', [row.id, String((error as Error)?.message ?? error).slice(0, 1000)]);
    throw error;
  }
  // A link that signs in or resets a password works only from the email: once sent, the row keeps no working copy.
  await database.query(
    `UPDATE outbox SET sent_at = $2::timestamptz, sending_until = NULL, last_error = NULL,
       link = CASE WHEN kind LIKE 'account.%' THEN regexp_replace(link, '=[^&#]*', '=(sent)', 'g') ELSE link END
     WHERE id = $1::bigint`,
    [row.id, now.toISOString()],
  );
  return 'sent';
}

/** Registers `email.send` (retried with a doubling delay from 30 s) and the periodic `email.sweep`. */
export function registerEmailJobs(jobs: JobQueue, options: SenderOptions): void {
  jobs.register('email.send', async ({ outboxId }, run) => void (await sendOutboxRow(options, outboxId, run.now)), {
    retryLimit: 8,
    retryDelayMs: 30_000,
    timeoutMs: LEASE_MS + 60_000,
  });
  jobs.register(
    'email.sweep',
    async (_payload, run) => {
      if (!options.send) return;
      const rows = await options.database.query<{ id: string }>(
        `SELECT o.id::text AS id FROM outbox o WHERE o.sent_at IS NULL AND o.skipped IS NULL AND o.send_after <= $1::timestamptz AND o.created_at > $2::timestamptz ORDER BY o.id LIMIT 500`,
        [run.now.toISOString(), new Date(run.now.getTime() - SWEEP_WINDOW_MS).toISOString()],
      );
      // The singleton key is the row's id: a row whose job is still waiting or running gets no second one.
      for (const { id } of rows) await jobs.send('email.send', { outboxId: id }, { singletonKey: id, startAfter: run.now });
    },
    { everyMs: 15 * 60_000 },
  );
}
