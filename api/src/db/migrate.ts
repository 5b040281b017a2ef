import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

/**
 * Applies migrations/*.sql in name order, each once, each in its own transaction. An advisory lock makes
 * concurrent API instances starting against one PostgreSQL wait for each other instead of racing.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  // CREATE TABLE IF NOT EXISTS is not safe against itself: two processes may both find no table and the second fails
  // on pg_type's unique index. So the lock guards this step as well as each migration.
  await database.rawTransaction(async (q) => {
    if (database.kind === 'postgres') await q('SELECT pg_advisory_xact_lock(727274)', []);
    await q('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  // Read once what is applied, so a restart does not ask for each of the 150-odd files; those left are checked again
  // under the lock, as another process may be applying them.
  const appliedBefore = new Set((await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  for (const file of files.filter((f) => !appliedBefore.has(f))) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    const done = await database.rawTransaction(async (q) => {
      if (database.kind === 'postgres') await q('SELECT pg_advisory_xact_lock(727274)', []);
      const existing = await q('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (existing.length > 0) return false;
      await q(sql);
      await q('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
