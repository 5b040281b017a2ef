import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { programs as samplePrograms } from '@wellness/shared/data';
import { seed } from './db/seed';
import { seedSampleHosts } from './db/seed-hosts';

/**
 * Opens the configured database, migrates it and seeds the sample catalogue on first start (and its hosts, outside
 * production). `pgliteImage`: an in-memory PGlite starts from this image (the tests' migrated, seeded database, made
 * once by test/harness.ts), so the migrations and the seed find their work done.
 */
export async function openAppDatabase(config: AppConfig, { pgliteImage }: { pgliteImage?: string } = {}): Promise<Database> {
  let dataDir: string | undefined;
  if (!config.databaseUrl && !config.inMemoryDb) {
    dataDir = path.join(config.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir,
    pgliteImage,
    replicaUrls: config.databaseReplicaUrls,
    directUrl: config.databaseDirectUrl,
    poolMode: config.databasePoolMode,
    replicas: { maxLagMs: config.replicaMaxLagMs, checkIntervalMs: config.replicaCheckIntervalMs },
  });
  try {
    await migrate(database);
    await seed(database.db);
    if (config.sampleHosts) await seedSampleHosts(database.db, samplePrograms);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}
