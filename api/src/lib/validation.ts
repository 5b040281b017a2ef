import type { z } from 'zod';
import { badRequest, fromZod } from './errors';

/** Parses a JSON body with a shared schema; anything but a JSON object is refused before the schema runs. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
  const result = schema.safeParse(body);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** Ids in paths: anything else is a 400, never a database round trip. */
export function parseId(value: unknown): string {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) throw badRequest('Invalid id.');
  return value;
}
