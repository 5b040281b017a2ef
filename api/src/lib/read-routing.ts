import type { FastifyInstance } from 'fastify';
import type { PgEndpoint } from '../db/client';
import { READ_AFTER_HEADER, parseLsn, signPosition, verifyPosition, type Lsn, type ReadRouter } from '../db/replicas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This GET only reads: it may read from a replica that has replayed the visitor's last write (db/replicas.ts).
     * Routes with `catalogCache` are such reads too.
     */
    readReplica?: boolean;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where each request's reads go, when there are replicas (docs/adr/0011-read-replicas.md):
 * - a GET or HEAD whose route declares `readReplica` (or `catalogCache`) reads from a replica in use that has replayed
 *   the position in the visitor's `X-Read-After`, else from the primary;
 * - every other request runs on the primary, and a request that may write (any other method) is answered with
 *   `X-Read-After`: the primary's position after it, signed, valid while a replica may still lack it. The site sends
 *   it back with its next requests, so the visitor reads their own write at once whichever process answers.
 */
export function registerReadRouting(app: FastifyInstance, router: ReadRouter<PgEndpoint> | undefined, secrets: readonly string[]) {
  if (!router) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const need = verifyPosition(secrets, request.headers['x-read-after'], router.positionLifetimeMs);
    const { readReplica, catalogCache } = request.routeOptions.config;
    const replicaRead = (request.method === 'GET' || request.method === 'HEAD') && Boolean(readReplica || catalogCache);
    // Everything the request does from here on (hooks, handler, its statements) runs in this context.
    router.run(replicaRead ? router.choose(need) : router.onPrimary(need), done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE.has(request.method)) return payload;
    try {
      // After the handler: its transaction has committed, so the primary's position now is past it.
      const [row] = await router.primary.database.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
      reply.header(READ_AFTER_HEADER, signPosition(secrets[0]!, parseLsn(row!.lsn), router.positionLifetimeMs));
    } catch {
      // No position (the primary did not answer): the visitor may read from a replica that lacks the write, for at most its lag.
    }
    return payload;
  });
}

/** What the running request's reads reflect, for the catalogue cache; undefined without replicas. */
export function readPositions(router: ReadRouter<PgEndpoint> | undefined) {
  if (!router) return undefined;
  return {
    /** Whether its reads come from a replica, what they reflect at least, and the visitor's last write. */
    current: (): { fromReplica: boolean; floor: Lsn; need: Lsn | null } | undefined => {
      const context = router.context();
      return context && { fromReplica: context.replica !== null, floor: context.floor, need: context.need };
    },
    /** The clock of the samples' times. */
    now: () => router.now(),
    onPrimarySample: (listener: (lsn: Lsn, startedAt: number) => void) => router.onPrimarySample(listener),
  };
}

export type ReadPositions = NonNullable<ReturnType<typeof readPositions>>;
