import type { JobQueue } from '../lib/jobs/queue';
import type { Db, RawQuery } from './client';
import { rawQueryOf } from './tx-query';

/**
 * A write in one transaction, as every feature gets it: the transaction's query builder (`db`), the same transaction
 * for `$n` SQL (`query`), and the job queue, whose `send(…, { query: tx.query })` queues a job that exists only if the
 * transaction commits (an email, a booking's follow-up). The one seam between features and a transaction
 * (docs/adr/0014-one-way-to-write-sql.md).
 */
export interface Tx {
  db: Db;
  query: RawQuery;
  jobs: JobQueue;
}

/** The Tx of a transaction already open (a Drizzle transaction is a Db): for code handed one by a caller. */
export const txOf = (db: Db, jobs: JobQueue): Tx => ({ db, query: rawQueryOf(db), jobs });

/** Runs `write` in one transaction of `on.db`, handing it the Tx. */
export function inTransaction<T>(on: { db: Db; jobs: JobQueue }, write: (tx: Tx) => Promise<T>): Promise<T> {
  return on.db.transaction((db) => write(txOf(db, on.jobs)));
}
