import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@wellness/shared/domain';
import type { Database, Db } from '../db/client';
import { badRequest, conflict } from './errors';

declare module './jobs/queue' {
  interface JobPayloads {
    /** Removes Idempotency-Keys past their expiry. */
    'idempotency.cleanup': Record<string, never>;
  }
}

/**
 * `Idempotency-Key` for any POST (migrations/0023): the first answer to a (caller, route, key) is stored in the same
 * transaction as the write it made; a repeat of the key by the same caller gets that answer again (with
 * `Idempotent-Replayed: true`) and writes nothing. Concurrent repeats wait on the key's row until the first commits,
 * then answer what it stored, so 200 identical requests at once store one row whichever processes they reach. A key
 * sent again with another body is a 409, never someone else's answer. A failed request stores nothing (its
 * transaction rolls back), so it may be retried with the same key. Keys expire after IDEMPOTENCY_KEY_TTL_HOURS.
 */

export interface Answer {
  status: number;
  /** The `data` of the answer, as the route would send it. */
  data: unknown;
}

export interface IdempotentCall {
  /** The account id, or 'anonymous'. */
  scope: string;
  /** e.g. 'POST /api/bookings' */
  route: string;
  key: string;
  /** What the request asked for (its parsed body): another body under the same key is refused. */
  request: unknown;
  ttlMs: number;
  /**
   * Whether a stored answer still stands (the booking it made is still live). One that does not is not answered
   * again: the key is taken over and the request written anew. Without it, every stored answer stands.
   */
  stands?: (data: unknown, tx: Db) => Promise<boolean>;
}

/** The Idempotency-Key header, checked; undefined when not sent. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw badRequest('The Idempotency-Key header must be 8 to 128 letters, digits or . _ : - (a UUID fits).', { 'Idempotency-Key': 'Invalid key' });
  }
  return header;
}

/** JSON with object keys sorted, so the same request in another key order has the same fingerprint. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

/**
 * A key made of the request's content, for a request sent without an Idempotency-Key: the same content from the same
 * caller within a short window is the same request (a double click, a retry after a lost answer).
 */
export const contentKey = (route: string, request: unknown) => `content:${createHash('sha256').update(`${route}\n${canonical(request)}`).digest('base64url')}`;

const rowsOf = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[])) as Record<string, unknown>[];

/**
 * Runs `write` once per key: inside one transaction that first claims the key, then writes (with the transaction it
 * is given) and stores the answer. Without a key it simply runs `write` in a transaction.
 */
export async function idempotent(db: Db, call: IdempotentCall | null, write: (tx: Db) => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  if (!call) return { ...(await db.transaction((tx) => write(tx))), replayed: false };
  const fingerprint = createHash('sha256').update(`${call.route}\n${canonical(call.request)}`).digest('base64url');
  return db.transaction(async (tx) => {
    // A new key, or an expired one taken over; a live key (committed, or waited for) claims nothing.
    const claimed = rowsOf(
      await tx.execute(sql`
        INSERT INTO idempotent_requests AS r (scope, route, key, fingerprint, status, body, expires_at)
        VALUES (${call.scope}, ${call.route}, ${call.key}, ${fingerprint}, 0, '', now() + make_interval(secs => ${call.ttlMs / 1000}::float8))
        ON CONFLICT (scope, route, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = 0, body = '', created_at = now(), expires_at = excluded.expires_at
        WHERE r.expires_at <= now()
        RETURNING 1 AS claimed`),
    );
    if (claimed.length === 0) {
      const [seen] = rowsOf(await tx.execute(sql`SELECT fingerprint, status, body FROM idempotent_requests WHERE scope = ${call.scope} AND route = ${call.route} AND key = ${call.key}`));
      if (!seen || seen.fingerprint !== fingerprint || !Number(seen.status)) {
        throw conflict('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
      }
      const data = JSON.parse(String(seen.body)) as unknown;
      // The conflicting row is locked by the INSERT above even though it was not updated: taking it over is safe.
      if (!call.stands || (await call.stands(data, tx))) return { status: Number(seen.status), data, replayed: true };
      await tx.execute(sql`
        UPDATE idempotent_requests SET status = 0, body = '', created_at = now(), expires_at = now() + make_interval(secs => ${call.ttlMs / 1000}::float8)
        WHERE scope = ${call.scope} AND route = ${call.route} AND key = ${call.key}`);
    }
    const answer = await write(tx);
    await tx.execute(sql`UPDATE idempotent_requests SET status = ${answer.status}, body = ${JSON.stringify(answer.data)} WHERE scope = ${call.scope} AND route = ${call.route} AND key = ${call.key}`);
    return { ...answer, replayed: false };
  });
}

/** Sends an answer of `idempotent`, marking a replay. */
export function sendAnswer(reply: FastifyReply, answer: Answer & { replayed: boolean }) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send({ data: answer.data });
}

export async function removeExpiredIdempotencyKeys(database: Database, now: Date): Promise<number> {
  return (await database.query('DELETE FROM idempotent_requests WHERE expires_at < $1::timestamptz RETURNING 1', [now.toISOString()])).length;
}
