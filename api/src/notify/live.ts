import type { LiveEvent } from '@wellness/shared/domain';
import type { Database, Listening, RawQuery } from '../db/client';

// The live channel's two halves. Writers store each event for its account in `live_events`, in the transaction of the
// change, and NOTIFY the account's id: PostgreSQL delivers a notification only when its transaction commits, so a
// rolled-back change tells nobody. Every API process LISTENs and pushes what is new to the tabs connected to it; a tab
// that reconnects names the last id it got (Last-Event-ID) and gets the rest from the table.

export const LIVE_CHANNEL = 'live_events';
/** Live events are kept this long for catch-up, then pruned by the periodic job `live.prune`. */
export const LIVE_EVENTS_KEEP_MS = 24 * 3_600_000;
/** Events one pull sends at most; a tab far behind gets the rest on the next pull. */
const PULL_LIMIT = 500;

/**
 * Stores an event for one account, inside the caller's transaction. The advisory lock (held until commit) makes the
 * events of one account commit in the order of their ids, so a tab that has seen id n never misses a smaller id that
 * commits later.
 */
export async function publishLive(query: RawQuery, userId: string, event: LiveEvent): Promise<void> {
  await query(`SELECT pg_advisory_xact_lock(hashtext('live:' || $1))`, [userId]);
  await query('INSERT INTO live_events (user_id, payload) VALUES ($1, $2::jsonb)', [userId, JSON.stringify(event)]);
  await query(`SELECT pg_notify('${LIVE_CHANNEL}', $1)`, [userId]);
}

export async function pruneLiveEvents(database: Database, now: Date): Promise<void> {
  await database.query('DELETE FROM live_events WHERE at < $1::timestamptz', [new Date(now.getTime() - LIVE_EVENTS_KEEP_MS).toISOString()]);
  await database.query('DELETE FROM live_tickets_used WHERE expires_at < $1::timestamptz', [now.toISOString()]);
  await database.query('DELETE FROM live_streams WHERE lease_until < $1::timestamptz', [now.toISOString()]);
}

/** The newest event id of an account (a new tab starts after it). */
export async function latestEventId(database: Database, userId: string): Promise<number> {
  const [row] = await database.query<{ id: string | null }>('SELECT max(id)::text AS id FROM live_events WHERE user_id = $1', [userId]);
  return Number(row?.id ?? 0);
}

export interface StoredEvent {
  id: string;
  event: LiveEvent;
}

/** One connected tab: the account, the session it was opened in, the last id it was sent, and how to send it events. */
export interface LiveConnection {
  userId: string;
  /** Its row in live_streams (the per-account count across processes), when streams are counted. */
  streamId: string | null;
  /** The session it was opened in (null: a token from before sessions had ids). A signed-out session closes it. */
  sessionId: string | null;
  lastId: number;
  send(events: StoredEvent[]): Promise<void>;
  close(): void;
}

/** The payload of a notification on the live channel that asks each process to check an account's streams. */
export const CLOSE_PREFIX = 'close:';
/** How long a stream's row counts without its process renewing it (a process that died stops counting after this). */
export const STREAM_LEASE_MS = 90_000;

/**
 * Counts a new stream of the account across every process, or refuses it (false) when it already has `max` open.
 * One account's streams are counted one at a time (an advisory lock), so two opening at once cannot both pass.
 */
export async function openStream(database: Database, stream: { id: string; userId: string; sessionId: string | null }, max: number): Promise<boolean> {
  return database.rawTransaction(async (query) => {
    await query(`SELECT pg_advisory_xact_lock(hashtext('live-streams:' || $1))`, [stream.userId]);
    await query('DELETE FROM live_streams WHERE user_id = $1 AND lease_until < now()', [stream.userId]);
    const [row] = (await query('SELECT count(*)::int AS n FROM live_streams WHERE user_id = $1', [stream.userId])) as { n: number }[];
    if (Number(row?.n ?? 0) >= max) return false;
    await query(`INSERT INTO live_streams (id, user_id, session_id, lease_until) VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8 / 1000))`, [
      stream.id, stream.userId, stream.sessionId, STREAM_LEASE_MS,
    ]);
    return true;
  });
}

/** The accounts (of these) that may keep their streams: active; and the sessions (of these) that were signed out. */
async function standing(database: Database, userIds: string[], sessionIds: string[]): Promise<{ active: Set<string>; revoked: Set<string> }> {
  const [users, revoked] = await Promise.all([
    database.query<{ id: string }>(`SELECT id FROM users WHERE id = ANY($1::text[]) AND status = 'active'`, [textArray(userIds)]),
    sessionIds.length ? database.query<{ session_id: string }>('SELECT session_id FROM revoked_sessions WHERE session_id = ANY($1::text[])', [textArray(sessionIds)]) : [],
  ]);
  return { active: new Set(users.map((u) => u.id)), revoked: new Set(revoked.map((r) => r.session_id)) };
}

/** A text[] literal (the raw query takes scalars only). */
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The tabs connected to this process, by account, and the LISTEN that wakes them. */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  /** Pulls run one after the other per tab, so events go out once and in order. */
  private readonly pulling = new WeakMap<LiveConnection, Promise<void>>();
  private listening: Listening | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: { warn: (obj: object, msg: string) => void },
    /** How often the streams' rows are renewed and every account's standing checked again (a missed notification). */
    private readonly checkEveryMs = 30_000,
  ) {}

  async start(): Promise<void> {
    this.listening = await this.database.listen(LIVE_CHANNEL, {
      // An account's id: new events for it. 'close:' and an id: that account was deactivated or a session signed out.
      notify: (payload) => (payload.startsWith(CLOSE_PREFIX) ? void this.check([payload.slice(CLOSE_PREFIX.length)]) : this.wake(payload)),
      // Notifications sent while the connection was down are lost: every tab asks the table again.
      state: (up) => {
        if (!up) return;
        for (const userId of this.byUser.keys()) this.wake(userId);
        void this.check([...this.byUser.keys()]);
      },
    });
    this.timer = setInterval(() => void this.renew(), this.checkEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    for (const set of this.byUser.values()) for (const connection of set) connection.close();
    this.byUser.clear();
    await this.listening?.close();
  }

  /** Closes the streams of these accounts that may no longer be open: the account deactivated, or its session signed out. */
  async check(userIds: string[]): Promise<void> {
    const connections = userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]);
    if (connections.length === 0) return;
    try {
      const sessions = connections.flatMap((c) => (c.sessionId ? [c.sessionId] : []));
      const { active, revoked } = await standing(this.database, [...new Set(connections.map((c) => c.userId))], [...new Set(sessions)]);
      for (const connection of connections) {
        if (!active.has(connection.userId) || (connection.sessionId && revoked.has(connection.sessionId))) connection.close();
      }
    } catch (error) {
      this.log.warn({ err: error }, 'live channel: could not check the streams');
    }
  }

  /** Renews this process's streams' rows, and checks every account again. */
  private async renew(): Promise<void> {
    const ids = [...this.byUser.values()].flatMap((set) => [...set].flatMap((c) => (c.streamId ? [c.streamId] : [])));
    try {
      if (ids.length) {
        await this.database.query(`UPDATE live_streams SET lease_until = now() + make_interval(secs => $2::float8 / 1000) WHERE id = ANY($1::text[])`, [textArray(ids), STREAM_LEASE_MS]);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'live channel: could not renew the streams');
    }
    await this.check([...this.byUser.keys()]);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  add(connection: LiveConnection): void {
    const set = this.byUser.get(connection.userId) ?? new Set();
    set.add(connection);
    this.byUser.set(connection.userId, set);
  }

  remove(connection: LiveConnection): void {
    const set = this.byUser.get(connection.userId);
    set?.delete(connection);
    if (set && set.size === 0) this.byUser.delete(connection.userId);
    if (connection.streamId) {
      this.database.query('DELETE FROM live_streams WHERE id = $1', [connection.streamId]).catch((error: unknown) => this.log.warn({ err: error }, 'live channel: could not forget a stream'));
    }
  }

  private wake(userId: string): void {
    for (const connection of this.byUser.get(userId) ?? []) void this.pull(connection);
  }

  /** Sends the tab every stored event after the last one it got. */
  pull(connection: LiveConnection): Promise<void> {
    const previous = this.pulling.get(connection) ?? Promise.resolve();
    const next = previous.then(async () => {
      const rows = await this.database.query<{ id: string; payload: unknown }>(
        `SELECT id::text AS id, payload FROM live_events e WHERE e.user_id = $1 AND e.id > $2::bigint ORDER BY e.id LIMIT ${PULL_LIMIT}`,
        [connection.userId, String(connection.lastId)],
      );
      if (rows.length === 0) return;
      const events = rows.map((r) => ({ id: r.id, event: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as LiveEvent }));
      connection.lastId = Number(rows.at(-1)!.id);
      await connection.send(events);
      if (rows.length === PULL_LIMIT) void this.pull(connection);
    }).catch((error: unknown) => this.log.warn({ err: error }, 'live channel: could not send events'));
    this.pulling.set(connection, next);
    return next;
  }
}
