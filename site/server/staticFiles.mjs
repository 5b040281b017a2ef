// Serves a build folder: hashed assets immutable, entry points revalidated, brotli or gzip, ranges for media; the
// site's pages (index.html, for every path of a single-page app) made per request by `page` when given.
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Negotiator from 'negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import { passTo } from './proxy.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json',
  '.map': 'application/json', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.avif': 'image/avif', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.mp4': 'video/mp4',
  '.webm': 'video/webm', '.mp3': 'audio/mpeg', '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.map', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const brotli = promisify(brotliCompress);

/** Whether an Accept-Encoding header takes `coding` (negotiator reads its weights: `br;q=0` refuses brotli). */
export function accepts(header, coding) {
  return new Negotiator({ headers: { 'accept-encoding': Array.isArray(header) ? header.join(',') : header } }).encodings().includes(coding);
}

function cacheControl(rel) {
  if (HASHED.test(rel)) return 'public, max-age=31536000, immutable';
  if (rel.startsWith('media/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  // index.html, config.json, sw.js, remoteEntry.js, mf-manifest.json, navigation.json: always revalidated, so a
  // redeploy is seen at once.
  return 'no-cache';
}

/** @typedef {import('./staticFiles.d.mts').ServedPage} ServedPage */

/**
 * @param {import('./staticFiles.d.mts').StaticServerOptions} options
 *   `page` makes the HTML of every page served from index.html (the site's pages: ../page/pipeline.mjs), from the
 *   request's URL and the template; `files` serves a path from a file outside the build (the live /config.json);
 *   `mounts` serves a path prefix from another folder (a remote's immutable /releases/); `proxies` passes a path
 *   prefix on to another origin (the API's /uploads/, so images people upload are served by the site like its own).
 */
export function createStaticServer({ root, spa = false, cors = false, page, files = {}, mounts = {}, proxies = {} }) {
  const gzCache = new Map();
  // Brotli at its best quality is 10-15 % smaller than gzip -9 on our scripts and styles (react.js 68.8 -> 58.4 KB),
  // bytes every first visit waits for, but takes ~0.4 s of CPU for the largest: it is made once per file in the
  // background, off the event loop, and gzip is served until it is ready (as a CDN does on its first hits).
  const brCache = new Map();
  const brotliOf = (file, etag) => {
    const entry = brCache.get(file);
    if (entry?.etag === etag) return entry.body;
    const pending = { etag, body: undefined };
    brCache.set(file, pending);
    fs.readFile(file)
      .then((bytes) => brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }))
      .then((body) => {
        if (brCache.get(file) === pending) pending.body = body;
      })
      .catch(() => brCache.delete(file));
    return undefined;
  };
  return http.createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
      const proxied = Object.keys(proxies).find((prefix) => url.pathname.startsWith(prefix));
      if (proxied) {
        await passTo(req, res, `${proxies[proxied]().replace(/\/$/, '')}${url.pathname}`);
        return;
      }
      const mount = Object.keys(mounts).find((prefix) => pathname.startsWith(prefix));
      const base = mount ? mounts[mount] : root;
      let rel = (mount ? pathname.slice(mount.length) : pathname).replace(/^\/+/, '') || 'index.html';
      let file = files[pathname] ?? path.resolve(base, rel);
      if (!files[pathname] && !file.startsWith(path.resolve(base) + path.sep) && file !== path.resolve(base)) {
        res.writeHead(400).end('Bad path');
        return;
      }
      let stat = await fs.stat(file).catch(() => null);
      if (stat?.isDirectory()) {
        file = path.join(file, 'index.html');
        rel = path.join(rel, 'index.html');
        stat = await fs.stat(file).catch(() => null);
      }
      if (!stat && spa && !mount && !path.extname(rel)) {
        rel = 'index.html';
        file = path.join(root, rel);
        stat = await fs.stat(file).catch(() => null);
      }
      const headers = {
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
      };
      if (!stat) {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }
      if (page && rel === 'index.html') {
        // The page's own address, with the host the visitor asked for (a page's canonical URL falls back to it).
        const host = /^[\w.-]+(:\d{1,5})?$/.test(req.headers.host ?? '') ? req.headers.host : 'localhost';
        const served = await page(new URL(`${url.pathname}${url.search}`, `http://${host}`), await fs.readFile(file, 'utf8'), req.headers);
        // Made per request: gzip, which takes a fraction of a millisecond where brotli's best quality would take tens.
        const gzip = accepts(req.headers['accept-encoding'], 'gzip');
        const bytes = gzip ? gzipSync(served.html) : Buffer.from(served.html);
        res.writeHead(served.status, {
          ...headers, ...served.headers, 'Content-Type': TYPES['.html'], 'Cache-Control': served.headers['Cache-Control'] ?? 'no-cache', Vary: served.headers.Vary ? `${served.headers.Vary}, Accept-Encoding` : 'Accept-Encoding',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Content-Length': bytes.length,
        });
        res.end(req.method === 'HEAD' ? undefined : bytes);
        return;
      }
      const ext = path.extname(file);
      const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
      Object.assign(headers, { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cacheControl(rel), ETag: etag, 'Last-Modified': stat.mtime.toUTCString() });
      if (rel === 'sw.js') headers['Service-Worker-Allowed'] = '/';
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      const br = COMPRESSIBLE.has(ext) && accepts(req.headers['accept-encoding'], 'br') ? brotliOf(file, etag) : undefined;
      if (br) {
        res.writeHead(200, { ...headers, 'Content-Encoding': 'br', Vary: 'Accept-Encoding', 'Content-Length': br.length });
        res.end(req.method === 'HEAD' ? undefined : br);
        return;
      }
      if (COMPRESSIBLE.has(ext) && accepts(req.headers['accept-encoding'], 'gzip')) {
        let entry = gzCache.get(file);
        if (!entry || entry.etag !== etag) {
          entry = { etag, body: gzipSync(await fs.readFile(file), { level: 9 }) };
          gzCache.set(file, entry);
        }
        res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': entry.body.length });
        res.end(req.method === 'HEAD' ? undefined : entry.body);
        return;
      }
      headers['Accept-Ranges'] = 'bytes';
      const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
      if (range && (range[1] || range[2])) {
        const start = range[1] ? Number(range[1]) : stat.size - Number(range[2]);
        const end = range[1] && range[2] ? Math.min(Number(range[2]), stat.size - 1) : stat.size - 1;
        if (start > end || start >= stat.size) {
          res.writeHead(416, { ...headers, 'Content-Range': `bytes */${stat.size}` }).end();
          return;
        }
        res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${stat.size}`, 'Content-Length': end - start + 1 });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file, { start, end }).pipe(res);
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Length': stat.size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch (error) {
      console.error('[static]', error);
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
}
