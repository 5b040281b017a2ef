// Durability: the production server (dist/server.mjs) is killed with SIGKILL in the middle of a burst of
// concurrent writes, started again on the same data, and every write it had acknowledged (a 201 that reached the
// client) must be there. On PGlite on disk, and on PostgreSQL when DATABASE_URL is set (api/scripts/test-postgres.sh).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT as API_DIR } from '../paths';
import { createSharedPgDatabase } from './harness';

const SERVER = path.join(API_DIR, 'dist/server.mjs');
const WRITES = 400;
const KILL_AFTER_ACKS = 120;

(import.meta as unknown as { jest: { setTimeout(ms: number): void } }).jest.setTimeout(180_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start in 30 s');
}

function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [SERVER], {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.resume();
  return child;
}

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

let dataDir: string;
let pgDb: Awaited<ReturnType<typeof createSharedPgDatabase>>;
let server: ChildProcess | undefined;

beforeAll(async () => {
  // The test runs what production runs: the bundled server, built from this source.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  if (build.status !== 0) throw new Error(`API build failed: ${build.stderr}`);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellness-sigkill-'));
  pgDb = await createSharedPgDatabase();
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await exited(server);
  }
  if (pgDb) await pgDb.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it(`keeps every acknowledged write when the server is killed (SIGKILL) during ${WRITES} concurrent writes`, async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    TOKEN_SECRET: 'a-stable-secret-for-the-sigkill-test-000001',
    AUTH_RATE_LIMIT: '1000',
    UPLOAD_SWEEP_INTERVAL_MS: '0',
    // 400 connections from one client at once: this test is about durability, not the per-address cap.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
  };

  server = startServer(env);
  await waitUntilUp(base, server);
  const register = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Dura', lastName: 'Ble', email: 'durable@example.test', phone: '5551234567', password: 'secret123', role: 'facility' }),
  });
  expect(register.status).toBe(201);
  const { accessToken } = ((await register.json()) as { data: { accessToken: string } }).data;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };

  const acknowledged: string[] = [];
  const victim = server;
  let killed = false;
  const writes = Array.from({ length: WRITES }, async (_, i) => {
    try {
      const res = await fetch(`${base}/api/my/programs`, { method: 'POST', headers, body: JSON.stringify({ name: `Kept ${i}`, status: 'draft' }) });
      if (res.status !== 201) return;
      acknowledged.push(((await res.json()) as { data: { id: string } }).data.id);
      if (acknowledged.length >= KILL_AFTER_ACKS && !killed) {
        killed = true;
        victim.kill('SIGKILL');
      }
    } catch {
      // the connection died with the server: not acknowledged, so not owed
    }
  });
  await Promise.all(writes);
  await exited(victim);

  // The kill landed mid-burst: some writes were acknowledged, and some never were.
  expect(victim.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  expect(acknowledged.length).toBeLessThan(WRITES);

  server = startServer(env);
  await waitUntilUp(base, server);
  const mine = await fetch(`${base}/api/my/programs`, { headers });
  expect(mine.status).toBe(200);
  const stored = new Set(((await mine.json()) as { data: { programs: { id: string }[] } }).data.programs.map((p) => p.id));
  const lost = acknowledged.filter((id) => !stored.has(id));
  expect(lost).toEqual([]);

  server.kill('SIGTERM');
  await exited(server);
});
