import type { AppConfig } from './config';
import type { Database, Db } from './db/client';

/** What every feature gets: the query builder, the raw database handle and the configuration. */
export interface AppContext {
  db: Db;
  database: Database;
  config: AppConfig;
}
