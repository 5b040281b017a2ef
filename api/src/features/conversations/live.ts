import type { LiveEvent } from '@wellness/shared/domain';
import type { Database, Listening, RawQuery } from '../../db/client';

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

/** One connected tab: the account, the last id it was sent, and how to send it events. */
export interface LiveConnection {
  userId: string;
  lastId: number;
  send(events: StoredEvent[]): Promise<void>;
  close(): void;
}

/** The tabs connected to this process, by account, and the LISTEN that wakes them. */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  /** Pulls run one after the other per tab, so events go out once and in order. */
  private readonly pulling = new WeakMap<LiveConnection, Promise<void>>();
  private listening: Listening | undefined;

  constructor(private readonly database: Database, private readonly log: { warn: (obj: object, msg: string) => void }) {}

  async start(): Promise<void> {
    this.listening = await this.database.listen(LIVE_CHANNEL, {
      notify: (userId) => this.wake(userId),
      // Notifications sent while the connection was down are lost: every tab asks the table again.
      state: (up) => {
        if (up) for (const userId of this.byUser.keys()) this.wake(userId);
      },
    });
  }

  async stop(): Promise<void> {
    for (const set of this.byUser.values()) for (const connection of set) connection.close();
    this.byUser.clear();
    await this.listening?.close();
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
