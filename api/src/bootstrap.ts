import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { programs as samplePrograms } from '@wellness/shared/data';
import { seed } from './db/seed';
import { seedSampleHosts } from './db/seed-hosts';

/** Opens the configured database, migrates it and seeds the sample catalogue on first start (and its hosts, outside production). */
export async function openAppDatabase(config: AppConfig): Promise<Database> {
  let dataDir: string | undefined;
  if (!config.databaseUrl && !config.inMemoryDb) {
    dataDir = path.join(config.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir,
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
