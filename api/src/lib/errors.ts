import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError, z } from 'zod';
import { requestLocale, translateMessage } from './i18n/errors';
import { appendVary } from './reply';

/** An expected failure with its HTTP status; the error handler turns it into `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Facts a client acts on (the booking's current state, the places left): `error.details`. */
    readonly details?: Record<string, unknown>,
    /** The zod issues the message and fields were written from: zod says its own messages in other languages. */
    readonly issues?: readonly z.core.$ZodIssue[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, 'VALIDATION_ERROR', message, fields);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this resource.', code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
/** Was here and is not any more (a withdrawn or deleted program's address): search engines drop it sooner than a 404. */
export const gone = (message = 'Gone.') => new HttpError(410, 'GONE', message);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) => new HttpError(409, code, message, undefined, details);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  Object.assign(new HttpError(429, 'RATE_LIMITED', message), { retryAfterSeconds });

export function fromZod(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const [first] = error.issues;
  const where = first && first.path.length ? `${first.path.join('.')}: ` : '';
  return new HttpError(400, 'VALIDATION_ERROR', first ? `${where}${first.message}` : 'Invalid request.', fields, undefined, error.issues);
}

/**
 * The answer's error in the request's language (`Accept-Language`, English otherwise): its message and each field's,
 * from the errors catalogue (lib/i18n/errors). The code stays as it is: clients act on codes. An error answer to a GET
 * says which header it depends on, so that no shared cache gives a Spanish reader's 404 to a French one.
 */
function inLanguage<E extends { code: string; message: string; fields?: Record<string, string> }>(request: FastifyRequest, reply: FastifyReply, error: E, issues?: readonly z.core.$ZodIssue[]): E {
  if (request.method === 'GET' || request.method === 'HEAD') appendVary(reply, 'Accept-Language');
  const locale = requestLocale(request);
  const issueAt = (path: string) => issues?.find((issue) => (issue.path.length ? issue.path.join('.') : '_') === path);
  return {
    ...error,
    message: translateMessage(error.message, locale, issues?.[0]),
    ...(error.fields ? { fields: Object.fromEntries(Object.entries(error.fields).map(([key, text]) => [key, translateMessage(text, locale, issueAt(key))])) } : {}),
  };
}

/** Fastify's own 4xx errors, renamed and reworded where its text would puzzle a client. */
const FASTIFY_ERRORS: Record<string, [code: string, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['EMPTY_BODY', 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_CONTENT_LENGTH', 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_INVALID_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'The Content-Type header is not valid.'],
  FST_ERR_BAD_URL: ['BAD_URL', 'The address is not a valid URL.'],
  FST_ERR_MAX_PARAM_LENGTH: ['URI_TOO_LONG', 'A part of the address is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: ['BAD_REQUEST', 'The request could not be routed.'],
  FST_REQ_FILE_TOO_LARGE: ['FILE_TOO_LARGE', 'An image is larger than the upload limit.'],
  FST_PARTS_LIMIT: ['TOO_MANY_PARTS', 'Too many parts in the upload.'],
  FST_FILES_LIMIT: ['TOO_MANY_FILES', 'Too many files in one upload.'],
  FST_FIELDS_LIMIT: ['TOO_MANY_PARTS', 'Too many fields in the upload.'],
  FST_PROTO_VIOLATION: ['INVALID_JSON', 'The request body is not allowed (prototype keys).'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.'],
};

/** PostgreSQL's error, wherever it sits in the cause chain (drizzle wraps it in a "Failed query: …" error). */
export function databaseErrorOf(error: unknown): { code: string; routine?: string } | null {
  let current = error as { code?: unknown; routine?: unknown; severity?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code) && (current.severity !== undefined || current.routine !== undefined)) {
      return { code: current.code, ...(typeof current.routine === 'string' ? { routine: current.routine } : {}) };
    }
    if (current.code === 'DATABASE_THREAD') return { code: 'DATABASE_THREAD' };
    current = current.cause as typeof current;
  }
  return null;
}

/** The database is not there (down, restarting, out of connections), as opposed to refusing what it was sent. */
function databaseUnavailable(error: unknown, sqlState: string | undefined): boolean {
  if (sqlState && (/^(08|53|57)/.test(sqlState) || sqlState === 'DATABASE_THREAD')) return true;
  const text = String((error as Error)?.message ?? '') + String(((error as { cause?: Error })?.cause)?.message ?? '');
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|connection timeout|Client has encountered a connection error|pool.*ended|database thread/i.test(text);
}

/** A transaction the database gave up (deadlock, serialization): the same request again goes through. */
export const TRY_AGAIN = { code: 'TRY_AGAIN', message: 'Someone else changed this at the same moment. Please try again.' } as const;

export const INTERNAL_ERROR = { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' } as const;

/** Answers a framework-level failure (bad URL, over-long parameter) in the standard shape, with the usual headers. */
export type FrameworkErrorsHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

export function frameworkErrors(headers: () => Record<string, string>): FrameworkErrorsHandler {
  return (error, request, reply) => {
    const [code, message] = FASTIFY_ERRORS[error.code] ?? ['BAD_REQUEST', 'Bad request.'];
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    reply.headers(headers()).header('x-request-id', request.id).status(status).send({ error: inLanguage(request, reply, { code, message }) });
  };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retry) reply.header('retry-after', String(retry));
      return reply.status(error.statusCode).send({ error: inLanguage(request, reply, { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}), ...(error.details ? { details: error.details } : {}) }, error.issues) });
    }
    const db = databaseErrorOf(error);
    if (db || databaseUnavailable(error, undefined)) {
      // What the database refused is what the client sent: a 400. Only its SQLSTATE is logged, never the failed
      // query's text or parameters (drizzle puts both in the message: emails, password hashes).
      if (databaseUnavailable(error, db?.code)) {
        request.log.error({ sqlState: db?.code, routine: db?.routine }, 'database unavailable');
        return reply.status(503).send({ error: inLanguage(request, reply, { code: 'DATABASE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again.' }) });
      }
      // A deadlock or serialization failure is nobody's mistake: the same request sent again goes through (the routes
      // that meet them retry first, lib/retry.ts). Never a 400, which tells the client not to send it again.
      if (db?.code === '40P01' || db?.code === '40001') {
        request.log.warn({ sqlState: db.code, routine: db.routine }, 'database gave a transaction up');
        return reply.status(409).header('retry-after', '1').send({ error: inLanguage(request, reply, TRY_AGAIN) });
      }
      request.log.warn({ sqlState: db?.code, routine: db?.routine }, 'database refused a request');
      return reply.status(400).send({ error: inLanguage(request, reply, { code: 'BAD_REQUEST', message: 'The request could not be processed. Please check the values and try again.' }) });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: inLanguage(request, reply, INTERNAL_ERROR) });
    }
    const raw = typeof error.code === 'string' && error.code ? error.code : 'BAD_REQUEST';
    const [code, message] = FASTIFY_ERRORS[raw] ?? [raw.replace(/^FST_(ERR_)?/, ''), error.message || 'Bad request.'];
    return reply.status(status).send({ error: inLanguage(request, reply, { code, message }) });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: inLanguage(request, reply, { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}.` }) }),
  );
}
