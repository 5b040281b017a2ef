// db/schema.ts is written by hand beside the migrations (the migrations are the schema; schema.ts is what Drizzle's
// queries see of it). This keeps the two equal: each table schema.ts declares exists, with the same columns, each with
// the same type and nullability. On PGlite in the normal suite, on PostgreSQL under api/scripts/test-postgres.sh.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { createTestApi, type TestApi } from '../test/harness';
import * as schema from './schema';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface DbColumn {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
}

/**
 * Columns the database computes itself (trigger- or generated columns of the catalogue's read path and search,
 * migrations 0002–0065), which schema.ts leaves out so that Drizzle's `select()` never reads them. Exact: a new one
 * is named here, and one that goes is removed.
 */
const COMPUTED_BY_THE_DATABASE = [
  'destinations.search_names',
  'programs.available_dates', 'programs.available_months', 'programs.filter_keys', 'programs.name_tsv', 'programs.next_date',
  'programs.search_text', 'programs.search_tsv',
];

const tables = Object.values<unknown>(schema).filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableConfig(table));

/** The type as information_schema's format_type names it (Drizzle's getSQLType, normalized to the same words). */
const normalType = (type: string) =>
  type
    .replace(/^timestamp with time zone$/, 'timestamptz')
    .replace(/^timestamp\b.*without time zone$/, 'timestamp')
    .replace(/^timestamp$/, 'timestamp')
    .replace(/^character varying/, 'varchar')
    .replace(/^double precision$/, 'double precision')
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint');

it('declares tables', () => {
  expect(tables.length).toBeGreaterThan(10);
});

it('has, for each table of schema.ts, the columns of the migrated database: names, types and nullability', async () => {
  const rows = await api.database.query<DbColumn>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY 1, a.attnum`,
  );
  const inDatabase = (table: string) => rows.filter((r) => r.table === table);
  const differences: string[] = [];
  for (const table of tables) {
    const actual = new Map(inDatabase(table.name).map((r) => [r.column, { type: normalType(r.type), nullable: r.nullable }]));
    if (actual.size === 0) differences.push(`${table.name}: no such table`);
    const declared = new Set(table.columns.map((c) => c.name));
    for (const column of table.columns) {
      const found = actual.get(column.name);
      const type = normalType(column.getSQLType());
      if (!found) differences.push(`${table.name}.${column.name}: not in the database`);
      else if (found.type !== type || found.nullable !== !column.notNull) {
        differences.push(`${table.name}.${column.name}: ${type}${column.notNull ? ' NOT NULL' : ''} in schema.ts, ${found.type}${found.nullable ? '' : ' NOT NULL'} in the database`);
      }
    }
    for (const column of actual.keys()) if (!declared.has(column)) differences.push(`${table.name}.${column}: not in schema.ts`);
  }
  expect(differences.filter((d) => !COMPUTED_BY_THE_DATABASE.some((c) => d === `${c}: not in schema.ts`))).toEqual([]);
  expect(differences.filter((d) => d.endsWith(': not in schema.ts')).map((d) => d.replace(': not in schema.ts', '')).sort()).toEqual([...COMPUTED_BY_THE_DATABASE].sort());
});
