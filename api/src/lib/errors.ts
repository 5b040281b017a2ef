import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError } from 'zod';

/** An expected failure with its HTTP status; the error handler turns it into `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, 'VALIDATION_ERROR', message, fields);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this resource.') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);

export function fromZod(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const [first] = error.issues;
  const where = first && first.path.length ? `${first.path.join('.')}: ` : '';
  return badRequest(first ? `${where}${first.message}` : 'Invalid request.', fields);
}

/** Fastify's own 4xx errors, renamed and reworded where its text would puzzle a client. */
const FASTIFY_ERRORS: Record<string, [code: string, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['EMPTY_BODY', 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_CONTENT_LENGTH', 'The Content-Length header does not match the body.'],
  FST_REQ_FILE_TOO_LARGE: ['FILE_TOO_LARGE', 'An image is larger than the upload limit.'],
  FST_PARTS_LIMIT: ['TOO_MANY_PARTS', 'Too many parts in the upload.'],
  FST_FILES_LIMIT: ['TOO_MANY_FILES', 'Too many files in one upload.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.'],
};

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' } });
    }
    const raw = typeof error.code === 'string' && error.code ? error.code : 'BAD_REQUEST';
    const [code, message] = FASTIFY_ERRORS[raw] ?? [raw.replace(/^FST_(ERR_)?/, ''), error.message || 'Bad request.'];
    return reply.status(status).send({ error: { code, message } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}.` } }),
  );
}
