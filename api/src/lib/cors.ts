import type { FastifyInstance } from 'fastify';
import { appendVary } from './reply';

export interface CorsPolicy {
  /** Origins answered with `Access-Control-Allow-Origin` (exact match). */
  origins: readonly string[];
  /** Other origins allowed when they match it (loopback dev servers, outside production). */
  originPattern: RegExp | null;
  methods: readonly string[];
  allowedHeaders: readonly string[];
  exposedHeaders: readonly string[];
  maxAgeSeconds: number;
}

/**
 * CORS for the site's origins, with the headers and preflight answers @fastify/cors gave for this policy. Each header
 * value is joined once here: the plugin spread its options into a new object and made two closures on every request,
 * about a tenth of a cached catalogue answer.
 *
 * Every response varies on Origin and exposes `exposedHeaders`; an allowed Origin is echoed in
 * `Access-Control-Allow-Origin`, any other gets none. Preflights (OPTIONS) are answered in the hook, before any route's
 * own checks: 204 with the allowed methods and headers, or 400 when Origin or Access-Control-Request-Method is missing.
 * Returns the headers an answer to a given Origin gets, for answers written outside Fastify's hooks.
 */
export function registerCors(app: FastifyInstance, policy: CorsPolicy): (origin: string | undefined) => string[] {
  const allowed = new Set(policy.origins);
  const exposed = policy.exposedHeaders.join(', ');
  const methods = policy.methods.join(', ');
  const allowedHeaders = policy.allowedHeaders.join(', ');
  const maxAge = String(policy.maxAgeSeconds);
  const refused = ['vary', 'Origin', 'access-control-expose-headers', exposed];
  /** The CORS headers of an answer to this Origin: name, value, name, value… */
  const headersFor = (origin: string | undefined): string[] =>
    origin !== undefined && (allowed.has(origin) || (policy.originPattern?.test(origin) ?? false))
      ? ['vary', 'Origin', 'access-control-allow-origin', origin, 'access-control-expose-headers', exposed]
      : refused;

  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    const head = headersFor(origin);
    for (let i = 0; i < head.length; i += 2) {
      if (head[i] === 'vary') appendVary(reply, head[i + 1]!);
      else reply.header(head[i]!, head[i + 1]);
    }
    if (request.method !== 'OPTIONS') return done();
    if (!origin || !request.headers['access-control-request-method']) {
      reply.code(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    reply.header('access-control-allow-methods', methods).header('access-control-allow-headers', allowedHeaders).header('access-control-max-age', maxAge);
    reply.code(204).header('content-length', '0').send();
  });

  // Lets a preflight of any path reach the hook above, which answers it; the handler itself never runs.
  app.options('*', (_request, reply) => reply.callNotFound());
  return headersFor;
}
