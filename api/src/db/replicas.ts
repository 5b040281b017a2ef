// Reads on streaming replicas, with read-your-writes (docs/adr/0011-read-replicas.md).
//
// Each API process checks, every `checkIntervalMs`, how far the primary has written (pg_current_wal_insert_lsn: past
// every record inserted, so past the commit of any write already answered, even with an asynchronous commit) and how
// far each replica has replayed (pg_last_wal_replay_lsn). A replica is in use while it answers and its lag (how long it
// has been missing something the primary had written) stays under `maxLagMs`; down or lagging, it is left out until it
// answers and has caught up. A request whose route declares that it only reads runs, through an AsyncLocalStorage
// context, on a replica in use that has replayed the visitor's last write (the position the API signed after that
// write, carried by the visitor: `X-Read-After`); none has, or the visitor's request writes: the primary.
//
// Hand-written: the poolers and drivers that route reads (pgpool-II, pg-pool's hosts list, Odyssey) either parse SQL
// to guess what writes, or know nothing of a visitor's own writes, and none keeps the catalogue cache's rule (an
// answer is kept only once it reflects every change announced before it).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** A WAL position (pg_lsn) as a number of bytes. */
export type Lsn = bigint;

export function parseLsn(text: string): Lsn {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) throw new Error(`Not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

export const formatLsn = (lsn: Lsn) => `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;

/** What a server is reached through: a statement runner the router hands to the operation it routes. */
export interface Endpoint {
  /** One statement, its rows. */
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
}

export type ReplicaState = 'starting' | 'in use' | 'lagging' | 'down';

export interface ReplicaStatus {
  name: string;
  state: ReplicaState;
  /** How long the replica has been missing something the primary had written (null: not known, e.g. down). */
  lagMs: number | null;
}

interface Replica<E> {
  name: string;
  endpoint: E;
  state: ReplicaState;
  /** What it had replayed at its last check (null: not known). */
  replayed: Lsn | null;
  lagMs: number | null;
  /** A check under way (a stopped server behind a pooler may hold it): the next one waits for it. */
  checking: boolean;
  /** Operations waiting on it: called when it is found down, each goes to the primary at once. */
  waiting: Set<() => void>;
}

/** Where the reads of the running request go, and what they reflect. */
export interface ReadContext {
  /** The replica it reads from; null: the primary. */
  replica: unknown;
  /** The position its reads reflect at least: the replica's replayed position, or the primary's latest known. */
  floor: Lsn;
  /** The visitor's last write (from `X-Read-After`), null when none. */
  need: Lsn | null;
}

export interface ReadRouterOptions {
  maxLagMs: number;
  checkIntervalMs: number;
  /** A check that takes longer counts as the server down (default 1 s). */
  checkTimeoutMs?: number;
  log?: RouterLog;
  /** The clock of lags and samples (performance.now; tests give their own). */
  now?: () => number;
}

export type RouterLog = (level: 'info' | 'warn', message: string, fields: Record<string, unknown>) => void;

/** Raised inside the router when a replica is found down while an operation waited on it. */
const GONE = Symbol('replica gone');

/**
 * Errors that say the server cannot answer (not that the statement is wrong): connection errors, an administrator's or
 * a crash's shutdown, a standby not yet accepting connections, a pooler that lost its server, and a standby that
 * cancelled the statement because replay needed what it read (a conflict with recovery). The read is run again on the
 * primary; only the first kinds also take the replica out of use.
 */
export function unavailable(error: unknown): 'down' | 'retry' | null {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (code === '40001') return 'retry';
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND'].includes(code)) return 'down';
  const message = typeof e?.message === 'string' ? e.message : '';
  if (/^Connection terminated|connection error|timeout exceeded when trying to connect|Query read timeout|not queryable/i.test(message)) return 'down';
  return null;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
    timer.unref();
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error as Error)),
    );
  });

/** One sample of the primary's written position: when it was asked, and when known. */
interface Sample {
  startedAt: number;
  at: number;
  lsn: Lsn;
}

export class ReadRouter<E extends Endpoint> {
  private readonly replicas: Replica<E>[];
  private readonly store = new AsyncLocalStorage<ReadContext>();
  private samples: Sample[] = [];
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private next = 0;
  private readonly sampleListeners = new Set<(lsn: Lsn, startedAt: number) => void>();
  private readonly checkTimeoutMs: number;
  /** Where state changes are told (the app's logger, once there is one). */
  log: RouterLog;
  readonly now: () => number;

  constructor(
    readonly primary: E,
    replicas: { name: string; endpoint: E }[],
    private readonly options: ReadRouterOptions,
  ) {
    this.checkTimeoutMs = options.checkTimeoutMs ?? 1000;
    this.log = options.log ?? (() => {});
    this.now = options.now ?? (() => performance.now());
    this.replicas = replicas.map(({ name, endpoint }) => {
      const replica: Replica<E> = { name, endpoint, state: 'starting', replayed: null, lagMs: null, checking: false, waiting: new Set() };
      return replica;
    });
  }

  /** Checks at once, then every interval (the timer does not keep the process alive). */
  async start(): Promise<void> {
    if (this.timer) return;
    this.timer = setInterval(() => void this.check(), this.options.checkIntervalMs);
    this.timer.unref();
    await this.check();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** How long a write's position needs carrying: past it, every replica in use has replayed it. */
  get positionLifetimeMs() {
    return this.options.maxLagMs + 2 * this.options.checkIntervalMs;
  }

  /** Each sample of the primary's position (the catalogue cache learns from them what a change's position is). */
  onPrimarySample(listener: (lsn: Lsn, startedAt: number) => void): () => void {
    this.sampleListeners.add(listener);
    return () => this.sampleListeners.delete(listener);
  }

  replicaEndpoints(): E[] {
    return this.replicas.map((r) => r.endpoint);
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((r) => ({ name: r.name, state: r.state, lagMs: r.lagMs === null ? null : Math.round(r.lagMs) }));
  }

  /** A check now, unless one is under way (a catalogue change was announced: its position is wanted soon). */
  checkSoon() {
    void this.check();
  }

  /** One round: the primary's position, then each replica's. Rounds do not overlap. */
  check(): Promise<void> {
    this.round ??= this.checkRound().finally(() => (this.round = null));
    return this.round;
  }

  private async checkRound() {
    const startedAt = this.now();
    try {
      const [row] = await withTimeout(this.primary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn'), this.checkTimeoutMs);
      const sample = { startedAt, at: this.now(), lsn: parseLsn(row!.lsn) };
      this.samples.push(sample);
      // Samples old enough that any replica missing them is over the bound anyway are not needed; the latest always is.
      const keepFrom = sample.at - 2 * this.options.maxLagMs - 10 * this.options.checkIntervalMs;
      while (this.samples.length > 1 && this.samples[0]!.at < keepFrom) this.samples.shift();
      for (const listener of this.sampleListeners) listener(sample.lsn, sample.startedAt);
    } catch (error) {
      this.log('warn', 'read routing: the primary did not say its position', { error: (error as Error).message });
    }
    await Promise.all(this.replicas.map((r) => this.checkReplica(r)));
  }

  private async checkReplica(replica: Replica<E>) {
    if (replica.checking) return;
    replica.checking = true;
    const asked = replica.endpoint
      .query<{ lsn: string | null }>(
        // A server that is not in recovery is its own primary (a replica URL naming the primary itself): always current.
        'SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_insert_lsn() END)::text AS lsn',
      )
      .finally(() => (replica.checking = false));
    try {
      const [row] = await withTimeout(asked, this.checkTimeoutMs);
      if (!row?.lsn) throw new Error('no replayed position');
      this.measured(replica, parseLsn(row.lsn));
    } catch (error) {
      asked.catch(() => {});
      this.down(replica, error);
    }
  }

  /** How long the replica has been missing what the primary had: since the first sample it has not replayed. */
  private lagOf(replayed: Lsn): number {
    const missing = this.samples.find((s) => s.lsn > replayed);
    return missing ? this.now() - missing.at : 0;
  }

  private measured(replica: Replica<E>, replayed: Lsn) {
    const was = replica.state;
    replica.replayed = replayed;
    replica.lagMs = this.lagOf(replayed);
    const { maxLagMs } = this.options;
    // Back only once well under the bound, so a replica near it does not go in and out at every check.
    if (was === 'in use' && replica.lagMs > maxLagMs) replica.state = 'lagging';
    else if (was !== 'in use' && replica.lagMs <= maxLagMs / 2) replica.state = 'in use';
    else if (was === 'down' || was === 'starting') replica.state = 'lagging';
    if (replica.state !== was) {
      const level = replica.state === 'lagging' ? 'warn' : 'info';
      const message = replica.state === 'in use' ? (was === 'starting' ? 'read routing: replica in use' : 'read routing: replica back in use') : 'read routing: replica left out: it lags';
      this.log(level, message, { replica: replica.name, lagMs: Math.round(replica.lagMs) });
    }
  }

  private down(replica: Replica<E>, error: unknown) {
    const was = replica.state;
    replica.state = 'down';
    replica.replayed = null;
    replica.lagMs = null;
    for (const leave of replica.waiting) leave();
    replica.waiting.clear();
    if (was !== 'down') this.log('warn', 'read routing: replica left out: it does not answer', { replica: replica.name, error: (error as Error)?.message });
  }

  /** The latest known position of the primary (0 before the first check). */
  primaryFloor(): Lsn {
    return this.samples.at(-1)?.lsn ?? 0n;
  }

  /**
   * Where a read-only request goes: a replica in use that has replayed `need` (round robin among them), else the
   * primary.
   */
  choose(need: Lsn | null): ReadContext {
    const ready = this.replicas.filter((r) => r.state === 'in use' && r.replayed !== null && (need === null || r.replayed >= need));
    if (!ready.length) return this.onPrimary(need);
    const replica = ready[this.next++ % ready.length]!;
    return { replica, floor: replica.replayed!, need };
  }

  onPrimary(need: Lsn | null): ReadContext {
    return { replica: null, floor: this.primaryFloor(), need };
  }

  /** Runs `fn` (and everything it starts) with its reads routed as `context` says. */
  run<T>(context: ReadContext, fn: () => T): T {
    return this.store.run(context, fn);
  }

  /** The running request's context, if any. */
  context(): ReadContext | undefined {
    return this.store.getStore();
  }

  /**
   * Runs `operation` where the running request's reads go. On a replica that is found down meanwhile, or that fails
   * as `unavailable` says, it runs again on the primary, and so does the rest of the request. `abandon` gets what the
   * replica's attempt answers after it was given up (a pooled connection to release).
   */
  async route<T>(operation: (endpoint: E) => Promise<T>, abandon?: (late: T) => void): Promise<T> {
    const context = this.store.getStore();
    const replica = context?.replica as Replica<E> | null | undefined;
    if (!replica) return operation(this.primary);
    if (replica.state === 'down') {
      context!.replica = null;
      return operation(this.primary);
    }
    const attempt = operation(replica.endpoint);
    let leave = () => {};
    const gone = new Promise<never>((_resolve, reject) => (leave = () => reject(GONE)));
    replica.waiting.add(leave);
    try {
      return await Promise.race([attempt, gone]);
    } catch (error) {
      const kind = error === GONE ? 'down' : unavailable(error);
      if (!kind) throw error;
      attempt.then((late) => abandon?.(late), () => {});
      if (kind === 'down') this.down(replica, error === GONE ? new Error('found down by a check') : error);
      context!.replica = null;
      return operation(this.primary);
    } finally {
      replica.waiting.delete(leave);
    }
  }
}

/**
 * `X-Read-After`: the primary's position after a visitor's write, until when it matters, and a signature (HMAC-SHA256
 * with the token key, so a forged one cannot send a visitor's reads, or anyone's, to the primary for long).
 * `<position hex>.<valid until, ms base 36>.<signature>`; the API verifies it, a client only keeps and sends it back
 * (and may read the middle part to drop it once past).
 */
export const READ_AFTER_HEADER = 'X-Read-After';

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`read-after:${body}`).digest('base64url').slice(0, 22);

export function signPosition(secret: string, lsn: Lsn, validForMs: number, now = Date.now()): string {
  const body = `${lsn.toString(16)}.${(now + validForMs).toString(36)}`;
  return `${body}.${mac(secret, body)}`;
}

/** The position a valid, current token carries; null for none, a bad one or one past its time. */
export function verifyPosition(secrets: readonly string[], token: unknown, maxValidForMs: number, now = Date.now()): Lsn | null {
  if (typeof token !== 'string' || token.length > 80) return null;
  const match = /^([0-9a-f]{1,16})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const until = parseInt(match[2]!, 36);
  // Past its time, or further ahead than any token is signed for (another key's clock may differ by a few seconds).
  if (until < now || until > now + maxValidForMs + 5000) return null;
  const body = `${match[1]}.${match[2]}`;
  const given = Buffer.from(match[3]!);
  const signed = secrets.some((secret) => {
    const expected = Buffer.from(mac(secret, body));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return signed ? BigInt(`0x${match[1]}`) : null;
}
