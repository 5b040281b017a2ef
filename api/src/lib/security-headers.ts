import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start-up. @fastify/helmet rebuilds the helmet middleware (and parses the CSP
 * directives) on every request, which cost about a tenth of a cached catalogue answer; the headers never change, so
 * this asks helmet for them once and sets the same set on every response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
