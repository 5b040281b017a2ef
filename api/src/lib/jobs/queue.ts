import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Database, RawQuery } from '../../db/client';

/**
 * A job queue in the application's own database (migrations/0021), for work that runs later, periodically or with
 * retries: cleaning unused uploads now; expiring booking requests, completing stays and sending email next.
 *
 * Hand-written on PostgreSQL's `FOR UPDATE SKIP LOCKED` rather than a library because neither maintained queue fits
 * this API: pg-boss 12 needs Node ≥ 22.12 and graphile-worker 0.18 Node ≥ 22.18 (the project runs on Node 20.19+), and
 * both expect a `pg` connection pool (graphile-worker also LISTEN), while the embedded database is PGlite, one
 * connection on a worker thread (db/pglite-thread.ts), where pg-boss works only with its parameters pasted into the
 * SQL text. The queue below speaks through `Database.query`, the same on PGlite and PostgreSQL.
 *
 * What it guarantees:
 * - A job is taken by one process at a time: the claim is one UPDATE over rows picked `FOR UPDATE SKIP LOCKED`, so two
 *   processes polling at once take different jobs.
 * - It survives a restart: jobs are rows. A taken job holds a lease (its `timeoutMs`); when the process dies (or the run
 *   overstays its lease) the job is queued again as a failed attempt. Handlers must therefore be safe to run again for
 *   the same payload (delete what is still there, send what is not yet marked sent, …).
 * - A failed run is retried `retryLimit` times, after `retryDelayMs`, doubled at each attempt.
 * - `startAfter` runs it no earlier than a time; `singletonKey` keeps one waiting or running job per key; `everyMs`
 *   makes a job periodic (one process moves the schedule on and queues the run, whatever the number of processes).
 * - Tests run what is due at any instant without waiting: `await jobs.runDue(new Date(Date.now() + 25 * HOUR))`.
 */

/** Payload types of the jobs, by name. Each feature adds its own by declaration merging (see features/uploads/jobs.ts). */
export interface JobPayloads {
  /** Removes finished jobs once kept long enough. */
  'jobs.cleanup': Record<string, never>;
}

export type JobName = keyof JobPayloads & string;

export interface JobRun {
  id: string;
  name: string;
  /** 1 on the first run. */
  attempt: number;
  /** The instant the queue runs this job at: "now" for the handler (a test moves it with `runDue(at)`). */
  now: Date;
}

export type JobHandler<P> = (payload: P, run: JobRun) => Promise<void>;

export interface JobOptions {
  /** Retries after the first failed run (default 4). */
  retryLimit?: number;
  /** The wait before the first retry, doubled at each further one (default 30 s). */
  retryDelayMs?: number;
  /** How long a run may take before another process may take the job again (default 5 min). */
  timeoutMs?: number;
  /** Periodic: queued every `everyMs`, the first time when the queue starts. */
  everyMs?: number;
}

export interface SendOptions {
  /** Not before this time (or this many milliseconds from now). */
  startAfter?: Date | number;
  /** While a job of this name and key is queued or running, sending another is a no-op (answers null). */
  singletonKey?: string;
  /** Queue it inside this transaction, so it exists only if the transaction commits (Database.rawTransaction). */
  query?: RawQuery;
}

export interface QueueOptions {
  /** How often `start()` polls for due jobs (ms). */
  pollIntervalMs?: number;
  /** Jobs run at once by one poll. */
  concurrency?: number;
  /** The clock of `start()`'s polls and of `send`'s startAfter (tests may pass their own). */
  clock?: () => number;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

export interface RunSummary {
  completed: number;
  failed: number;
}

interface Registered {
  handler: JobHandler<never>;
  options: Required<Omit<JobOptions, 'everyMs'>> & { everyMs?: number };
}

const NAME = /^[a-z][a-z0-9._-]{0,99}$/;
const HOUR = 3_600_000;
const MAX_RETRY_DELAY_MS = 24 * HOUR;
/** Jobs one `runDue` call runs at most, so a handler that queues work due at once cannot loop forever. */
const MAX_PER_CALL = 10_000;
/** Finished jobs are kept this long for inspection, then removed by `jobs.cleanup`. */
const KEEP_COMPLETED_MS = 7 * 24 * HOUR;
const KEEP_FAILED_MS = 30 * 24 * HOUR;

const pgArray = (names: string[]) => `{${names.join(',')}}`;
const message = (error: unknown) => String((error as Error)?.stack ?? (error as Error)?.message ?? error).slice(0, 2000);

export class JobQueue {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly handlers = new Map<string, Registered>();
  private readonly pollIntervalMs: number;
  private readonly concurrency: number;
  private readonly clock: () => number;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<unknown> | null = null;
  private schedulesWritten = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly options: QueueOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 2000;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.clock = options.clock ?? Date.now;
  }

  /** Removes finished jobs kept long enough (the app's periodic `jobs.cleanup`). */
  async removeFinished(now: Date): Promise<void> {
    await this.database.query(
      `DELETE FROM jobs WHERE (state = 'completed' AND finished_at < $1::timestamptz) OR (state = 'failed' AND finished_at < $2::timestamptz)`,
      [new Date(now.getTime() - KEEP_COMPLETED_MS).toISOString(), new Date(now.getTime() - KEEP_FAILED_MS).toISOString()],
    );
  }

  /** Adds the handler of a job name. Call before `start()` (features do it when their routes register). */
  register<N extends JobName>(name: N, handler: JobHandler<JobPayloads[N]>, options: JobOptions = {}): void {
    if (!NAME.test(name)) throw new Error(`Job names are lower-case words with . _ - (got "${name}")`);
    if (this.handlers.has(name)) throw new Error(`The job "${name}" is registered twice`);
    this.handlers.set(name, {
      handler: handler as JobHandler<never>,
      options: { retryLimit: options.retryLimit ?? 4, retryDelayMs: options.retryDelayMs ?? 30_000, timeoutMs: options.timeoutMs ?? 5 * 60_000, ...(options.everyMs ? { everyMs: options.everyMs } : {}) },
    });
    this.schedulesWritten = false;
  }

  /** Queues a job; answers its id, or null when a job with the same singleton key is already waiting or running. */
  async send<N extends JobName>(name: N, payload: JobPayloads[N], options: SendOptions = {}): Promise<string | null> {
    const registered = this.handlers.get(name)?.options;
    const start = options.startAfter instanceof Date ? options.startAfter.getTime() : this.clock() + (options.startAfter ?? 0);
    const query: RawQuery = options.query ?? (<T,>(sql: string, params?: unknown[]) => this.database.query<T>(sql, params as never));
    const rows = await query(
      `INSERT INTO jobs (name, payload, run_at, singleton_key, max_attempts, timeout_ms) VALUES ($1, $2::jsonb, $3::timestamptz, $4, $5, $6)
       ON CONFLICT DO NOTHING RETURNING id::text AS id`,
      [name, JSON.stringify(payload ?? {}), new Date(start).toISOString(), options.singletonKey ?? null, (registered?.retryLimit ?? 4) + 1, registered?.timeoutMs ?? 5 * 60_000],
    );
    return rows[0] ? String(rows[0].id) : null;
  }

  /**
   * Runs every job due at `now` (registered names only), including periodic jobs whose time has come, until none is
   * left; several processes may call it at once. Answers how many runs completed and failed.
   */
  async runDue(now: Date = new Date(this.clock())): Promise<RunSummary> {
    const summary: RunSummary = { completed: 0, failed: 0 };
    const names = [...this.handlers.keys()];
    if (names.length === 0) return summary;
    await this.writeSchedules(now);
    await this.requeueExpiredLeases(now);
    await this.queuePeriodic(now);
    for (let taken = 0; taken < MAX_PER_CALL; ) {
      const jobs = await this.claim(now, names);
      if (jobs.length === 0) break;
      taken += jobs.length;
      const results = await Promise.all(jobs.map((job) => this.execute(job, now)));
      for (const ok of results) summary[ok ? 'completed' : 'failed'] += 1;
    }
    return summary;
  }

  /** Polls every `pollIntervalMs` in this process (the API starts it when ready, unless JOBS_WORKER=false). */
  start(): void {
    if (this.timer || this.pollIntervalMs <= 0) return;
    this.stopped = false;
    const poll = () => {
      if (this.polling || this.stopped) return;
      this.polling = this.runDue().catch((error: unknown) => this.options.log?.warn({ err: error }, 'job poll failed')).finally(() => (this.polling = null));
    };
    poll();
    this.timer = setInterval(poll, this.pollIntervalMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the jobs of the current poll to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
  }

  private async writeSchedules(now: Date) {
    if (this.schedulesWritten) return;
    for (const [name, { options }] of this.handlers) {
      if (!options.everyMs) continue;
      await this.database.query(
        `INSERT INTO job_schedules (name, every_ms, next_run_at) VALUES ($1, $2, $3::timestamptz)
         ON CONFLICT (name) DO UPDATE SET every_ms = excluded.every_ms`,
        [name, options.everyMs, now.toISOString()],
      );
    }
    this.schedulesWritten = true;
  }

  /** A run whose process died (or that overstayed its lease) counts as a failed attempt. */
  private async requeueExpiredLeases(now: Date) {
    await this.database.query(
      `UPDATE jobs SET state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
         finished_at = CASE WHEN attempts >= max_attempts THEN $1::timestamptz END,
         run_at = $1::timestamptz, locked_by = NULL, locked_until = NULL,
         last_error = 'The run did not finish within its lease (its process ended, or it ran past timeoutMs).'
       WHERE state = 'active' AND locked_until <= $1::timestamptz`,
      [now.toISOString()],
    );
  }

  /**
   * One statement: the process whose UPDATE moves a schedule on queues that run; a process that polls at the same
   * moment waits for the row and then sees it moved. The singleton key keeps one run of each waiting at a time.
   */
  private async queuePeriodic(now: Date) {
    const periodic = [...this.handlers].filter(([, r]) => r.options.everyMs);
    if (periodic.length === 0) return;
    await this.database.query(
      `WITH due AS (
         UPDATE job_schedules s SET next_run_at = $1::timestamptz + make_interval(secs => s.every_ms / 1000.0)
         FROM unnest($2::text[], $3::int[], $4::int[]) AS c(name, max_attempts, timeout_ms)
         WHERE s.name = c.name AND s.next_run_at <= $1::timestamptz
         RETURNING s.name, c.max_attempts, c.timeout_ms)
       INSERT INTO jobs (name, payload, run_at, singleton_key, max_attempts, timeout_ms)
       SELECT name, '{}'::jsonb, $1::timestamptz, 'periodic', max_attempts, timeout_ms FROM due
       ON CONFLICT DO NOTHING`,
      [
        now.toISOString(),
        pgArray(periodic.map(([name]) => name)),
        pgArray(periodic.map(([, r]) => String(r.options.retryLimit + 1))),
        pgArray(periodic.map(([, r]) => String(r.options.timeoutMs))),
      ],
    );
  }

  private async claim(now: Date, names: string[]) {
    return this.database.query<{ id: string; name: string; payload: unknown; attempts: number }>(
      `UPDATE jobs j SET state = 'active', attempts = j.attempts + 1, locked_by = $3,
         locked_until = $1::timestamptz + make_interval(secs => j.timeout_ms / 1000.0)
       WHERE j.id IN (
         SELECT id FROM jobs WHERE state = 'queued' AND run_at <= $1::timestamptz AND name = ANY($2::text[])
         ORDER BY run_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING j.id::text AS id, j.name, j.payload, j.attempts`,
      [now.toISOString(), pgArray(names), this.workerId, this.concurrency],
    );
  }

  private async execute(job: { id: string; name: string; payload: unknown; attempts: number }, now: Date): Promise<boolean> {
    const registered = this.handlers.get(job.name)!;
    const payload = typeof job.payload === 'string' ? (JSON.parse(job.payload) as unknown) : job.payload;
    try {
      await registered.handler(payload as never, { id: job.id, name: job.name, attempt: Number(job.attempts), now });
      await this.database.query(`UPDATE jobs SET state = 'completed', finished_at = $2::timestamptz, locked_until = NULL WHERE id = $1::bigint AND locked_by = $3 AND state = 'active'`, [
        job.id, now.toISOString(), this.workerId,
      ]);
      return true;
    } catch (error) {
      const { retryDelayMs } = registered.options;
      const delay = Math.min(MAX_RETRY_DELAY_MS, retryDelayMs * 2 ** Math.min(Number(job.attempts) - 1, 30));
      await this.database.query(
        `UPDATE jobs SET state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
           finished_at = CASE WHEN attempts >= max_attempts THEN $2::timestamptz END,
           run_at = $3::timestamptz, last_error = $4, locked_by = NULL, locked_until = NULL
         WHERE id = $1::bigint AND locked_by = $5 AND state = 'active'`,
        [job.id, now.toISOString(), new Date(now.getTime() + delay).toISOString(), message(error), this.workerId],
      );
      this.options.log?.warn({ job: job.name, id: job.id, attempt: Number(job.attempts), err: error }, 'job failed');
      return false;
    }
  }
}
