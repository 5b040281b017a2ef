import { Readable } from 'node:stream';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'content-range', 'accept-ranges'];

/**
 * Answers with what `target` answers (GET or HEAD), passing on validators and ranges: the site serves another
 * origin's files under its own (the API's uploads) without a redirect.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} target
 */
export async function passTo(req, res, target) {
  const forward = Object.fromEntries(['if-none-match', 'if-modified-since', 'range'].filter((h) => req.headers[h]).map((h) => [h, String(req.headers[h])]));
  const upstream = await fetch(target, { method: req.method, headers: forward, redirect: 'manual' }).catch(() => null);
  if (!upstream) {
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Bad gateway');
    return;
  }
  /** @type {Record<string, string>} */
  const headers = { 'X-Content-Type-Options': 'nosniff' };
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers[name] = value;
  }
  res.writeHead(upstream.status, headers);
  if (req.method === 'HEAD' || !upstream.body) res.end();
  else Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (upstream.body)).pipe(res);
}
