// Test harness: a fresh API per test file, on in-memory PGlite, or on a fresh database of the PostgreSQL server
// named by DATABASE_URL (api/scripts/test-postgres.sh), so files never see each other's data.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import pg from 'pg';
import type { AuthResponse, Role } from '@wellness/shared/domain';
import { buildApp } from '../app';
import { openAppDatabase } from '../bootstrap';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import type { JobQueue } from '../lib/jobs/queue';

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The app's job queue: `await api.jobs.runDue(new Date(Date.now() + 25 * 3_600_000))` runs what is due then. */
  jobs: JobQueue;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  signUp(role?: Role, overrides?: Record<string, unknown>): Promise<AuthResponse & { auth: { authorization: string } }>;
  /** A program's current version, which an admin's approve or reject names. */
  versionOf(programId: string): Promise<number>;
  close(): Promise<void>;
}

async function createPgDatabase(url: string) {
  const name = `wellness_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApiOptions {
  config?: Partial<AppConfig>;
  /** Reuse a folder (restart tests); otherwise a new temp folder. */
  dataDir?: string;
  /** Keep PGlite on disk under dataDir instead of in memory. */
  persistent?: boolean;
  /** Reuse an existing PostgreSQL test database. */
  databaseUrl?: string;
  /** Build on this open database (a second app on one PGlite); `close` leaves it open. */
  database?: Database;
  /** Wraps the database the app gets (to watch or stand in for parts of it). */
  wrapDatabase?: (database: Database) => Database;
  /** Capture log lines. */
  logStream?: DestinationStream;
  /** Runs before the app is ready: test-only routes and hooks. */
  setup?: (app: FastifyInstance, database: Database) => void | Promise<void>;
}

/** Limits high enough that no test meets them unless it sets its own. */
const NO_LIMIT = { max: 1_000_000, windowMs: 60_000 };

let counter = 0;

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'wellness-api-test-')));
  const ownsDir = !options.dataDir;
  let pgDb: { url: string; drop: () => Promise<void> } | undefined;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl && !options.database && process.env.DATABASE_URL) {
    pgDb = await createPgDatabase(process.env.DATABASE_URL);
    databaseUrl = pgDb.url;
  }
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir, databaseUrl, inMemoryDb: !databaseUrl && !options.persistent, authRateLimit: 10_000,
      loginFailuresPerAddress: NO_LIMIT, loginFailuresPerAccount: NO_LIMIT, contactLimit: NO_LIMIT, bookingLimit: NO_LIMIT, uploadLimit: NO_LIMIT,
      clientErrorLimit: NO_LIMIT, reviewLimit: NO_LIMIT, messageLimit: NO_LIMIT, passwordResetLimit: NO_LIMIT, passwordResetAccountLimit: NO_LIMIT,
      maxConnectionsPerAddress: 0,
      bookingAccountLimit: NO_LIMIT, signupLimit: NO_LIMIT, bookingPlacesPerGuest: 0, bookingDedupeWindowMs: 0, liveStreamsPerAccount: 0,
      // No background job worker: a test runs what is due with `api.jobs.runDue(at)`.
      jobPollIntervalMs: 0, logLevel: options.logStream ? 'info' : 'silent', ...options.config,
    },
  );
  const database = options.database ?? (await openAppDatabase(config));
  const app = await buildApp(config, options.wrapDatabase ? options.wrapDatabase(database) : database, options.logStream ? { logStream: options.logStream } : {});
  await options.setup?.(app, database);
  await app.ready();
  const request = (o: InjectOptions) => app.inject(o);
  return {
    app,
    database,
    config,
    jobs: app.jobs,
    request,
    async signUp(role = 'user', overrides = {}) {
      counter += 1;
      const res = await request({
        method: 'POST',
        url: '/auth/register',
        payload: { firstName: 'Test', lastName: `${role} ${counter}`, email: `${role}${counter}.${randomBytes(3).toString('hex')}@example.test`, phone: '5551234567', password: 'secret123', role, ...overrides },
      });
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      const data = res.json().data as AuthResponse;
      return { ...data, auth: { authorization: `Bearer ${data.accessToken}` } };
    },
    async versionOf(programId) {
      const [row] = await database.query<{ version: number }>('SELECT version FROM programs WHERE id = $1', [programId]);
      if (!row) throw new Error(`no program ${programId}`);
      return Number(row.version);
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (pgDb) await pgDb.drop();
      if (ownsDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL test database that outlives one app (restart tests); null on PGlite. */
export async function createSharedPgDatabase() {
  return process.env.DATABASE_URL ? createPgDatabase(process.env.DATABASE_URL) : null;
}

export const onPostgres = () => Boolean(process.env.DATABASE_URL);
