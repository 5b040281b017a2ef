import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { PORTS, SITE_ORIGINS } from '@wellness/federation/sites';
import { BALANCE_DUE_DAYS, MAX_GUESTS_PER_BOOKING, UPLOAD_MAX_BYTES } from '@wellness/shared/domain';
import { z } from 'zod';
import { RATES_SNAPSHOT } from './exchange-rates/rates';
import { REPO_ROOT } from './paths';

/** A fixed-window limit: at most `max` within `windowMs`. `max` 0 turns it off. */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** Root of local state: PGlite files in `pglite/`, uploads in `uploads/`. */
  dataDir: string;
  /** When set, the API runs on this PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /**
   * Streaming replicas of that server (DATABASE_REPLICA_URLS, comma-separated): the reads routes declare go to one
   * that has replayed what the visitor wrote (db/replicas.ts, docs/adr/0011-read-replicas.md).
   */
  databaseReplicaUrls: string[];
  /** The primary without a pooler in between (DATABASE_DIRECT_URL, default DATABASE_URL): LISTEN needs a session. */
  databaseDirectUrl: string | undefined;
  /**
   * `transaction` when DATABASE_URL (and the replicas' addresses) go through a transaction-mode pooler (PgBouncer):
   * no statement stays prepared on a connection between transactions, no session setting is sent.
   */
  databasePoolMode: 'session' | 'transaction';
  /** A replica further behind the primary than this is left out until it catches up; also how long a write's position is carried. */
  replicaMaxLagMs: number;
  /** How often each process checks the replicas' replayed positions (and the primary's). */
  replicaCheckIntervalMs: number;
  /** Test only: keep the PGlite database in memory. */
  inMemoryDb: boolean;
  /** The current key of access tokens (TOKEN_SECRET): signs and verifies. */
  tokenSecret: string;
  /** Earlier keys (TOKEN_SECRET_PREVIOUS): verify only, so a rotation signs nobody out (lib/tokens.ts). */
  tokenPreviousSecrets: string[];
  tokenTtlSeconds: number;
  /** Login and register attempts per minute and IP, each. */
  authRateLimit: number;
  /**
   * Failed sign-ins per account and address, remembered until the address has been quiet for the window; past the
   * count, that address waits before trying that account again (lib/login-throttle.ts).
   */
  loginFailuresPerAddress: Limit;
  /** The first wait past `loginFailuresPerAddress`; each further failure doubles it, up to that limit's window. */
  loginFailureDelayMs: number;
  /** Failed sign-ins per account from all addresses; past it, any address that has failed on the account waits. */
  loginFailuresPerAccount: Limit;
  /** Contact messages per IP. */
  contactLimit: Limit;
  /** Bookings per address, signed in or not (BOOKING_RATE_LIMIT). */
  bookingLimit: Limit;
  /** Bookings per account, besides the address's (BOOKING_ACCOUNT_RATE_LIMIT). */
  bookingAccountLimit: Limit;
  /** The most places one party (the same account, email or address) holds in one session in live bookings; 0: no cap. */
  bookingPlacesPerGuest: number;
  /** A booking sent without an Idempotency-Key repeats an identical one from the same caller within this window: it is answered the first one's answer (0: off). */
  bookingDedupeWindowMs: number;
  /** Money (docs/payments.md): the provider behind the payment port (PAYMENT_PROVIDER: test-card, the default, or manual). */
  paymentProvider: 'test-card' | 'manual';
  /** The key that signs the provider's webhooks (PAYMENT_WEBHOOK_SECRET; derived from TOKEN_SECRET when unset). */
  paymentWebhookSecret: string;
  /** The platform's commission, a percentage of what a booking paid (PLATFORM_COMMISSION_PERCENT, default 15). */
  commissionPercent: number;
  /** The balance is charged this many days before arrival (BALANCE_DUE_DAYS, default 30). */
  balanceDueDays: number;
  /** Accounts created per address (SIGNUP_RATE_LIMIT), besides AUTH_RATE_LIMIT's attempts per minute. */
  signupLimit: Limit;
  /** Live streams one account may hold open at once, across every API process; 0: no cap. */
  liveStreamsPerAccount: number;
  /** Upload requests per account. */
  uploadLimit: Limit;
  /** Client error reports per IP. */
  clientErrorLimit: Limit;
  /** Review writes (reviews, answers, reports) per account. */
  reviewLimit: Limit;
  /** Thread messages (inquiries included) per account. */
  messageLimit: Limit;
  /** "Forgot password" requests per IP (past it, 429). */
  passwordResetLimit: Limit;
  /** Reset emails per account (past it, the answer is the same and no email goes: silent about the account). */
  passwordResetAccountLimit: Limit;
  /** How long a reset link works. */
  passwordResetTtlMs: number;
  /** How long an email verification link works. */
  emailVerifyTtlMs: number;
  /**
   * The sample catalogue's hosts: an account for each sample provider, owning its programs (src/db/seed-hosts.ts).
   * Off in production: a deployment never gets accounts with a published password.
   */
  sampleHosts: boolean;
  /** The SMTP server emails go through (SMTP_URL, e.g. smtp://127.0.0.1:1025); unset, the outbox fills but nothing is mailed. */
  smtpUrl: string | undefined;
  /** The From of every email. */
  mailFrom: string;
  /** The site's address, for the links in emails. */
  siteUrl: string;
  /** A new message is mailed to the other side if they have not read it within this time. */
  messageEmailDelayMs: number;
  /** Comment lines on the live channel this often, so proxies and the socket timeout keep it open. */
  liveHeartbeatMs: number;
  /** Bytes of images one account may keep. */
  uploadQuotaBytes: number;
  /** Uploaded files no program uses are removed once this old. */
  uploadOrphanHours: number;
  /** How often the unused-upload clean-up job runs (0: never). */
  uploadSweepIntervalMs: number;
  /** Where the job `rates.refresh` reads the ECB's reference rates: a file path or an http(s) URL (XML or CSV). */
  exchangeRatesUrl: string;
  /** How often it reads them (0: only when the worker starts). */
  exchangeRatesIntervalMs: number;
  /** Whether this process runs due jobs (lib/jobs/queue.ts); off, it only queues them for other processes. */
  jobsWorker: boolean;
  /** How often the job worker polls (0: never, tests run `jobs.runDue`). */
  jobPollIntervalMs: number;
  /** How long an Idempotency-Key's first answer is kept. */
  idempotencyKeyTtlMs: number;
  /** A request body must arrive at least this fast after `bodyGraceMs`, or the request is cut (0: off). */
  bodyMinBytesPerSecond: number;
  /** The time a body gets before its rate is checked, and the longest pause between two of its chunks. */
  bodyGraceMs: number;
  /** Open connections one address may hold (0: no cap; off by default behind a proxy, which limits them). */
  maxConnectionsPerAddress: number;
  siteOrigins: string[];
  /** Outside production, any loopback origin (a remote's dev server on a free port) gets CORS too. */
  allowDevOrigins: boolean;
  allowAdminSignup: boolean;
  /** Fastify's trustProxy: false, true, a hop count, or addresses/CIDRs of the proxies. */
  trustProxy: boolean | number | string[];
  logLevel: string;
  uploadMaxBytes: number;
  bodyLimitBytes: number;
  /** How long public catalogue responses may be reused (0 turns the cache off). */
  catalogCacheTtlMs: number;
  /** Whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** Headers must arrive within this. */
  headersTimeoutMs: number;
  /** A socket with no activity for this long is closed. */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  maxRequestsPerSocket: number;
  /** Benchmarks only: GET /healthz/event-loop reports the longest event-loop delay (EVENT_LOOP_PROBE=1). */
  eventLoopProbe: boolean;
  /**
   * End-to-end tests only (ENABLE_TEST_HOOKS=true): POST /api/test/jobs/run-due runs the jobs due at any instant
   * (expiring requests without waiting 48 hours). Never in a deployment: anyone could run the clock forward.
   */
  enableTestHooks: boolean;
}

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

/** `10/60s`, `5/1m`, `100/1h` or `0` (off). */
function limit(value: string | undefined, fallback: Limit, name: string): Limit {
  if (value === undefined || value === '') return fallback;
  if (value === '0') return { max: 0, windowMs: fallback.windowMs };
  const match = /^(\d+)\/(\d+)(ms|s|m|h)$/.exec(value.trim());
  if (!match) throw new Error(`${name} must look like 10/1m (count per window: ms, s, m or h), got "${value}"`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[3] as 'ms' | 's' | 'm' | 'h'];
  return { max: Number(match[1]), windowMs: Number(match[2]) * unit };
}

function trustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === '') return false;
  if (/^(true|false|1|0|yes|no|on|off)$/i.test(value) && !/^\d+$/.test(value)) return bool(value, false);
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

function poolMode(value: string | undefined): AppConfig['databasePoolMode'] {
  if (value === undefined || value === '' || value === 'session') return 'session';
  if (value === 'transaction') return 'transaction';
  throw new Error(`DATABASE_POOL_MODE must be session or transaction, got "${value}"`);
}

/** The site's origin (emails' links, sitemaps' absolute URLs): an http(s) origin with no path, query or fragment. */
const siteUrlSchema = z
  .url({ protocol: /^https?$/, error: 'SITE_URL must be an http(s) address such as https://example.com' })
  .transform((value) => value.replace(/\/+$/, ''))
  .refine((value) => new URL(value).origin === value, { error: 'SITE_URL must be the site\'s origin only (no path, query or fragment), such as https://example.com' });

function siteUrl(value: string | undefined): string {
  const parsed = siteUrlSchema.safeParse(value || 'http://localhost:3000');
  if (!parsed.success) throw new Error(`${parsed.error.issues[0]!.message}, got "${value}"`);
  return parsed.data;
}

const minutes = (n: number) => n * 60_000;

/** Reads the environment once at start-up; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const tokenSecret = env.TOKEN_SECRET || '';
  if (!tokenSecret && nodeEnv === 'production') throw new Error('TOKEN_SECRET must be set when NODE_ENV=production');
  if (tokenSecret && tokenSecret.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
  const tokenPreviousSecrets = (env.TOKEN_SECRET_PREVIOUS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (tokenPreviousSecrets.some((s) => s.length < 32)) throw new Error('Each key of TOKEN_SECRET_PREVIOUS (comma-separated) must be at least 32 characters');
  const proxied = trustProxy(env.TRUST_PROXY) !== false;
  const config: AppConfig = {
    env: nodeEnv,
    port: int(env.PORT, PORTS.api, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrls: (env.DATABASE_REPLICA_URLS ?? '').split(',').map((u) => u.trim()).filter(Boolean),
    databaseDirectUrl: env.DATABASE_DIRECT_URL || env.DATABASE_URL || undefined,
    databasePoolMode: poolMode(env.DATABASE_POOL_MODE),
    replicaMaxLagMs: int(env.REPLICA_MAX_LAG_MS, 5000, 'REPLICA_MAX_LAG_MS'),
    replicaCheckIntervalMs: int(env.REPLICA_CHECK_INTERVAL_MS, 100, 'REPLICA_CHECK_INTERVAL_MS'),
    inMemoryDb: false,
    // Without a configured secret, tokens are signed with a random per-process key: they die with the process.
    tokenSecret: tokenSecret || randomBytes(32).toString('hex'),
    tokenPreviousSecrets,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 7 * 24 * 3600, 'TOKEN_TTL_SECONDS'),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 30, 'AUTH_RATE_LIMIT'),
    loginFailuresPerAddress: limit(env.LOGIN_FAILURE_LIMIT, { max: 5, windowMs: minutes(24 * 60) }, 'LOGIN_FAILURE_LIMIT'),
    loginFailureDelayMs: int(env.LOGIN_FAILURE_DELAY_MS, minutes(1), 'LOGIN_FAILURE_DELAY_MS'),
    loginFailuresPerAccount: limit(env.LOGIN_ACCOUNT_FAILURE_LIMIT, { max: 50, windowMs: minutes(15) }, 'LOGIN_ACCOUNT_FAILURE_LIMIT'),
    contactLimit: limit(env.CONTACT_RATE_LIMIT, { max: 5, windowMs: minutes(10) }, 'CONTACT_RATE_LIMIT'),
    bookingLimit: limit(env.BOOKING_RATE_LIMIT, { max: 10, windowMs: minutes(10) }, 'BOOKING_RATE_LIMIT'),
    bookingAccountLimit: limit(env.BOOKING_ACCOUNT_RATE_LIMIT, { max: 10, windowMs: minutes(10) }, 'BOOKING_ACCOUNT_RATE_LIMIT'),
    bookingPlacesPerGuest: int(env.BOOKING_PLACES_PER_GUEST, MAX_GUESTS_PER_BOOKING, 'BOOKING_PLACES_PER_GUEST'),
    bookingDedupeWindowMs: int(env.BOOKING_DEDUPE_WINDOW_SECONDS, 600, 'BOOKING_DEDUPE_WINDOW_SECONDS') * 1000,
    paymentProvider: env.PAYMENT_PROVIDER === 'manual' ? 'manual' : 'test-card',
    // Unset: derived from TOKEN_SECRET, so every process of one deployment shares it.
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || createHmac('sha256', tokenSecret || randomBytes(32)).update('payment-webhooks').digest('hex'),
    commissionPercent: int(env.PLATFORM_COMMISSION_PERCENT, 15, 'PLATFORM_COMMISSION_PERCENT'),
    balanceDueDays: int(env.BALANCE_DUE_DAYS, BALANCE_DUE_DAYS, 'BALANCE_DUE_DAYS'),
    signupLimit: limit(env.SIGNUP_RATE_LIMIT, { max: 10, windowMs: minutes(60) }, 'SIGNUP_RATE_LIMIT'),
    liveStreamsPerAccount: int(env.LIVE_STREAMS_PER_ACCOUNT, 10, 'LIVE_STREAMS_PER_ACCOUNT'),
    uploadLimit: limit(env.UPLOAD_RATE_LIMIT, { max: 30, windowMs: minutes(10) }, 'UPLOAD_RATE_LIMIT'),
    clientErrorLimit: limit(env.CLIENT_ERROR_RATE_LIMIT, { max: 30, windowMs: minutes(10) }, 'CLIENT_ERROR_RATE_LIMIT'),
    reviewLimit: limit(env.REVIEW_RATE_LIMIT, { max: 20, windowMs: minutes(10) }, 'REVIEW_RATE_LIMIT'),
    messageLimit: limit(env.MESSAGE_RATE_LIMIT, { max: 20, windowMs: minutes(1) }, 'MESSAGE_RATE_LIMIT'),
    passwordResetLimit: limit(env.PASSWORD_RESET_RATE_LIMIT, { max: 10, windowMs: minutes(15) }, 'PASSWORD_RESET_RATE_LIMIT'),
    passwordResetAccountLimit: limit(env.PASSWORD_RESET_ACCOUNT_LIMIT, { max: 3, windowMs: minutes(60) }, 'PASSWORD_RESET_ACCOUNT_LIMIT'),
    passwordResetTtlMs: int(env.PASSWORD_RESET_TTL_MINUTES, 60, 'PASSWORD_RESET_TTL_MINUTES') * 60_000,
    emailVerifyTtlMs: int(env.EMAIL_VERIFY_TTL_HOURS, 72, 'EMAIL_VERIFY_TTL_HOURS') * 3_600_000,
    sampleHosts: nodeEnv !== 'production' && bool(env.SAMPLE_HOSTS, true),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Wellness Travel <no-reply@wellness.localhost>',
    siteUrl: siteUrl(env.SITE_URL),
    messageEmailDelayMs: int(env.MESSAGE_EMAIL_DELAY_MINUTES, 10, 'MESSAGE_EMAIL_DELAY_MINUTES') * 60_000,
    liveHeartbeatMs: int(env.LIVE_HEARTBEAT_MS, 25_000, 'LIVE_HEARTBEAT_MS'),
    uploadQuotaBytes: int(env.UPLOAD_QUOTA_BYTES, 200 * 1024 * 1024, 'UPLOAD_QUOTA_BYTES'),
    uploadOrphanHours: int(env.UPLOAD_ORPHAN_HOURS, 24, 'UPLOAD_ORPHAN_HOURS'),
    uploadSweepIntervalMs: int(env.UPLOAD_SWEEP_INTERVAL_MS, minutes(60), 'UPLOAD_SWEEP_INTERVAL_MS'),
    // Unset: the snapshot that ships with the API (data/), so a site without internet access still has (dated) rates.
    exchangeRatesUrl: env.EXCHANGE_RATES_URL || RATES_SNAPSHOT,
    exchangeRatesIntervalMs: int(env.EXCHANGE_RATES_INTERVAL_MS, minutes(360), 'EXCHANGE_RATES_INTERVAL_MS'),
    jobsWorker: bool(env.JOBS_WORKER, true),
    jobPollIntervalMs: int(env.JOB_POLL_INTERVAL_MS, 2000, 'JOB_POLL_INTERVAL_MS'),
    idempotencyKeyTtlMs: int(env.IDEMPOTENCY_KEY_TTL_HOURS, 24, 'IDEMPOTENCY_KEY_TTL_HOURS') * 3_600_000,
    bodyMinBytesPerSecond: int(env.BODY_MIN_BYTES_PER_SECOND, 4096, 'BODY_MIN_BYTES_PER_SECOND'),
    bodyGraceMs: int(env.BODY_GRACE_MS, 5000, 'BODY_GRACE_MS'),
    maxConnectionsPerAddress: int(env.MAX_CONNECTIONS_PER_ADDRESS, proxied ? 0 : 128, 'MAX_CONNECTIONS_PER_ADDRESS'),
    siteOrigins: (env.SITE_ORIGINS ? env.SITE_ORIGINS.split(',') : [...SITE_ORIGINS]).map((o) => o.trim()).filter(Boolean),
    allowDevOrigins: nodeEnv !== 'production',
    allowAdminSignup: bool(env.ALLOW_ADMIN_SIGNUP, nodeEnv !== 'production'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES, 'UPLOAD_MAX_BYTES'),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    catalogCacheTtlMs: int(env.CATALOG_CACHE_TTL_MS, 5000, 'CATALOG_CACHE_TTL_MS'),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 60_000, 'REQUEST_TIMEOUT_MS'),
    headersTimeoutMs: int(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS'),
    connectionTimeoutMs: int(env.CONNECTION_TIMEOUT_MS, 30_000, 'CONNECTION_TIMEOUT_MS'),
    keepAliveTimeoutMs: int(env.KEEP_ALIVE_TIMEOUT_MS, 72_000, 'KEEP_ALIVE_TIMEOUT_MS'),
    maxRequestsPerSocket: int(env.MAX_REQUESTS_PER_SOCKET, 1000, 'MAX_REQUESTS_PER_SOCKET'),
    eventLoopProbe: bool(env.EVENT_LOOP_PROBE, false),
    enableTestHooks: bool(env.ENABLE_TEST_HOOKS, false),
    ...overrides,
  };
  if (config.commissionPercent > 100) throw new Error('PLATFORM_COMMISSION_PERCENT must be at most 100');
  if (config.databaseReplicaUrls.length && !config.databaseUrl) throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL (the primary)');
  if (config.replicaCheckIntervalMs < 10) throw new Error('REPLICA_CHECK_INTERVAL_MS must be at least 10');
  if (config.headersTimeoutMs > config.requestTimeoutMs && config.requestTimeoutMs > 0) config.headersTimeoutMs = config.requestTimeoutMs;
  return config;
}
