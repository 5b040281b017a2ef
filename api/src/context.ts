import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { WindowCounter } from './lib/limiter';

/** What every feature gets: the query builder, the raw database handle, the configuration and the rate counters. */
export interface AppContext {
  db: Db;
  database: Database;
  config: AppConfig;
  /** In-memory counters of this process (docs/security.md). */
  limits: {
    loginFailures: WindowCounter;
    contact: WindowCounter;
    booking: WindowCounter;
    upload: WindowCounter;
    clientErrors: WindowCounter;
  };
}
