import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { LoginThrottle } from './features/auth/login-throttle';
import type { CatalogIndex } from './features/programs/catalog-index';
import type { JobQueue } from './lib/jobs/queue';
import type { RateLimits } from './lib/rate-limits';
import type { TokenKeys } from './lib/tokens';

/** The named rate limits (`ctx.limits.take(name, key, message)`), counted in PostgreSQL for every process. */
export type LimitName = 'contact' | 'booking' | 'upload' | 'clientErrors';

/** What every feature gets: the query builder, the raw database handle, the configuration, limits, jobs and keys. */
export interface AppContext {
  db: Db;
  database: Database;
  config: AppConfig;
  /** The public catalogue in memory (search and lists), in sync with every write to programs. */
  catalog: CatalogIndex;
  /** Rate limits shared by every API process (lib/rate-limits.ts, docs/security.md). */
  limits: RateLimits<LimitName>;
  /** Failed sign-ins per account and address (features/auth/login-throttle.ts). */
  loginThrottle: LoginThrottle;
  /** The job queue (lib/jobs/queue.ts): features register their jobs on it. */
  jobs: JobQueue;
  /** Keys that sign and verify access tokens (lib/tokens.ts). */
  tokenKeys: TokenKeys;
}
