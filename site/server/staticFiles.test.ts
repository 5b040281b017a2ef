// The site's files go out brotli-compressed to browsers that take it, once the server has made the brotli body in the
// background; gzip until then, and for clients that refuse brotli.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { accepts, createStaticServer } from './staticFiles.mjs';

let dir: string;
let server: Server;
let port: number;

/** A GET as a browser sends it, the body as it came over the wire. */
function get(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Asks until the answer comes in brotli (the server makes it in the background after the first request). */
async function untilBrotli(pathname: string) {
  for (let i = 0; i < 200; i++) {
    const res = await get(pathname, 'gzip, deflate, br, zstd');
    if (res.headers['content-encoding'] === 'br') return res;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${pathname} never came in brotli`);
}

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}-${i}`))};\n`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(dir, 'app.0123abcd.js'), script);
  writeFileSync(path.join(dir, 'font.0123abcd.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  server = createStaticServer({ root: dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

it('serves gzip at first, then the brotli body once made, smaller and the same file', async () => {
  const first = await get('/app.0123abcd.js', 'gzip, deflate, br, zstd');
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(first.body).toString()).toBe(script);
  const br = await untilBrotli('/app.0123abcd.js');
  expect(br.status).toBe(200);
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  expect(brotliDecompressSync(br.body).toString()).toBe(script);
  expect(br.body.length).toBeLessThan(first.body.length);
});

it('keeps gzip for a client that refuses brotli, and the file itself for one that takes neither', async () => {
  await untilBrotli('/app.0123abcd.js');
  const gzip = await get('/app.0123abcd.js', 'gzip, br;q=0');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const plain = await get('/app.0123abcd.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
  // Fonts are compressed already.
  const font = await get('/font.0123abcd.woff2', 'gzip, br');
  expect(font.headers['content-encoding']).toBeUndefined();
  expect(font.body).toEqual(Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
});

it('makes the brotli body again when the file changes', async () => {
  await untilBrotli('/app.0123abcd.js');
  const changed = `${script}export const more = 1;\n`;
  writeFileSync(path.join(dir, 'app.0123abcd.js'), changed);
  const later = new Date(Date.now() + 5_000);
  utimesSync(path.join(dir, 'app.0123abcd.js'), later, later);
  const first = await get('/app.0123abcd.js', 'br, gzip');
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(first.body).toString()).toBe(changed);
  expect(brotliDecompressSync((await untilBrotli('/app.0123abcd.js')).body).toString()).toBe(changed);
});

it('reads Accept-Encoding with its weights', () => {
  expect(accepts('gzip, deflate, br, zstd', 'br')).toBe(true);
  expect(accepts('gzip;q=1.0, br;q=0.5', 'br')).toBe(true);
  expect(accepts('gzip, br;q=0', 'br')).toBe(false);
  expect(accepts('gzip, br; q=0.000', 'br')).toBe(false);
  expect(accepts('gzip', 'br')).toBe(false);
  expect(accepts('x-brotli', 'br')).toBe(false);
  expect(accepts(undefined, 'gzip')).toBe(false);
});
