// The catalogue's hot reads get their JSON from the database: each program row keeps its card as JSON text
// (`summary_json`, kept by a trigger, migrations/0002), one statement joins a page of them and counts the matches,
// and the route writes both into the response as they are. No row objects, no JSON.parse or JSON.stringify on the
// API's thread (on PGlite that thread also runs the database).
import type { SqlValue } from '../../db/client';

/** Public listings: approved and active only (the partial indexes of migrations/0002 have this predicate). */
export const PUBLIC_SQL = `p.status = 'active' AND p.approved`;

/** Collects positional parameters while a statement is written: `params.add(value)` gives `$n`. */
export class Params {
  readonly values: SqlValue[] = [];
  add(value: SqlValue, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

export interface PageSql {
  where: string;
  orderBy: string;
  limit: number;
  offset: number;
  /** Count at most this many matches plus one (so the caller can tell it reached the cap); undefined counts all. */
  countCap?: number | undefined;
}

/** One statement: `programs` (a JSON array of cards, as text) and `total`. */
export function pageStatement(page: PageSql, params: Params): string {
  const limit = params.add(page.limit, '::int');
  const offset = params.add(page.offset, '::int');
  const count =
    page.countCap === undefined
      ? `SELECT count(*) FROM programs p WHERE ${page.where}`
      : `SELECT count(*) FROM (SELECT 1 FROM programs p WHERE ${page.where} LIMIT ${params.add(page.countCap + 1, '::int')}) c`;
  // An aggregate keeps the order of a sorted subquery when nothing else happens at its level (PostgreSQL docs, 9.21).
  return `SELECT '[' || coalesce((SELECT string_agg(s.summary_json, ',') FROM (SELECT p.summary_json FROM programs p WHERE ${page.where} ORDER BY ${page.orderBy} LIMIT ${limit} OFFSET ${offset}) s), '') || ']' AS programs,
  (${count})::int AS total`;
}

export interface PageRow {
  programs: string;
  total: number;
}
