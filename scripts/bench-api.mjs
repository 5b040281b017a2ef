// API part of `pnpm bench` (DESIGN §9): throughput and latency of the API beside a bare Fastify hello-world,
// both started here on free loopback ports, then catalogue search latency at 100,000 programs.
// Never a timed test. Writes .bench/api.json. Options: --duration=10 (seconds per autocannon run), --programs=100000.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = path.join(ROOT, 'api');
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = arg('duration', 10);
const PROGRAMS = arg('programs', 100_000);
const SEARCH_QUERIES = 300;
const HOST = '127.0.0.1';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startChild(args, env) {
  const child = spawn(process.execPath, args, { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, stop: async () => { if (child.exitCode === null) { child.kill('SIGTERM'); await exited; } } };
}

async function startApi(dataDir, env = {}) {
  const port = await freePort();
  const proc = startChild([path.join(API_DIR, 'dist/server.mjs')], {
    PORT: String(port), HOST, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-01', DATABASE_URL: '', ...env,
  });
  const base = `http://${HOST}:${port}`;
  await waitFor(`${base}/healthz`);
  return { ...proc, base };
}

async function startBaseline() {
  const port = await freePort();
  const fastifyUrl = pathToFileURL(createRequire(path.join(API_DIR, 'package.json')).resolve('fastify')).href;
  const code = `const { default: Fastify } = await import(${JSON.stringify(fastifyUrl)});
    const app = Fastify({ logger: false }); app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '${HOST}' });`;
  const proc = startChild(['--input-type=module', '-e', code], {});
  const base = `http://${HOST}:${port}`;
  await waitFor(`${base}/`);
  return { ...proc, base };
}

function load(url, title) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, pipelining: 1, duration: DURATION, timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
      resolve({ title, url: new URL(url).pathname + new URL(url).search, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors });
    });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function searchLatency(base) {
  const terms = ['spa', 'longevity', 'ubud', 'kyoto', 'thermal', 'harmony', 'vitality 12', 'edition 4242', 'lake como', 'costa rica', 'detox', 'serenity', 'onsen',
    'boynton canyon', 'ba', 'zzzz-none', 'metabolic reset', 'sunrise', 'retreat', 'greece', 'summit 9', 'radiance', 'forest', 'a'];
  const times = [];
  let totalMatches = 0;
  for (let i = 0; i < SEARCH_QUERIES; i++) {
    const q = terms[i % terms.length];
    const started = performance.now();
    const res = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}&limit=8&offset=${(i % 3) * 8}`);
    const body = await res.json();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`search "${q}" answered ${res.status}`);
    totalMatches += body.data.total;
  }
  times.sort((a, b) => a - b);
  return { queries: SEARCH_QUERIES, distinctTerms: terms.length, p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1), max: +times.at(-1).toFixed(1), avgMatches: Math.round(totalMatches / SEARCH_QUERIES) };
}

// Always rebuild the bundle (about a second) so the figures are of the current code.
{
  const { buildOptions } = await import(pathToFileURL(path.join(API_DIR, 'scripts/build.mjs')).href);
  const { build } = await import(pathToFileURL(createRequire(path.join(ROOT, 'package.json')).resolve('esbuild')).href);
  await build(buildOptions);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellness-bench-api-'));
const results = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, durationSeconds: DURATION, load: [], search: null };
let api;
let baseline;
try {
  console.log(`[bench-api] starting the API (PGlite in ${dataDir}) and a bare Fastify baseline…`);
  baseline = await startBaseline();
  api = await startApi(dataDir);
  const base = await load(`${baseline.base}/`, 'baseline: bare Fastify hello-world');
  results.load.push({ ...base, ratio: 1 });
  await baseline.stop();
  for (const [title, url] of [
    ['GET /api/programs', '/api/programs'],
    ['GET /destinations', '/destinations'],
    ['GET /api/search?q=spa', '/api/search?q=spa&limit=8'],
  ]) {
    const r = await load(`${api.base}${url}`, title);
    results.load.push({ ...r, ratio: +(r.rps / base.rps).toFixed(3) });
  }
  await api.stop();

  console.log(`[bench-api] seeding ${PROGRAMS.toLocaleString('en-US')} programs…`);
  const seedStarted = Date.now();
  const seeder = startChild([path.join(API_DIR, 'dist/seed-large.mjs'), String(PROGRAMS)], { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' });
  const code = await new Promise((resolve) => seeder.child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed-large exited with ${code}`);
  const seedSeconds = +((Date.now() - seedStarted) / 1000).toFixed(1);

  // The response cache is off here: these are the database's own search times.
  api = await startApi(dataDir, { CATALOG_CACHE_TTL_MS: '0' });
  await fetch(`${api.base}/api/search?q=warmup`);
  results.search = { programs: PROGRAMS, seedSeconds, ...(await searchLatency(api.base)) };
} finally {
  await api?.stop();
  await baseline?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

await mkdir(path.join(ROOT, '.bench'), { recursive: true });
await writeFile(path.join(ROOT, '.bench', 'api.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log('\nAPI throughput (autocannon, 10 connections, %d s each, loopback; catalogue cache on, as in production)', DURATION);
console.table(results.load.map((r) => ({ endpoint: r.title, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'vs baseline': `${(r.ratio * 100).toFixed(1)}%`, errors: r.errors })));
const s = results.search;
console.log(`Search at ${s.programs.toLocaleString('en-US')} programs, uncached (seeded in ${s.seedSeconds} s): ${s.queries} queries over ${s.distinctTerms} terms, p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms`);
console.log('Written to .bench/api.json');
