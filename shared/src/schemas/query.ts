// The schemas of query strings every list shares: whole numbers, pages, and a list's search words.
import { z } from 'zod';
import { optionalText } from './fields';

export const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `${name} must be between ${min} and ${max}` });

export const paginationQuerySchema = z.object({
  limit: intParam('limit', 1, 100).optional(),
  offset: intParam('offset', 0, 1_000_000).optional(),
});

/**
 * A paged and searched list of the admin and provider dashboards: limit, offset and q (a case-insensitive part of a
 * name, an email or a place, as each list says). `q` follows the rule of every text input (no control characters), so
 * it never reaches PostgreSQL with a NUL.
 */
export const listQuerySchema = paginationQuerySchema.extend({ q: optionalText(200).optional() });
export type ListQuery = z.infer<typeof listQuerySchema>;
