// The sitemaps' cost at N generated programs (default 100,000): for /sitemap.xml and every file it names, the time to
// the first byte, the total time and the bytes, and the API process's resident memory growth while it streams them
// (its RSS sampled every 2 ms from /proc, against its RSS just before). A measurement, never a timed test.
//
//   node api/scripts/bench-sitemaps.mjs [--programs=100000] [--db=postgres,pglite]
//
// Builds the API (dist/), seeds a throwaway database (a PostgreSQL 15 cluster in a temp folder, as the postgres user
// when run as root, or a PGlite folder) with dist/seed-large.mjs, starts dist/server.mjs on a free port (no fixed
// port: no lock needed), prints one JSON line per database, and removes its processes and folders on the way out.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const PROGRAMS = Number(option('programs', 100_000));
const DATABASES = option('db', 'postgres,pglite').split(',').filter(Boolean);
const HOST = '127.0.0.1';
const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

const cleanups = [];
async function cleanupAll() {
  while (cleanups.length) await cleanups.pop()().catch((error) => console.error('[bench-sitemaps] cleanup:', error.message));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanupAll().then(() => process.exit(130)));
const tempDir = (prefix) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function startChild(args, env) {
  const child = spawn(process.execPath, args, { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  cleanups.push(stop);
  return { child, exited, stop };
}

async function startPostgres() {
  const dir = tempDir('wellness-sitemap-pg-');
  const asRoot = process.getuid?.() === 0;
  const run = (command) => {
    const result = asRoot ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' }) : spawnSync('bash', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command}\n${result.stdout}${result.stderr}`);
  };
  if (asRoot) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  run(`'${PG_BIN}/initdb' -D '${dir}/data' -A trust -U postgres > '${dir}/initdb.log' 2>&1`);
  run(`'${PG_BIN}/pg_ctl' -D '${dir}/data' -l '${dir}/server.log' -o "-p ${port} -k '${dir}' -c listen_addresses=${HOST} -c fsync=off" -w start > /dev/null`);
  cleanups.push(async () => run(`'${PG_BIN}/pg_ctl' -D '${dir}/data' -m fast -w stop > /dev/null 2>&1 || true`));
  return { DATABASE_URL: `postgres://postgres@${HOST}:${port}/postgres` };
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** One GET: ms to the response's first body byte, ms in all, bytes, status. */
function measure(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    http.get(url, (res) => {
      let first = null;
      let bytes = 0;
      res.on('data', (chunk) => {
        first ??= ms();
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode, ttfbMs: Math.round(first ?? ms()), totalMs: Math.round(ms()), bytes }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function benchOne(kind) {
  const env = kind === 'postgres' ? await startPostgres() : { DATA_DIR: tempDir('wellness-sitemap-pglite-') };
  const seedStarted = Date.now();
  const seed = startChild([path.join(API_DIR, 'dist/seed-large.mjs'), String(PROGRAMS)], { LOG_LEVEL: 'warn', ...env });
  if ((await seed.exited) !== 0) throw new Error('seeding failed');
  const seedS = Math.round((Date.now() - seedStarted) / 1000);
  const port = await freePort();
  const api = startChild([path.join(API_DIR, 'dist/server.mjs')], { PORT: String(port), HOST, LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-01', JOBS_WORKER: 'false', ...env });
  const base = `http://${HOST}:${port}`;
  for (let i = 0; ; i++) {
    if (api.child.exitCode !== null) throw new Error('the API exited');
    if (await measure(`${base}/healthz`).then((r) => r.status === 200, () => false)) break;
    if (i > 900) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  // A first pass warms the database's caches and the process's code; the second is measured.
  const coldIndex = await measure(`${base}/sitemap.xml`);
  const indexText = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = [...indexText.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const file of files) await measure(`${base}${file}`);
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssKb(api.child.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(api.child.pid))), 2);
  const results = { '/sitemap.xml': await measure(`${base}/sitemap.xml`) };
  for (const file of files) results[file] = await measure(`${base}${file}`);
  clearInterval(sampler);
  await api.stop();
  return { db: kind, programs: PROGRAMS, seedS, rssBeforeMb: Math.round(before / 1024), peakRssGrowthMb: Math.round((peak - before) / 102.4) / 10, coldIndex, files: results };
}

try {
  const build = spawnSync(process.execPath, [path.join(API_DIR, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  for (const kind of DATABASES) console.log(JSON.stringify(await benchOne(kind)));
} finally {
  await cleanupAll();
}
