// What the sitemaps read: public programs and the places, categories and providers they make public. Read from the
// database on every request, so a program approved, edited or withdrawn is in (or out of) the next answer.
import { PROGRAM_GROUPS } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { PUBLIC_SQL } from '../../read-model/summary-sql';

/** Rows per query while a file is streamed: the memory a request holds, whatever the catalogue's size. */
export const BATCH_ROWS = 2000;

const date = (value: unknown): Date | null => (value == null ? null : new Date(value as string | Date));

/** Public programs in id order cut into files of `perFile`: each file's latest change (an index-only scan). */
export async function programFiles(database: Database, perFile: number): Promise<(Date | null)[]> {
  const rows = await database.query<{ lastmod: unknown }>(
    `SELECT max(f.updated_at) AS lastmod FROM (
       SELECT p.updated_at, (row_number() OVER (ORDER BY p.id) - 1) / $1 AS file FROM programs p WHERE ${PUBLIC_SQL}
     ) f GROUP BY f.file ORDER BY f.file`,
    [perFile],
  );
  return rows.map((r) => date(r.lastmod));
}

/** The latest change of any public program (an index-only scan). */
export async function catalogueLastmod(database: Database): Promise<Date | null> {
  const [row] = await database.query<{ lastmod: unknown }>(`SELECT max(p.updated_at) AS lastmod FROM programs p WHERE ${PUBLIC_SQL}`);
  return date(row?.lastmod);
}

/** Providers with a public program (those with a public page), in id order cut into files: each file's latest change. */
export async function providerFiles(database: Database, perFile: number): Promise<(Date | null)[]> {
  const rows = await database.query<{ lastmod: unknown }>(
    `SELECT max(f.lastmod) AS lastmod FROM (
       SELECT v.lastmod, (row_number() OVER (ORDER BY v.id) - 1) / $1 AS file FROM (${PUBLIC_PROVIDERS}) v
     ) f GROUP BY f.file ORDER BY f.file`,
    [perFile],
  );
  return rows.map((r) => date(r.lastmod));
}

// A provider's page changes with its public programs (and its own row, made once).
const PUBLIC_PROVIDERS = `SELECT v.id, v.slug, greatest(v.created_at, max(p.updated_at)) AS lastmod
  FROM providers v JOIN programs p ON p.provider_id = v.id AND ${PUBLIC_SQL} GROUP BY v.id`;

export interface Located {
  key: string;
  slug: string;
  lastmod: Date | null;
}

/**
 * The rows of one file, `BATCH_ROWS` at a time by keyset (id > the last one), never the whole file at once: file `n`
 * (from 1) holds rows `(n - 1) * perFile + 1` to `n * perFile`. Undefined when the file does not exist. Rows added or
 * withdrawn while it is read may shift a row into the next file: the next request sees the new cut.
 */
export async function fileRows(database: Database, kind: 'programs' | 'providers', n: number, perFile: number): Promise<AsyncGenerator<Located[]> | undefined> {
  const source =
    kind === 'programs'
      ? `SELECT p.id, p.slug, p.updated_at AS lastmod FROM programs p WHERE ${PUBLIC_SQL}`
      : `SELECT v.id, v.slug, v.lastmod FROM (${PUBLIC_PROVIDERS}) v`;
  const [first] = await database.query<{ id: string }>(`SELECT s.id FROM (${source}) s ORDER BY s.id OFFSET $1 LIMIT 1`, [(n - 1) * perFile]);
  if (!first) return undefined;
  return (async function* batches() {
    let left = perFile;
    let after: string | null = null;
    while (left > 0) {
      const rows: { id: string; slug: string; lastmod: unknown }[] = await database.query<{ id: string; slug: string; lastmod: unknown }>(
        after === null
          ? `SELECT s.id, s.slug, s.lastmod FROM (${source}) s WHERE s.id >= $1 ORDER BY s.id LIMIT $2`
          : `SELECT s.id, s.slug, s.lastmod FROM (${source}) s WHERE s.id > $1 ORDER BY s.id LIMIT $2`,
        [after ?? first.id, Math.min(BATCH_ROWS, left)],
      );
      if (!rows.length) return;
      yield rows.map((r) => ({ key: r.id, slug: r.slug, lastmod: date(r.lastmod) }));
      left -= rows.length;
      after = rows[rows.length - 1]!.id;
    }
  })();
}

export interface Place {
  country: string;
  city: string;
  lastmod: Date | null;
}

/** Every country and city with a public program, with its latest change (a few hundred rows, not one per program). */
export async function places(database: Database, limit: number): Promise<Place[]> {
  const rows = await database.query<{ country: string; city: string; lastmod: unknown }>(
    `SELECT p.country, p.city, max(p.updated_at) AS lastmod FROM programs p WHERE ${PUBLIC_SQL} AND p.country <> ''
     GROUP BY p.country, p.city ORDER BY p.country, p.city LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ country: r.country, city: r.city, lastmod: date(r.lastmod) }));
}

/** The category groups (the explore page's cards) with a public program, with their latest change. */
export async function categories(database: Database): Promise<{ slug: string; lastmod: Date | null }[]> {
  const rows = await database.query<{ slug: string; lastmod: unknown }>(
    `SELECT p.group_slug AS slug, max(p.updated_at) AS lastmod FROM programs p WHERE ${PUBLIC_SQL} GROUP BY p.group_slug`,
  );
  const found = new Map(rows.map((r) => [r.slug, date(r.lastmod)]));
  return PROGRAM_GROUPS.filter((g) => found.has(g.slug)).map((g) => ({ slug: g.slug, lastmod: found.get(g.slug)! }));
}
