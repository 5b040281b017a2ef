// The catalogue's reads get their cards from the database: each program row keeps its card as JSON text
// (`summary_json`, kept by a trigger, migrations/0002), so a page is a list of these texts, parsed once.
import type { ProgramSummary } from '@wellness/shared/domain';
import type { SqlValue } from '../db/client';

/** Public listings: approved and active only (the partial indexes of migrations/0002 and 0009 have this predicate). */
export const PUBLIC_SQL = `p.status = 'active' AND p.approved`;

/** How many public programs PostgreSQL's statistics count (those of the public order's index), as SQL. */
export const PUBLIC_POPULATION_SQL = `(SELECT reltuples FROM pg_class WHERE relname = 'programs_public_order_idx')::float8`;

/** Collects positional parameters while a statement is written: `params.add(value)` gives `$n`. */
export class Params {
  readonly values: SqlValue[] = [];
  add(value: SqlValue, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** Cards of a page, from their stored JSON texts (rows without one: the empty side of a LEFT JOIN). */
export const cards = (rows: readonly { json: string | null }[]): ProgramSummary[] =>
  rows.flatMap((r) => (r.json === null ? [] : [JSON.parse(r.json) as ProgramSummary]));
