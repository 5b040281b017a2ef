import type { AppConfig, Limit } from './config';
import type { Database, Db } from './db/client';
import type { LoginThrottle } from './lib/login-throttle';
import type { JobQueue } from './lib/jobs/queue';
import type { Payments } from './payments/service';
import type { RateLimits } from './lib/rate-limits';
import type { TokenKeys } from './lib/tokens';

type LimitSetting = { [K in keyof AppConfig]: AppConfig[K] extends Limit ? K : never }[keyof AppConfig];

/**
 * The named rate limits (`await ctx.limits.take(name, key, message)`), counted in PostgreSQL for every process, and
 * the setting of each. Adding a limit is one line here (and its setting in config.ts).
 */
export const LIMIT_SETTINGS = {
  contact: 'contactLimit',
  booking: 'bookingLimit',
  bookingAccount: 'bookingAccountLimit',
  signup: 'signupLimit',
  upload: 'uploadLimit',
  clientErrors: 'clientErrorLimit',
  reviews: 'reviewLimit',
  messages: 'messageLimit',
  passwordReset: 'passwordResetLimit',
  passwordResetAccount: 'passwordResetAccountLimit',
} as const satisfies Record<string, LimitSetting>;
export type LimitName = keyof typeof LIMIT_SETTINGS;

/** What every feature gets: the query builder, the raw database handle, the configuration, limits, jobs and keys. */
export interface AppContext {
  db: Db;
  database: Database;
  config: AppConfig;
  /** Rate limits shared by every API process (lib/rate-limits.ts, docs/security.md). */
  limits: RateLimits<LimitName>;
  /** Failed sign-ins per account and address (lib/login-throttle.ts). */
  loginThrottle: LoginThrottle;
  /** The job queue (lib/jobs/queue.ts): features register their jobs on it. */
  jobs: JobQueue;
  /** Keys that sign and verify access tokens (lib/tokens.ts). */
  tokenKeys: TokenKeys;
  /** The payment port and its provider (payments/service.ts): features queue its calls and listen to its answers. */
  payments: Payments;
}
