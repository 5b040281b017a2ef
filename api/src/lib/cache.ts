import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public, viewer-independent GET whose JSON may be served from the catalogue cache. */
    catalogCache?: boolean;
  }
}

/**
 * Serialized responses of the public catalogue reads, kept briefly. Any successful write under /api/my/ or
 * /api/admin/ empties the cache of this instance at once; other instances (on one PostgreSQL) see the change
 * within `ttlMs`. PGlite answers one query at a time, so this is what lets the catalogue serve a crowd.
 */
export function registerCatalogCache(app: FastifyInstance, ttlMs: number, maxEntries = 1000): void {
  if (ttlMs <= 0) return;
  const entries = new Map<string, { body: string; expires: number }>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.catalogCache) return;
    const hit = entries.get(request.url);
    if (!hit) return;
    if (hit.expires < Date.now()) {
      entries.delete(request.url);
      return;
    }
    reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && request.routeOptions.config.catalogCache && reply.statusCode === 200 && typeof payload === 'string' && reply.getHeader('x-cache') !== 'hit') {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(request.url, { body: payload, expires: Date.now() + ttlMs });
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && /^\/api\/(my|admin)\//.test(request.url)) entries.clear();
  });
}
