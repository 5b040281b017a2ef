// LISTEN on PostgreSQL through node-postgres: one dedicated connection (a pooled one would be handed to queries and
// lose its LISTEN), watched so that its loss is known at once, reconnected with backoff. Hand-written on purpose: the
// cache must know the moment it may have missed a notification. pg-listen (1.7) says nothing when a connection is
// lost (only once it retries), stops retrying after 3 s by default, parses every payload as JSON, and its check is a
// `SELECT 1` with no time limit of its own; pg-listener is built on pg-promise, which this API does not use. This is
// node-postgres' own client, its notification event, and a timed check.
import pg from 'pg';
import type { ListenHandlers, Listening } from './client';

/** A round trip on the listening connection this often; one that takes longer than the timeout counts as lost. */
const HEARTBEAT_MS = 1000;
const HEARTBEAT_TIMEOUT_MS = 2000;
/** Waits before each new attempt after a loss (the last one repeats). */
const RETRY_MS = [50, 100, 250, 500, 1000, 2000];

/** Rejects when `promise` has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * A connection error, its end, or a heartbeat without an answer (a half-open connection) all count as lost: `state`
 * false at once, then new connections until one listens again (`state` true). TCP keep-alive is on as well.
 */
export async function pgListen(url: string, channel: string, handlers: ListenHandlers): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let closed = false;
  let client: pg.Client | null = null;
  let up = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    handlers.state(value);
  };

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    setUp(false);
    c.removeAllListeners('notification');
    // Not awaited: on a half-open connection the end never comes.
    c.end().catch(() => {});
    if (!closed) {
      retry = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      retry.unref();
    }
  };

  const connect = async () => {
    retry = null;
    if (closed) return;
    // Named, so that an operator (and a test) can find it in pg_stat_activity.
    // No query_timeout: the heartbeat times itself (below), LISTEN has its own limit.
    const c = new pg.Client({ connectionString: url, application_name: 'wellness-listen', keepAlive: true, connectionTimeoutMillis: HEARTBEAT_TIMEOUT_MS });
    client = c;
    c.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await within(c.query(`LISTEN ${channel}`), HEARTBEAT_TIMEOUT_MS);
    } catch {
      lost(c);
      return;
    }
    if (client !== c) return;
    attempt = 0;
    setUp(true);
  };

  // A check without an answer after the timeout counts as lost, judged after the I/O already waiting has been read:
  // when the process itself stalled (a long synchronous task, a loaded machine), its timers come due before the event
  // loop reads the answer that sat in the socket all along, and node-postgres' query_timeout would then call a healthy
  // connection lost and stop the cache for nothing (the likely cause of a cache test's missing hit in a CI run).
  // setImmediate runs after the loop's poll for I/O.
  let checking = false;
  const heartbeat = setInterval(() => {
    const c = client;
    if (!c || !up || checking) return;
    checking = true;
    let answered = false;
    const done = () => {
      answered = true;
      checking = false;
      clearTimeout(verdict);
    };
    const verdict = setTimeout(() => setImmediate(() => {
      if (answered) return;
      done();
      lost(c);
    }), HEARTBEAT_TIMEOUT_MS);
    verdict.unref();
    c.query('SELECT 1').then(done, () => {
      done();
      lost(c);
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  await connect();
  return {
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      up = false;
      if (c) {
        c.removeAllListeners('notification');
        await c.end().catch(() => {});
      }
    },
  };
}
