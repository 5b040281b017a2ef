// The catalogue cache: ready bytes under a normalized, bounded key, gzip when accepted, a strong ETag and 304 for
// If-None-Match, dropped by the database's notifications of writes, and serving only while it listens for them.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { eventually } from '../test/eventually';
import { cacheKey, prepareBody, registerCatalogCache } from './cache';

async function appWith(options: Parameters<typeof registerCatalogCache>[1], listening = true) {
  const app = Fastify();
  let calls = 0;
  let version = 1;
  let hold: Promise<void> | null = null;
  const cache = registerCatalogCache(app, options);
  cache.listening(listening);
  app.get('/list', { config: { catalogCache: ['programs'] } }, async (request) => {
    calls += 1;
    if (hold) await hold;
    return { data: { version, query: request.query, filler: 'x'.repeat(2000) } };
  });
  app.get('/places', { config: { catalogCache: ['destinations'] } }, async () => ({ data: { version } }));
  app.get('/private', async () => ({ data: 'not cached' }));
  app.post('/api/my/thing', async () => {
    version += 1;
    return { data: true };
  });
  await app.ready();
  const holdNext = () => {
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    return () => {
      hold = null;
      release();
    };
  };
  return { app, cache, calls: () => calls, holdNext };
}

it('answers a miss at once with gzip, and makes brotli (~13 ms in the thread pool for a list) only for an answer asked again', async () => {
  const { app, cache } = await appWith({ ttlMs: 60_000 });
  const ask = () => app.inject({ url: '/list?c=3', headers: { 'accept-encoding': 'gzip, br' } });
  const miss = await ask();
  expect(miss.headers['x-cache']).toBeUndefined();
  expect(miss.headers['content-encoding']).toBe('gzip');
  const kept = cache.bytes();
  // Asked once: no brotli is made for it (a few ms for this body, when it was).
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(cache.bytes()).toBe(kept);
  // Asked again: answered with gzip, and the entry gains brotli for the hits after it.
  const hit = await ask();
  expect([hit.headers['x-cache'], hit.headers['content-encoding']]).toEqual(['hit', 'gzip']);
  const br = await eventually(ask, (r) => r.headers['content-encoding'] === 'br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(gunzipSync(miss.rawPayload).toString());
  expect(cache.bytes()).toBeGreaterThan(kept);
  await app.close();
});

it('normalizes the key: query pairs sorted, over-long URLs not kept', () => {
  expect(cacheKey('/api/programs?limit=5&country=Japan')).toBe(cacheKey('/api/programs?country=Japan&limit=5'));
  expect(cacheKey('/a?')).toBe('/a');
  expect(cacheKey(`/a?q=${'x'.repeat(600)}`)).toBeNull();
});

it('answers a repeat from memory with the same bytes, in any query order, gzip when accepted, and 304 for its ETag', async () => {
  const { app, calls } = await appWith({ ttlMs: 60_000 });
  const first = await app.inject({ url: '/list?b=2&a=1' });
  expect(first.statusCode).toBe(200);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect(first.headers['cache-control']).toBe('no-cache');
  const hit = await app.inject({ url: '/list?a=1&b=2', headers: { 'accept-encoding': 'gzip' } });
  expect(hit.headers['x-cache']).toBe('hit');
  expect(hit.headers['content-encoding']).toBe('gzip');
  expect(hit.headers.vary).toMatch(/Accept-Encoding/);
  expect(hit.headers.etag).toBe(etag);
  expect(JSON.parse(gunzipSync(hit.rawPayload).toString())).toEqual(first.json());
  // Brotli is made in the background at the first hit: the hits that follow it get it.
  const br = await eventually(() => app.inject({ url: '/list?a=1&b=2', headers: { 'accept-encoding': 'gzip, br' } }), (r) => r.headers['content-encoding'] === 'br');
  expect(br.headers.etag).toBe(etag);
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(first.json());
  const notModified = await app.inject({ url: '/list?a=1&b=2', headers: { 'if-none-match': `W/${etag}, "other"` } });
  expect(notModified.statusCode).toBe(304);
  expect(notModified.body).toBe('');
  expect(calls()).toBe(1);
  expect((await app.inject({ url: '/private' })).headers.etag).toBeUndefined();
  await app.close();
});

it('empties on a write under the paths the app names (/api/my, /api/admin), and entries expire', async () => {
  const { app, calls } = await appWith({ ttlMs: 200, clearedByWritesUnder: ['/api/my', '/api/admin'] });
  await app.inject({ url: '/list' });
  await app.inject({ method: 'POST', url: '/api/my/thing' });
  const after = await app.inject({ url: '/list' });
  expect(after.headers['x-cache']).toBeUndefined();
  expect(after.json().data.version).toBe(2);
  await new Promise((r) => setTimeout(r, 250));
  expect((await app.inject({ url: '/list' })).headers['x-cache']).toBeUndefined();
  expect(calls()).toBe(3);
  await app.close();
});

it('is bounded in entries and bytes, least recently used out first', async () => {
  const { app, cache } = await appWith({ ttlMs: 60_000, maxEntries: 3 });
  for (const q of ['a', 'b', 'c']) await app.inject({ url: `/list?q=${q}` });
  await app.inject({ url: '/list?q=a' }); // a is now the most recent
  await app.inject({ url: '/list?q=d' });
  expect(cache.size()).toBe(3);
  expect((await app.inject({ url: '/list?q=a' })).headers['x-cache']).toBe('hit');
  expect((await app.inject({ url: '/list?q=b' })).headers['x-cache']).toBeUndefined();
  await app.close();
  const small = await appWith({ ttlMs: 60_000, maxBytes: 16 * 1024 });
  for (let i = 0; i < 20; i++) await small.app.inject({ url: `/list?q=${i}` });
  expect(small.cache.bytes()).toBeLessThanOrEqual(16 * 1024);
  await small.app.close();
});

it('with the cache off, still sends ETags and 304s, and keeps nothing', async () => {
  const { app, cache, calls } = await appWith({ ttlMs: 0 });
  const first = await app.inject({ url: '/list' });
  const again = await app.inject({ url: '/list', headers: { 'if-none-match': first.headers.etag as string } });
  expect(again.statusCode).toBe(304);
  expect(cache.size()).toBe(0);
  expect(calls()).toBe(2);
  await app.close();
});

it('compresses with brotli off the event loop: other work runs meanwhile', async () => {
  const json = JSON.stringify({ data: Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `Program ${i}`, city: 'Kyoto' })) });
  let otherWorkRan = false;
  setImmediate(() => {
    otherWorkRan = true;
  });
  const ranBeforeCompressed = await prepareBody(json, true).then(() => otherWorkRan);
  expect(ranBeforeCompressed).toBe(true);
});

it('compresses a body once when its misses arrive together', async () => {
  const json = JSON.stringify({ data: 'z'.repeat(5000) });
  const [a, b] = await Promise.all([prepareBody(json, true), prepareBody(json, true)]);
  expect(a.br).toBe(b.br);
  expect((await prepareBody(json, true)).br).not.toBe(a.br);
});

it('compresses a body once: an unchanged answer reuses the compressed forms of the entry it replaces', async () => {
  const json = JSON.stringify({ data: 'y'.repeat(5000) });
  const first = await prepareBody(json, true);
  expect(first.gzip).not.toBeNull();
  expect(first.br!.length).toBeLessThan(first.gzip!.length);
  const again = await prepareBody(json, true, first);
  expect(again.gzip).toBe(first.gzip);
  expect(again.br).toBe(first.br);
  const changed = await prepareBody(json.replace('yy', 'yz'), true, first);
  expect(changed.br).not.toBe(first.br);
  expect(brotliDecompressSync(changed.br!).toString()).toBe(json.replace('yy', 'yz'));
  expect((await prepareBody('{"data":1}', true)).br).toBeNull();
});

const isHit = async (app: Awaited<ReturnType<typeof appWith>>['app'], url: string) => (await app.inject({ url })).headers['x-cache'] === 'hit';

it('a notification of a write drops the answers that show that table, and only those; an unknown name drops all', async () => {
  const { app, cache } = await appWith({ ttlMs: 60_000 });
  for (const url of ['/list?a=1', '/list?a=2', '/places']) await app.inject({ url });
  expect(await isHit(app, '/list?a=1')).toBe(true);
  cache.changed('programs');
  expect(await isHit(app, '/places')).toBe(true);
  expect(cache.size()).toBe(1);
  expect(await isHit(app, '/list?a=2')).toBe(false);
  cache.changed('faqs');
  expect(await isHit(app, '/places')).toBe(true);
  cache.changed('something_else');
  expect(cache.size()).toBe(0);
  await app.close();
});

it('does not keep an answer computed before a notification that arrived while it was being made', async () => {
  const { app, cache, holdNext } = await appWith({ ttlMs: 60_000 });
  const release = holdNext();
  const pending = app.inject({ url: '/list' });
  await new Promise((r) => setTimeout(r, 20));
  cache.changed('programs');
  release();
  expect((await pending).statusCode).toBe(200);
  expect(cache.size()).toBe(0);
  expect(await isHit(app, '/list')).toBe(false);
  expect(await isHit(app, '/list')).toBe(true);
  await app.close();
});

it('answers and keeps nothing until it listens, nor while the listening connection is down; starts empty when back', async () => {
  const { app, cache, calls } = await appWith({ ttlMs: 60_000 }, false);
  await app.inject({ url: '/list' });
  expect([cache.serving(), cache.size(), await isHit(app, '/list')]).toEqual([false, 0, false]);
  cache.listening(true);
  await app.inject({ url: '/list' });
  expect(await isHit(app, '/list')).toBe(true);
  cache.listening(false);
  expect([cache.serving(), cache.size(), await isHit(app, '/list')]).toEqual([false, 0, false]);
  // ETags and 304s still work meanwhile.
  const first = await app.inject({ url: '/list' });
  expect((await app.inject({ url: '/list', headers: { 'if-none-match': first.headers.etag as string } })).statusCode).toBe(304);
  cache.listening(true);
  expect(await isHit(app, '/list')).toBe(false);
  expect(await isHit(app, '/list')).toBe(true);
  expect(calls()).toBe(7);
  await app.close();
});

/** Stand-in for the read router: where the running request reads from, and the primary's position samples. */
function fakePositions() {
  let clock = 0;
  let read: { fromReplica: boolean; floor: bigint; need: bigint | null } | undefined;
  const listeners = new Set<(lsn: bigint, startedAt: number) => void>();
  return {
    positions: {
      current: () => read,
      now: () => clock,
      onPrimarySample: (listener: (lsn: bigint, startedAt: number) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    readFrom(where: 'replica' | 'primary', floor: bigint, need: bigint | null = null) {
      read = { fromReplica: where === 'replica', floor, need };
    },
    /** A sample of the primary's position, asked `after` ms from now (negative: asked before now). */
    sample(lsn: bigint, after = 1) {
      for (const listener of listeners) listener(lsn, clock + after);
      clock += Math.max(after, 1);
    },
  };
}

it('with replicas, keeps an answer read from a replica only once that replica has replayed the change it was dropped for', async () => {
  const fake = fakePositions();
  const { app, cache } = await appWith({ ttlMs: 60_000, positions: fake.positions });
  const get = async () => (await app.inject({ url: '/list' })).headers['x-cache'] ?? 'miss';
  fake.readFrom('replica', 100n);
  // Listening began: anything may have changed before, so nothing read from a replica is kept until a sample.
  expect([await get(), await get()]).toEqual(['miss', 'miss']);
  fake.sample(100n);
  expect([await get(), await get()]).toEqual(['miss', 'hit']);

  cache.changed('programs');
  // The change's position is not known yet: answered from the replica, kept by nobody.
  expect([await get(), await get()]).toEqual(['miss', 'miss']);
  // A sample asked before the announcement says nothing about it.
  fake.sample(300n, -1);
  expect(await get()).toBe('miss');
  // Asked after it: the change is at 200 at most. A replica at 150 may lack it; at 200 it has it.
  fake.sample(200n);
  fake.readFrom('replica', 150n);
  expect([await get(), await get()]).toEqual(['miss', 'miss']);
  fake.readFrom('replica', 200n);
  expect([await get(), await get()]).toEqual(['miss', 'hit']);

  // Read from the primary, an answer is current: kept at once, the position still unknown.
  cache.changed('programs');
  fake.readFrom('primary', 200n);
  expect([await get(), await get()]).toEqual(['miss', 'hit']);
  await app.close();
});

it('with replicas, answers a visitor from memory only what reflects their own last write', async () => {
  const fake = fakePositions();
  const { app, calls } = await appWith({ ttlMs: 60_000, positions: fake.positions });
  fake.sample(200n);
  fake.readFrom('replica', 200n);
  await app.inject({ url: '/list' });
  expect(calls()).toBe(1);
  // The visitor wrote at 300: the entry (read at 200) may lack it, so the request reads again, where the write is.
  fake.readFrom('primary', 350n, 300n);
  expect((await app.inject({ url: '/list' })).headers['x-cache']).toBeUndefined();
  expect(calls()).toBe(2);
  // That answer (at 350) now serves the visitor, and one who wrote at 150.
  expect((await app.inject({ url: '/list' })).headers['x-cache']).toBe('hit');
  fake.readFrom('replica', 200n, 150n);
  expect((await app.inject({ url: '/list' })).headers['x-cache']).toBe('hit');
  expect(calls()).toBe(2);
  await app.close();
});
