import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A case-insensitive "contains" of a list's search box: lower(column) LIKE '%q%', with LIKE's own characters (\ % _)
 * escaped so they match themselves. Written as lower() LIKE rather than ILIKE because the trigram indexes of
 * migrations/0061 are on lower(column), and PostgreSQL uses an expression index only for the same expression.
 */
export function containsText(column: SQLWrapper, q: string): SQL {
  return sql`lower(${column}) LIKE ${`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
}

/** The rows a list answers when the caller sends no limit (the dashboards send theirs). */
export const DEFAULT_LIST_LIMIT = 50;
