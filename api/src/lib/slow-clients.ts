import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { AppConfig } from '../config';

/**
 * Two limits Node and Fastify do not have, hand-written on the HTTP server's own events:
 *
 * - A request body must keep coming: after `bodyGraceMs` it must have arrived at `bodyMinBytesPerSecond` on average,
 *   and it may not pause longer than `bodyGraceMs` (a minimum data rate, as Kestrel's MinRequestBodyDataRate). A
 *   slow-body client holding sockets for the whole request timeout (60 s) is cut after a few seconds with a 408,
 *   while a real upload on a slow line (4 KB/s is 32 kbit/s) goes through.
 * - One address holds at most `maxConnectionsPerAddress` open connections; a connection past that is closed at once.
 *
 * In production the load balancer limits both first (nginx `client_body_timeout`, `limit_conn`, `limit_req`:
 * docs/deploy.md); behind it every connection comes from the balancer's address, so the per-address cap is off by
 * default when TRUST_PROXY is set, and these checks remain the API's own guard.
 */
export function guardSlowClients(server: Server, config: Pick<AppConfig, 'bodyMinBytesPerSecond' | 'bodyGraceMs' | 'maxConnectionsPerAddress'>): void {
  const max = config.maxConnectionsPerAddress;
  if (max > 0) {
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const count = (open.get(address) ?? 0) + 1;
      // Closed before a byte is read: nothing has been asked, so there is nothing to answer.
      if (count > max) return void socket.destroy();
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }

  const minRate = config.bodyMinBytesPerSecond;
  const grace = config.bodyGraceMs;
  if (minRate <= 0 || grace <= 0) return;
  interface Watched {
    req: IncomingMessage;
    res: ServerResponse;
    started: number;
    startBytes: number;
    lastBytes: number;
    lastChange: number;
  }
  const watched = new Set<Watched>();
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const now = Date.now();
    for (const w of watched) {
      const socket = w.req.socket;
      if (w.req.complete || w.res.headersSent || socket.destroyed) {
        watched.delete(w);
        continue;
      }
      const bytes = socket.bytesRead;
      if (bytes !== w.lastBytes) {
        w.lastBytes = bytes;
        w.lastChange = now;
      }
      const elapsed = now - w.started;
      const tooSlow = elapsed > grace && ((bytes - w.startBytes) * 1000) / elapsed < minRate;
      if (tooSlow || now - w.lastChange > grace) {
        watched.delete(w);
        cut(socket);
      }
    }
    if (watched.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || req.complete) return;
    const bytes = req.socket.bytesRead;
    watched.add({ req, res, started: Date.now(), startBytes: bytes, lastBytes: bytes, lastChange: Date.now() });
    if (!timer) {
      timer = setInterval(check, Math.min(1000, grace));
      timer.unref();
    }
  });
  server.on('close', () => clearInterval(timer));
}

const TIMEOUT_BODY = JSON.stringify({ error: { code: 'REQUEST_TIMEOUT', message: 'The request body arrived too slowly. Please try again on a faster connection.' } });

/** Answers 408 on the socket itself, as Node does for its own request timeout, and closes it. */
function cut(socket: Socket) {
  socket.end(
    `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\n\r\n${TIMEOUT_BODY}`,
    () => socket.destroy(),
  );
  // A client that keeps sending never lets `end` finish: close it regardless.
  setTimeout(() => socket.destroy(), 1000).unref();
}
