import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { CatalogIndex } from './features/programs/catalog-index';
import type { WindowCounter } from './lib/limiter';

/** What every feature gets: the query builder, the raw database handle, the configuration and the rate counters. */
export interface AppContext {
  db: Db;
  database: Database;
  config: AppConfig;
  /** The public catalogue in memory (search and lists), in sync with every write to programs. */
  catalog: CatalogIndex;
  /** In-memory counters of this process (docs/security.md). */
  limits: {
    loginFailures: WindowCounter;
    contact: WindowCounter;
    booking: WindowCounter;
    upload: WindowCounter;
    clientErrors: WindowCounter;
  };
}
