// Test harness: a fresh API per test file, on in-memory PGlite, or on a fresh database of the PostgreSQL server
// named by DATABASE_URL (api/scripts/test-postgres.sh), so files never see each other's data.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import pg from 'pg';
import { programs as samplePrograms } from '@wellness/shared/data';
import type { AuthResponse, Role } from '@wellness/shared/domain';
import { buildApp } from '../app';
import { openAppDatabase } from '../bootstrap';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { seedSampleHosts } from '../db/seed-hosts';
import { API_ROOT, REPO_ROOT } from '../paths';
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

/**
 * What the migrated, seeded database is made of: the migrations, the API's and the shared package's sources (the seed
 * and what it reads), its data files and PGlite's version. A hash of their contents names the tests' starting
 * database, so a change to any of them makes a new one.
 */
async function schemaKey(): Promise<string> {
  const hash = createHash('sha256');
  const add = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await add(file);
      else if (!/\.test\.tsx?$/.test(entry.name)) hash.update(`${path.relative(REPO_ROOT, file)}\0`).update(await readFile(file));
    }
  };
  for (const dir of [path.join(API_ROOT, 'migrations'), path.join(API_ROOT, 'src'), path.join(API_ROOT, 'data'), path.join(REPO_ROOT, 'shared/src')]) await add(dir);
  hash.update(await readFile(path.join(API_ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

let schemaKeyOnce: Promise<string> | undefined;
const currentSchemaKey = () => (schemaKeyOnce ??= schemaKey());

const IMAGE_PREFIX = 'wellness-api-test-image-';

/**
 * Every test file starts on a new database; initdb, the 150-odd migrations and the seed cost ~8 s a file on PGlite (a
 * 2-core machine), the same work each time. So the first file to need it makes an image of that database (PGlite's own
 * dump of its data folder) in the temp folder, named by `schemaKey`, and every in-memory database starts from it:
 * the migrations and the seed then find their work done, as on any restart. With and without the sample hosts (a test
 * may turn them off): two images.
 */
async function pgliteImage(sampleHosts: boolean): Promise<string> {
  const key = await currentSchemaKey();
  const file = path.join(os.tmpdir(), `${IMAGE_PREFIX}${key}${sampleHosts ? '-hosts' : ''}.tar`);
  if (existsSync(file)) {
    const now = new Date();
    await utimes(file, now, now).catch(() => {}); // in use: kept by removeUnusedImages
    return file;
  }
  const database = await openDatabase({});
  try {
    await migrate(database);
    await seed(database.db);
    if (sampleHosts) await seedSampleHosts(database.db, samplePrograms);
    const bytes = await database.dumpImage!();
    // Files running side by side may make it at once: each writes its own file and renames it into place.
    const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(part, bytes);
    await rename(part, file);
  } finally {
    await database.close();
  }
  await removeUnusedImages(key);
  return file;
}

/** Each change to the sources makes two images of ~47 MB: those of other sources unused for 10 minutes go. */
async function removeUnusedImages(currentKey: string) {
  const unusedSince = Date.now() - 10 * 60_000;
  for (const name of await readdir(os.tmpdir()).catch(() => [])) {
    if (!name.startsWith(IMAGE_PREFIX) || name.startsWith(`${IMAGE_PREFIX}${currentKey}`)) continue;
    const file = path.join(os.tmpdir(), name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < unusedSince) await rm(file, { force: true });
  }
}

/**
 * The same on PostgreSQL: one template database per `schemaKey`, migrated and seeded once; each file's database is a
 * copy (CREATE DATABASE … TEMPLATE), made by the server in a fraction of the migrations' time.
 */
async function pgTemplate(admin: pg.Client, url: string): Promise<string> {
  const name = `wellness_template_${await currentSchemaKey()}`;
  // One maker at a time (test files on several workers); the others find it made.
  await admin.query('SELECT pg_advisory_lock(727276)');
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_part`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${building}`;
    const database = await openDatabase({ url: templateUrl.toString() });
    try {
      await migrate(database);
      await seed(database.db);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(727276)');
  }
}

/** A new database on the server of `url`: empty, or (`migrated`) a copy of the migrated, seeded template. */
async function createPgDatabase(url: string, { migrated }: { migrated: boolean }) {
  const name = `wellness_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(migrated ? `CREATE DATABASE ${name} TEMPLATE ${await pgTemplate(admin, url)}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
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
    pgDb = await createPgDatabase(process.env.DATABASE_URL, { migrated: true });
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
  const database = options.database ?? (await openAppDatabase(config, config.inMemoryDb ? { pgliteImage: await pgliteImage(config.sampleHosts) } : {}));
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

/** An empty PostgreSQL test database that outlives one app (restarts, migrations from before); null on PGlite. */
export async function createSharedPgDatabase() {
  return process.env.DATABASE_URL ? createPgDatabase(process.env.DATABASE_URL, { migrated: false }) : null;
}

export const onPostgres = () => Boolean(process.env.DATABASE_URL);
