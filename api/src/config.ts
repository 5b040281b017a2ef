import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@wellness/shared/domain';
import { REPO_ROOT } from './paths';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** Root of local state: PGlite files in `pglite/`, uploads in `uploads/`. */
  dataDir: string;
  /** When set, the API runs on this PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /** Test only: keep the PGlite database in memory. */
  inMemoryDb: boolean;
  tokenSecret: string;
  tokenTtlSeconds: number;
  /** Login and register attempts per minute and IP, each. */
  authRateLimit: number;
  siteOrigins: string[];
  allowAdminSignup: boolean;
  logLevel: string;
  uploadMaxBytes: number;
  bodyLimitBytes: number;
  /** How long public catalogue responses may be reused (0 turns the cache off). */
  catalogCacheTtlMs: number;
}

const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  if (/^(false|0|no|off)$/i.test(value)) return false;
  throw new Error(`Expected true or false, got "${value}"`);
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** Reads the environment once at start-up; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const tokenSecret = env.TOKEN_SECRET || '';
  if (!tokenSecret && nodeEnv === 'production') throw new Error('TOKEN_SECRET must be set when NODE_ENV=production');
  if (tokenSecret && tokenSecret.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
  return {
    env: nodeEnv,
    port: int(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    inMemoryDb: false,
    // Without a configured secret, tokens are signed with a random per-process key: they die with the process.
    tokenSecret: tokenSecret || randomBytes(32).toString('hex'),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 7 * 24 * 3600, 'TOKEN_TTL_SECONDS'),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 30, 'AUTH_RATE_LIMIT'),
    siteOrigins: (env.SITE_ORIGINS ? env.SITE_ORIGINS.split(',') : DEFAULT_ORIGINS).map((o) => o.trim()).filter(Boolean),
    allowAdminSignup: bool(env.ALLOW_ADMIN_SIGNUP, nodeEnv !== 'production'),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES, 'UPLOAD_MAX_BYTES'),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    catalogCacheTtlMs: int(env.CATALOG_CACHE_TTL_MS, 5000, 'CATALOG_CACHE_TTL_MS'),
    ...overrides,
  };
}
