// Serves a production build: hashed assets immutable, entry points revalidated, gzip, ranges for media.
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { holdScriptPreloads } from '../federation/hints.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json',
  '.map': 'application/json', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.avif': 'image/avif', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.mp4': 'video/mp4',
  '.webm': 'video/webm', '.mp3': 'audio/mpeg', '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.map', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

function cacheControl(rel) {
  if (HASHED.test(rel)) return 'public, max-age=31536000, immutable';
  if (rel.startsWith('media/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  // index.html, config.json, sw.js, remoteEntry.js, mf-manifest.json: always revalidated, so a redeploy is seen at once.
  return 'no-cache';
}

/**
 * @param {{
 *   root: string, spa?: boolean, cors?: boolean,
 *   hints?: (pathname: string, search: string) => Promise<{ head: string, first?: string, body: string | null }>,
 *   pageHeaders?: () => Record<string, string>,
 *   files?: Record<string, string>,
 *   mounts?: Record<string, string>,
 *   proxies?: Record<string, () => string>,
 * }} options
 *   `hints` writes tags into the <head> of every page served from index.html (the first-paint preloads), and the
 *   page's prerendered first view, if any, before its root;
 *   `pageHeaders` adds headers to those pages (the Content-Security-Policy);
 *   `files` serves a path from a file outside the build (the live /config.json); `mounts` serves a path prefix from
 *   another folder (a remote's immutable /releases/); `proxies` passes a path prefix on to another origin (the
 *   API's /uploads/, so images people upload are served by the site like its own media).
 */
export function createStaticServer({ root, spa = false, cors = false, hints, pageHeaders, files = {}, mounts = {}, proxies = {} }) {
  const gzCache = new Map();
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
        await pass(req, res, `${proxies[proxied]().replace(/\/$/, '')}${url.pathname}`);
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
      if ((hints || pageHeaders) && rel === 'index.html') {
        const { head, first = '', body } = hints ? await hints(url.pathname, url.search) : { head: '', body: null };
        // `first` before the page's own links (the first one: its icon), `head` after them, the stylesheets' order kept.
        let html = await fs.readFile(file, 'utf8');
        html = html.replace(html.includes('<link') ? '<link' : '</head>', (tag) => `${first}${tag}`).replace('</head>', `${head}</head>`);
        // Before the root, not in it: React never touches the view, which stays on screen as it was first painted.
        if (body) html = holdScriptPreloads(html.replace('<div id="root"></div>', `${body}<div id="root"></div>`));
        const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        const bytes = gzip ? gzipSync(html) : Buffer.from(html);
        res.writeHead(200, {
          ...headers, ...pageHeaders?.(), 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding',
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
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
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

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'content-range', 'accept-ranges'];

/** Answers with what `target` answers (GET or HEAD), passing on validators and ranges. */
async function pass(req, res, target) {
  const forward = Object.fromEntries(['if-none-match', 'if-modified-since', 'range'].filter((h) => req.headers[h]).map((h) => [h, req.headers[h]]));
  const upstream = await fetch(target, { method: req.method, headers: forward, redirect: 'manual' }).catch(() => null);
  if (!upstream) {
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Bad gateway');
    return;
  }
  const headers = { 'X-Content-Type-Options': 'nosniff' };
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers[name] = value;
  }
  res.writeHead(upstream.status, headers);
  if (req.method === 'HEAD' || !upstream.body) res.end();
  else Readable.fromWeb(upstream.body).pipe(res);
}
