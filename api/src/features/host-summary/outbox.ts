// The one door of this feature to the email outbox (notify/email.ts: a row written in a transaction,
// sent by the `email.send` job, honouring the account's "Enable Notifications").
import type { Locale } from '@wellness/shared/format';
import type { Database, Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs/queue';
import { queueEmail } from '../../notify/email';
import { inTransaction } from '../../db/transaction';

export interface SummaryEmail {
  toUserId: string;
  toEmail: string;
  locale: Locale;
  subject: string;
  paragraphs: string[];
  link: string;
  linkLabel: string;
  dedupeKey: string;
}

/** Queues the email in a transaction of its own; `after` runs in it too (the mark that the day's summary went out). */
export async function queueSummary(database: Database, jobs: JobQueue, email: SummaryEmail, after: (tx: Db) => Promise<void>, now: Date): Promise<boolean> {
  return inTransaction({ db: database.db, jobs }, async (tx) => {
    const id = await queueEmail(tx, { kind: 'host.summary', ...email }, now);
    await after(tx.db);
    return id !== null;
  });
}
