// API part of `pnpm bench`: every API budget of bench/budgets.json `api`, measured in one run, on
// PGlite and on PostgreSQL, beside a bare Fastify hello-world started here. Never a timed test.
//
//   node scripts/bench-api.mjs [--duration=10] [--programs=100000] [--scale=1000000] [--db=pglite,postgres]
//                              [--no-large] [--small] [--scale-only] [--scale-db=postgres://…]
//
// It builds the API (dist/server.mjs, dist/seed-large.mjs), starts a throwaway PostgreSQL 15 cluster in a temp folder
// (as the postgres user when run as root, like api/scripts/test-postgres.sh), prints each figure beside its budget and
// the baseline, writes .bench/api.json, and removes its processes and temp folders on the way out (also on Ctrl-C).
//
// Figures, per database:
//   cached reads      GET /api/programs and GET /destinations with the catalogue cache on (as in production), sent
//                     as a browser sends them (Accept-Encoding: gzip, no validator): p99, and req/s beside bare
//                     Fastify (run in alternating slices with the API, so both see the same machine; reported, no
//                     longer a budget)
//   uncached search   /api/search?q=… over ~80 varying terms and offsets, every cache off: p99
//   uncached lists    /api/programs with varying offset, limit, category, country and city, every cache off: p99
//   at N programs     N generated programs (api/src/db/bulk-programs.ts, seeded by SQL), the API started on them:
//                     start to ready (process start until it answers a search), its RSS, sequential searches and
//                     filtered, sorted and keyset-paged lists (each URL new, so none is a cache hit): p95
// and once, on PostgreSQL at --scale programs (1,000,000; --small skips it; --scale-only runs nothing else; --scale-db
// measures a database an earlier run or scripts/seed-scale left seeded with them, and seeds nothing), the same
// figures, the seeding time, the database's size on disk and the plans of its statements over 25 ms (.bench/
// plans-<scale>.log, auto_explain), plus, with a second API
// process on the same database, an update of 5,000 programs by SQL: the longest event-loop stall of either process
// (their own monitorEventLoopDelay, EVENT_LOOP_PROBE=1), and how long after the update's commit each process answers
// with the new data (the second one had the old answer cached: the LISTEN/NOTIFY invalidation).
//
// The cached reads are loaded with wrk (Debian's package: apt-get install -y wrk), not autocannon: autocannon appends
// every response body to a string (UTF-8 decoding), which for a compressed body costs it ~44 µs a response against
// ~10 µs for bare Fastify's 17 bytes of JSON, so on 2 cores the client, not the API, set the req/s of a brotli answer.
// The uncached figures (latency only, JSON bodies) keep autocannon.
//
// Beside each figure, .bench/api.json keeps the load average and the server's CPU ms per request (from /proc, all its
// threads): on a loaded machine req/s and latency say as much about the other processes as about the API, CPU per
// request does not.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { rngFor } from '../tools/seeded-random.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = path.join(ROOT, 'api');
const BUDGET = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')).api;
const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(option('duration', 10));
const PROGRAMS = Number(option('programs', BUDGET.searchPrograms));
const DATABASES = option('db', 'pglite,postgres').split(',').filter(Boolean);
const LARGE = !process.argv.includes('--no-large');
const SMALL = process.argv.includes('--small');
const SCALE = Number(option('scale', BUDGET.scalePrograms));
const SCALE_ONLY = process.argv.includes('--scale-only');
/** A PostgreSQL database already holding the --scale generated programs: measured as it is (seeding takes ~25 min). */
const SCALE_DB = option('scale-db', '');
if (!Number.isInteger(SCALE) || SCALE < 1000) throw new Error(`--scale must be a whole number of programs, at least 1000 (got ${option('scale', '')})`);
const CONNECTIONS = BUDGET.connections;
const HOST = '127.0.0.1';
const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
// Sent with every load request, as a browser's fetch() does.
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

// ---- processes and temp folders, all removed on exit ----

const cleanups = [];
const tempDir = (prefix) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
async function cleanupAll() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('[bench-api] cleanup:', error.message);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanupAll();
    process.exit(130);
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
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

const runChild = async (args, env) => {
  const proc = startChild(args, env);
  const code = await proc.exited;
  if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}`);
};

// ---- a throwaway PostgreSQL cluster ----

async function startPostgres() {
  if (spawnSync('test', ['-x', path.join(PG_BIN, 'initdb')]).status !== 0) throw new Error(`PostgreSQL not found in ${PG_BIN} (apt-get install -y postgresql)`);
  const dir = tempDir('wellness-bench-pg-');
  const asRoot = process.getuid?.() === 0;
  const run = (command) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' })
      : spawnSync('bash', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command}\n${result.stdout}${result.stderr}`);
  };
  if (asRoot) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  {
    run(`'${PG_BIN}/initdb' -D '${dir}/data' -A trust -U postgres > '${dir}/initdb.log' 2>&1`);
    run(`'${PG_BIN}/pg_ctl' -D '${dir}/data' -l '${dir}/server.log' -o "-p ${port} -k '${dir}' -c listen_addresses=${HOST} -c max_connections=200 -c shared_buffers=2GB -c max_wal_size=8GB" -w start > /dev/null`);
    cleanups.push(() => run(`'${PG_BIN}/pg_ctl' -D '${dir}/data' -m fast -w stop > /dev/null 2>&1 || true`));
    return { url: (db) => `postgres://postgres@${HOST}:${port}/${db}`, createDb: (db) => run(`'${PG_BIN}/createdb' -h ${HOST} -p ${port} -U postgres ${db}`), log: path.join(dir, 'server.log') };
  }
}

// ---- the servers ----

async function startApi(db, env = {}) {
  const port = await freePort();
  const proc = startChild([path.join(API_DIR, 'dist/server.mjs')], {
    PORT: String(port), HOST, LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    // The production cap (1,000 requests per keep-alive socket, then 503 and close) is reached within a run once the
    // API passes 10,000 req/s at 50 connections, and autocannon counts every later request on that socket as an
    // error: a browser opens a new socket, so the bench lifts the cap (0: none) to measure the API, not the cap.
    MAX_REQUESTS_PER_SOCKET: '0',
    ...db.env, ...env,
  });
  const base = `http://${HOST}:${port}`;
  await waitFor(`${base}/healthz`, proc.child);
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
  await waitFor(`${base}/`, proc.child);
  return { ...proc, base };
}

// ---- load ----

// CPU time a server process (all its threads: PGlite's too) spent, from /proc (Linux); NaN elsewhere. Per request it
// is a figure that holds on a loaded machine, where req/s and latency mostly say how busy the other processes were.
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return Number.NaN;
  }
}

/** autocannon at the budget's connection count; with several paths each request takes the next one. */
async function load(base, paths, options = {}) {
  const pid = options.pid;
  const before = pid ? cpuMs(pid) : Number.NaN;
  const result = await (options.wrk ? wrkLoad(base, paths, options) : loadOnly(base, paths, options));
  const spent = pid ? cpuMs(pid) - before : Number.NaN;
  return Number.isFinite(spent) ? { ...result, cpuMs: spent, cpuMsPerRequest: +(spent / Math.max(1, result.requests)).toFixed(4) } : result;
}

function loadOnly(base, paths, { headers = BROWSER_HEADERS, duration = DURATION } = {}) {
  const list = Array.isArray(paths) ? paths : [paths];
  let next = 0;
  const requests = [{ setupRequest: (request) => ({ ...request, path: list[next++ % list.length] }) }];
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${list[0]}`, connections: CONNECTIONS, pipelining: 1, duration, timeout: 10, headers, requests }, (err, r) => {
      if (err) return reject(err);
      const errors = r.errors + r.timeouts + (r.non2xx ?? 0);
      resolve({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors, requests: r.requests.total, bytesPerRequest: Math.round(r.throughput.total / Math.max(1, r.requests.total)) });
    });
  });
}

const WRK = process.env.WRK_BIN || '/usr/bin/wrk';
const MS = { us: 0.001, ms: 1, s: 1000 };
const millis = (text) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  return m ? +(Number(m[1]) * MS[m[2]]).toFixed(2) : Number.NaN;
};

/** wrk (1 thread, the budget's connections) on one path: what `loadOnly` answers, from wrk's report. */
function wrkLoad(base, url, { headers = BROWSER_HEADERS, duration = DURATION } = {}) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${Math.max(1, Math.round(duration))}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, [...args, `${base}${url}`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      // The percentiles from the "Latency Distribution" lines (the thread stats line ends in a percentage too).
      const total = /(\d+) requests in ([\d.]+)(m?s)/.exec(out);
      if (code !== 0 || !total) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      const requests = Number(total[1]);
      const seconds = Number(total[2]) / (total[3] === 'ms' ? 1000 : 1);
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const errors = (socketErrors ? socketErrors.slice(1).reduce((n, v) => n + Number(v), 0) : 0) + Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      const read = /([\d.]+)([KMG]?B) read/.exec(out);
      const bytes = read ? Number(read[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[read[2]] : Number.NaN;
      resolve({ rps: Math.round(requests / seconds), p50: millis(/^\s+50%\s+(\S+)/m.exec(out)?.[1]), p99: millis(/^\s+99%\s+(\S+)/m.exec(out)?.[1]), errors, requests, bytesPerRequest: Math.round(bytes / Math.max(1, requests)) });
    });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// Terms of the search runs: words of the sample catalogue (names, places, treatments), fragments, misses, two words.
const SEARCH_TERMS = ['spa', 'longevity', 'ubud', 'kyoto', 'thermal', 'detox', 'onsen', 'lake', 'como', 'costa rica', 'bali', 'japan', 'greece',
  'italy', 'switzerland', 'thailand', 'germany', 'usa', 'sedona', 'napa', 'big sur', 'santorini', 'crete', 'tuscany', 'alps', 'zurich',
  'chiang mai', 'koh samui', 'phuket', 'baden', 'black forest', 'osa', 'nosara', 'yoga', 'meditation', 'metabolic', 'reset', 'renewal',
  'healing', 'retreat', 'sleep', 'glucose', 'fasting', 'ayurveda', 'massage', 'forest', 'ocean', 'mountain', 'silence', 'breath', 'sound',
  'villa', 'clinic', 'diagnostic', 'nutrition', 'fitness', 'strength', 'recovery', 'cryo', 'hydro', 'mud', 'salt', 'tea', 'garden', 'ba',
  're', 'ion', 'wellness', 'program', 'week', 'night', 'zzzz-none', 'qwerty', 'x7', 'deep', 'rest', 'heal', 'pure', 'light', 'balance', 'a'];
const SEARCH_PATHS = SEARCH_TERMS.flatMap((q, i) => [`/api/search?q=${encodeURIComponent(q)}&limit=8`, `/api/search?q=${encodeURIComponent(q)}&limit=20&offset=${(i % 4) * 8}`]);

const CATEGORIES = ['transformative-health', 'healing-renewal', 'metabolic-health', 'spa-relaxation', 'wellness', 'detox', 'fitness', 'spa', 'yoga', 'nutrition'];
const COUNTRIES = ['USA', 'Italy', 'Switzerland', 'Bali', 'Thailand', 'Greece', 'Japan', 'Germany', 'Costa Rica'];
const CITIES = [['Japan', 'Kyoto'], ['Bali', 'Ubud'], ['Italy', 'Lake Como'], ['Greece', 'Santorini'], ['USA', 'Sedona'], ['Thailand', 'Koh Samui']];
const LIST_PATHS = [
  ...Array.from({ length: 40 }, (_, i) => `/api/programs?offset=${i}&limit=${[5, 10, 20, 50][i % 4]}`),
  ...CATEGORIES.flatMap((c, i) => [`/api/programs?category=${c}`, `/api/programs?category=${c}&offset=${i % 3}&limit=${[4, 8, 12][i % 3]}`]),
  ...COUNTRIES.flatMap((c, i) => [`/api/programs?country=${encodeURIComponent(c)}`, `/api/programs?country=${encodeURIComponent(c)}&limit=2&offset=${i % 2}`]),
  ...CITIES.map(([country, city]) => `/api/programs?country=${encodeURIComponent(country)}&city=${encodeURIComponent(city)}`),
  ...CATEGORIES.slice(0, 4).flatMap((c) => COUNTRIES.slice(0, 5).map((country) => `/api/programs?category=${c}&country=${encodeURIComponent(country)}&limit=10`)),
];

// ---- the run ----

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const SLICES = 4;

/**
 * The API beside bare Fastify, in alternating slices (bare, API, bare, API, …) so that a change in the machine's load
 * during the run touches both alike: req/s from the totals of the slices, p99 the median of the slices' p99.
 */
async function beside(bare, api, url) {
  const duration = Math.max(1, Math.round(DURATION / SLICES));
  const runs = { bare: [], api: [] };
  for (let i = 0; i < SLICES; i++) {
    runs.bare.push(await load(bare.base, '/', { duration, pid: bare.child.pid, wrk: true }));
    runs.api.push(await load(api.base, url, { duration, pid: api.child.pid, wrk: true }));
  }
  const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);
  const cpuPerRequest = (list) => sum(list, 'cpuMs') / Math.max(1, sum(list, 'requests'));
  const cpu = { bare: +cpuPerRequest(runs.bare).toFixed(4), api: +cpuPerRequest(runs.api).toFixed(4) };
  return {
    // Server CPU ms per request, and bare's over the API's: the req/s ratio the two would have on an idle core each.
    cpuMsPerRequest: cpu,
    cpuRatio: Number.isFinite(cpu.bare / cpu.api) ? +(cpu.bare / cpu.api).toFixed(3) : null,
    rps: Math.round(sum(runs.api, 'requests') / (duration * SLICES)),
    bareRps: Math.round(sum(runs.bare, 'requests') / (duration * SLICES)),
    p99: median(runs.api.map((r) => r.p99)),
    bareP99: median(runs.bare.map((r) => r.p99)),
    errors: sum(runs.api, 'errors'),
    slices: runs,
    loadavg: os.loadavg().map((n) => +n.toFixed(2)),
  };
}

async function benchDatabase(db, bare, figures, details) {
  const label = db.label;
  const add = (id, text, value, unit, budget, pass, baseline) => figures.push({ id: `${db.id}.${id}`, label: `${label}: ${text}`, value, unit, budget, ...(baseline !== undefined ? { baseline } : {}), pass });

  console.log(`[bench-api] ${label}: cached reads…`);
  let api = await startApi(db);
  for (const [id, url] of [['programs', '/api/programs'], ['destinations', '/destinations']]) {
    await load(api.base, url, { duration: 1, wrk: true }); // warm: the first request fills the cache
    const r = await beside(bare, api, url);
    const plain = await load(api.base, url, { headers: { accept: 'application/json' }, duration: Math.max(2, DURATION / 2), wrk: true });
    details[`${db.id}.${id}`] = { ...r, withoutGzip: plain };
    const ratio = +(r.rps / r.bareRps).toFixed(3);
    // Reported, no longer a budget: hits go through Fastify like any answer.
    add(`${id}.ratio`, `GET ${url} (cached) req/s vs bare Fastify`, ratio, '×', 'reported', r.errors === 0, r.bareRps);
    figures.at(-1).cpuRatio = r.cpuRatio;
    add(`${id}.p99`, `GET ${url} (cached) p99 at ${CONNECTIONS} conn.`, r.p99, 'ms', `≤ ${BUDGET.cachedReadsP99MsMax}`, r.p99 <= BUDGET.cachedReadsP99MsMax && r.errors === 0, r.bareP99);
  }
  await api.stop();

  console.log(`[bench-api] ${label}: uncached search and lists…`);
  api = await startApi(db, { CATALOG_CACHE_TTL_MS: '0' });
  await load(api.base, SEARCH_PATHS, { duration: 1 });
  for (const [id, text, paths] of [['search', `search, ${SEARCH_TERMS.length} varying terms (uncached)`, SEARCH_PATHS], ['lists', `paged lists, ${LIST_PATHS.length} varying queries (uncached)`, LIST_PATHS]]) {
    const r = await load(api.base, paths, { pid: api.child.pid });
    details[`${db.id}.uncached.${id}`] = { ...r, loadavg: os.loadavg().map((n) => +n.toFixed(2)) };
    add(`uncached.${id}.p99`, `${text} p99 at ${CONNECTIONS} conn.`, r.p99, 'ms', `≤ ${BUDGET.uncachedP99MsMax}`, r.p99 <= BUDGET.uncachedP99MsMax && r.errors === 0);
  }
  await api.stop();

  if (!LARGE) return;
  await scaleRun(db, PROGRAMS, figures, details, { searchP95: BUDGET.searchP95MsMax, listP95: BUDGET.scaleListP95MsMax, pageP95: BUDGET.searchPageP95MsMax });
}

// ---- at scale ----

// Words of the generated catalogue (api/src/db/bulk-programs.ts): common and rare words, places with and without their
// accents, phrases, word starts, inner parts of words, misspellings, terms that find nothing; edition codes (one
// program each) are read from the database.
const SCALE_TERMS = ['spa', 'retreat', 'yoga', 'lotus', 'kyoto', 'zürich', 'zurich', 'lake como', 'costa rica', 'meditation retreat', 'sound healing',
  'thermal baths', 'sleep', 'longevity', 'gut health', 'forest bathing', 'ion', 'treat', 'ayurv', 'cedar', 'harbor', 'serene', 'golden lotus',
  'reykjavík', 'malaga', 'sao paulo', 'hội an', 'longevty', 'kyotp', 'meditaton', 'cryoterapy', 'zzzz-none', 'qwerty', 'a', 'ba', 'x7', 'ubud',
  'black forest', 'hot stones', 'burnout', 'olive estate', 'the fjord', 'wolf', 'menopause'];

function scaleListPaths() {
  const month = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 7);
  const paths = ['limit=20', 'limit=20&offset=40', 'limit=20&offset=1000', 'limit=50&offset=5000'];
  for (const c of CATEGORIES) paths.push(`category=${c}&limit=20`);
  for (const place of ['country=Japan', 'country=Switzerland&city=Z%C3%BCrich', 'country=Bali&city=Ubud', 'country=Italy', 'country=USA&city=Sedona'])
    paths.push(`${place}&limit=20`, `${place}&sort=price-asc&limit=20`);
  paths.push('minPrice=1000&maxPrice=3000&limit=20', 'minNights=5&maxNights=7&limit=20', `month=${month}&limit=20`, 'minPrice=20000&limit=20');
  for (const sort of ['price-asc', 'price-desc', 'duration-asc', 'duration-desc', 'date-asc']) paths.push(`sort=${sort}&limit=20`, `sort=${sort}&category=yoga&limit=20`);
  paths.push(`category=spa&minPrice=2000&sort=date-asc&limit=20`, `country=Italy&month=${month}&limit=20`, 'category=detox&country=Japan&sort=price-desc&limit=20',
    `category=wellness&minNights=7&maxNights=10&month=${month}&sort=duration-asc&limit=20`);
  return paths.map((p) => `/api/programs?${p}`);
}

/** The search page's queries (GET /api/search?…&facets=1): no words, words, each filter, several, sorts. */
function searchPageQueries() {
  const month = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 7);
  const current = new Date().toISOString().slice(0, 7);
  return ['', 'q=spa', 'q=kyoto', 'q=zurich', 'q=yoga%20retreat', 'q=longevty', 'q=lotus', 'category=yoga', 'country=Japan', 'country=Switzerland&city=Z%C3%BCrich',
    'minPrice=1000&maxPrice=3000', `month=${month}`, 'instant=1', 'minRating=4', 'guests=2', 'category=detox&country=Italy', 'q=retreat&category=spa&minNights=4&maxNights=7',
    'q=kyoto&sort=price-asc', 'sort=rating-desc', 'q=cedar&instant=1&minRating=3', `category=wellness&month=${month}&maxPrice=3000`, 'sort=newest', 'q=harbor&sort=duration-desc',
    // The shapes that read whole filters' programs once (docs/performance-api.md, "The search page's hard shapes"): a
    // phrase with a month, the month under way at an offset, words with broad filters, common words with a filter.
    `q=meditation%20retreat&month=${month}`, `month=${current}`, `month=${current}&category=yoga`, `q=yoga%20retreat&month=${current}`,
    'q=spa&minNights=3&maxNights=14', 'q=retreat&minPrice=500&maxPrice=5000', 'q=retreat&category=wellness', 'q=spa&country=Italy', 'q=meditation&guests=2'];
}

/**
 * The map's views: the whole world, a continent, cities (a few km across) and a view across the antimeridian, alone and
 * with words, filters and a sort. Each is asked as the search page's list (GET /api/search?bbox=…) and as its pins
 * (GET /api/search/pins?bbox=…&zoom=…).
 */
function mapQueries() {
  const views = [['-180,-85,180,85', 2], ['-12,34,32,62', 4], ['8.45,47.3,8.65,47.45', 12], ['135.65,34.95,135.85,35.1', 12], ['115.2,-8.6,115.35,-8.45', 12],
    ['-111.85,34.8,-111.7,34.92', 12], ['-9.25,38.65,-9.05,38.8', 12], ['160,-50,-160,-10', 4]];
  const urls = [];
  for (const [bbox, zoom] of views) {
    for (const extra of ['', 'q=spa', 'category=yoga', 'sort=price-asc', 'minPrice=1000&maxPrice=3000']) {
      const q = `bbox=${bbox}${extra ? `&${extra}` : ''}`;
      urls.push(`/api/search?${q}&limit=20`, `/api/search/pins?${q}&zoom=${zoom}`);
    }
  }
  return urls;
}

/** Resident memory of a process (MB), from /proc. */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return +(kb / 1024).toFixed(1);
  } catch {
    return Number.NaN;
  }
}

/** Starts the API and times it from the process start until it answers a search (the catalogue is usable). */
async function startTimed(db, env = {}) {
  const port = await freePort();
  const started = performance.now();
  const proc = startChild([path.join(API_DIR, 'dist/server.mjs')], {
    PORT: String(port), HOST, LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    MAX_REQUESTS_PER_SOCKET: '0', EVENT_LOOP_PROBE: '1', ...db.env, ...env,
  });
  const base = `http://${HOST}:${port}`;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`the API exited with ${proc.child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/search?q=spa&limit=8`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error('the API did not answer a search within 180 s');
    await new Promise((r) => setTimeout(r, 10));
  }
  return { ...proc, base, readyMs: Math.round(performance.now() - started) };
}

/** Times each URL once, in order, each made unique (&b=…) so that none is answered from the cache. */
async function timeEach(base, urls) {
  const times = [];
  for (const [i, url] of urls.entries()) {
    const started = performance.now();
    const res = await fetch(`${base}${url}&b=${i}`, { headers: BROWSER_HEADERS });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: times.length, p50: +percentile(sorted, 50).toFixed(1), p95: +percentile(sorted, 95).toFixed(1), max: +sorted.at(-1).toFixed(1), slowest: urls[times.indexOf(sorted.at(-1))] };
}

/** CPU time of every PostgreSQL process now running (its backends and workers), by pid. */
function postgresCpu() {
  const pids = spawnSync('ps', ['-C', 'postgres', '-o', 'pid='], { encoding: 'utf8' }).stdout.split(/\s+/).filter(Boolean);
  return new Map(pids.map((pid) => [pid, cpuMs(pid)]).filter(([, ms]) => Number.isFinite(ms)));
}

/**
 * Mixed traffic as visitors send it, every URL new (no cache hit): searches, lists and the search page with its facets,
 * in turn, at `connections` over the processes at `bases` (split evenly), for `seconds`, as fast as they are answered,
 * or, with `rate`, at that many requests a second whatever the answers' pace (`arrivals`, see openLoop). Requests per
 * second, p95 of every response, and the CPU each request cost the API processes, PostgreSQL and the bench's own
 * sender (from /proc: a figure that holds on a loaded machine, where req/s says how busy the other processes were too).
 */
async function throughput(bases, pids, paths, { connections = CONNECTIONS, seconds = DURATION, rate = 0, arrivals = 'even' } = {}) {
  let n = 0;
  const nextPath = () => {
    const p = paths[n % paths.length];
    return `${p}${p.includes('?') ? '&' : '?'}t=${n++}`;
  };
  const apiBefore = pids.map(cpuMs);
  const pgBefore = postgresCpu();
  const senderBefore = cpuMs(process.pid);
  const sent = rate ? await openLoop(bases, nextPath, { connections, seconds, rate, arrivals }) : await closedLoop(bases, nextPath, { connections, seconds });
  const apiMs = pids.map(cpuMs).reduce((sum, ms, i) => sum + (ms - apiBefore[i]), 0);
  let pgMs = 0;
  for (const [pid, ms] of postgresCpu()) pgMs += ms - (pgBefore.get(pid) ?? 0);
  const senderMs = cpuMs(process.pid) - senderBefore;
  const { requests, errors } = sent;
  const sorted = sent.times.sort((a, b) => a - b);
  const perRequest = (ms) => +(ms / Math.max(1, requests)).toFixed(2);
  return {
    rps: +(requests / seconds).toFixed(1), requests, errors,
    p50: +percentile(sorted, 50).toFixed(1), p95: +percentile(sorted, 95).toFixed(1), p99: +percentile(sorted, 99).toFixed(1),
    apiCpuMsPerRequest: perRequest(apiMs), postgresCpuMsPerRequest: perRequest(pgMs), senderCpuMsPerRequest: perRequest(senderMs),
  };
}

/** As fast as answered: each of `connections` sends its next request when its last is answered (autocannon). */
async function closedLoop(bases, nextPath, { connections, seconds }) {
  const times = [];
  let errors = 0;
  const results = await Promise.all(bases.map((base) => new Promise((resolve, reject) => {
    const instance = autocannon({
      url: `${base}/`, connections: Math.max(1, Math.round(connections / bases.length)), pipelining: 1, duration: seconds, timeout: 10,
      headers: BROWSER_HEADERS, requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    }, (err, r) => (err ? reject(err) : resolve(r)));
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status >= 400) errors++;
    });
  })));
  return { times, requests: results.reduce((sum, r) => sum + r.requests.total, 0), errors: errors + results.reduce((sum, r) => sum + r.errors + r.timeouts, 0) };
}

/**
 * At `rate` requests a second whatever the answers' pace (an open loop, as visitors arrive), over at most `connections`
 * keep-alive sockets across `bases` (a request finding them all busy waits for one). `arrivals`: 'even' spaces them
 * 1/rate apart, as wrk2, vegeta and k6's constant arrival rate do; 'poisson' draws each gap at random (exponential, a
 * fixed seed), as independent visitors arrive, with bursts. Each time runs from when the request was due, not from when
 * a socket took it, so a server falling behind shows in the figure (no coordinated omission).
 *
 * Written here because autocannon's rate gives each connection its share of a second and lets it send that share at
 * once when the second starts: at 150 a second over 50 connections, 75 requests reached each process together, then
 * none for the rest of the second (mcollina/autocannon#174, open), and the p95 was the time to drain that burst.
 */
async function openLoop(bases, nextPath, { connections, seconds, rate, arrivals }) {
  const maxSockets = Math.max(1, Math.round(connections / bases.length));
  const targets = bases.map((base) => ({ hostname: new URL(base).hostname, port: new URL(base).port, agent: new http.Agent({ keepAlive: true, maxSockets }) }));
  // The same gaps run after run; 1 - u is in (0, 1], so that no gap is infinite.
  const random = rngFor('bench-api poisson arrivals');
  const gap = () => (arrivals === 'poisson' ? -Math.log(1 - random()) : 1) * (1000 / rate);
  const times = [];
  const answers = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const send = (due) => {
    const i = sent++;
    answers.push(new Promise((resolve) => {
      const request = http.get({ ...targets[i % targets.length], path: nextPath(), headers: BROWSER_HEADERS, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          times.push(performance.now() - started - due);
          if (response.statusCode >= 400) errors++;
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors++;
        resolve();
      });
    }));
  };
  let due = 0;
  const end = seconds * 1000;
  while (due < end) {
    const now = performance.now() - started;
    for (; due <= now && due < end; due += gap()) send(due);
    // Until the next one is due (a timer is late by up to a millisecond or so: that lateness is in its time).
    await new Promise((r) => setTimeout(r, Math.max(1, due - (performance.now() - started))));
  }
  await Promise.all(answers);
  for (const { agent } of targets) agent.destroy();
  return { times, requests: times.length, errors };
}

/** The URLs of a keyset walk: each page's `next` is the cursor of the following one. */
async function keysetPages(base, query, pages) {
  const urls = [];
  let after = '';
  for (let i = 0; i < pages; i++) {
    const url = `/api/programs?${query}&limit=50&after=${after}`;
    urls.push(url);
    const { data } = await (await fetch(`${base}${url}`)).json();
    if (!data.next) break;
    after = data.next;
  }
  return urls;
}

const pgModule = () => createRequire(path.join(API_DIR, 'package.json'))('pg');

/**
 * The API on `programs` generated programs: start to ready, RSS, sequential searches and lists (p95). With `update`
 * (PostgreSQL), a second process on the same database and an update of that many programs: the stall and staleness.
 */
async function scaleRun(db, programs, figures, details, budgets, update = 0) {
  const label = `${db.label} at ${programs.toLocaleString('en-US')} programs`;
  const key = `${db.id}.${programs}`;
  const add = (id, text, value, unit, budget, pass) => figures.push({ id: `${key}.${id}`, label: `${label}: ${text}`, value, unit, budget: budget === undefined ? 'reported' : `≤ ${budget}`, pass: budget === undefined ? true : pass });
  console.log(`[bench-api] ${label}: seeding…`);
  const seedStarted = Date.now();
  let seedSeconds = null;
  if (!db.seeded) {
    await runChild([path.join(API_DIR, 'dist/seed-large.mjs'), String(programs)], { LOG_LEVEL: 'warn', ...db.env });
    seedSeconds = +((Date.now() - seedStarted) / 1000).toFixed(1);
    add('seed', 'seeding the generated programs (SQL, one process)', seedSeconds, 's');
  }
  if (db.id === 'postgres') {
    // What grows with the catalogue on disk, and the plans of the statements that grew: from here on, each statement of
    // the API over 25 ms logs its plan with the rows and buffers it read (auto_explain, no timing: little overhead), in
    // the server log, copied to .bench/plans-<programs>.log at the end of the run.
    const client = new (pgModule().Client)({ connectionString: db.env.DATABASE_URL });
    await client.connect();
    try {
      // An earlier run's vacuum still running (runs one after the other, each after its update) would fall in this run's
      // figures: waited for, up to 5 minutes, and the wait reported.
      const waitStarted = performance.now();
      while (performance.now() - waitStarted < 300_000 && (await client.query('SELECT 1 FROM pg_stat_progress_vacuum WHERE datname = current_database()')).rows.length > 0) {
        await new Promise((r) => setTimeout(r, 500));
      }
      const vacuumWaitMs = Math.round(performance.now() - waitStarted);
      // Dead rows (an earlier run's update, not yet vacuumed) are reported beside the sizes: when they sit at the head of
      // the public order, every walk reads them, and the search page measured twice as slow (docs/performance-api.md).
      const { rows: [size] } = await client.query(`SELECT pg_database_size(current_database()) AS db, pg_table_size('programs') AS tbl, pg_indexes_size('programs') AS idx,
        (SELECT n_dead_tup FROM pg_stat_user_tables WHERE relname = 'programs') AS dead`);
      const mb = (bytes) => Math.round(Number(bytes) / 1048576);
      add('disk', `database on disk (programs: table ${mb(size.tbl).toLocaleString('en-US')} MB, its indexes ${mb(size.idx).toLocaleString('en-US')} MB, ${Number(size.dead).toLocaleString('en-US')} dead rows)`, mb(size.db), 'MB');
      details[`${key}.disk`] = { databaseMb: mb(size.db), programsTableMb: mb(size.tbl), programsIndexesMb: mb(size.idx), programsDeadRows: Number(size.dead), vacuumWaitMs };
      const { rows: indexes } = await client.query(`SELECT indexrelname AS name, pg_relation_size(indexrelid) AS bytes FROM pg_stat_user_indexes WHERE relname = 'programs' ORDER BY 2 DESC`);
      details[`${key}.disk`].indexesMb = Object.fromEntries(indexes.map((i) => [i.name, mb(i.bytes)]));
      if (db.plansLog) {
        const name = new URL(db.env.DATABASE_URL).pathname.slice(1);
        for (const setting of ["session_preload_libraries = 'auto_explain'", "auto_explain.log_min_duration = '25ms'", 'auto_explain.log_analyze = on', 'auto_explain.log_buffers = on', 'auto_explain.log_timing = off']) {
          await client.query(`ALTER DATABASE ${name} SET ${setting}`);
        }
      }
    } finally {
      await client.end();
    }
  }

  console.log(`[bench-api] ${label}: start, searches, lists…`);
  const api = await startTimed(db);
  let rss = rssMb(api.child.pid);
  const sampler = setInterval(() => (rss = Math.max(rss, rssMb(api.child.pid))), 100);
  try {
    const terms = [...SCALE_TERMS];
    if (db.id === 'postgres') {
      const client = new (pgModule().Client)({ connectionString: db.env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query("SELECT substring(name FROM 'Edition [0-9A-F]+') AS code FROM programs WHERE id LIKE 'bulk-%' AND name LIKE '%Edition%' LIMIT 3");
      await client.end();
      terms.push(...rows.map((r) => r.code.toLowerCase()));
    }
    const searchUrls = [];
    for (let round = 0; round < 5; round++) for (const [i, q] of terms.entries()) searchUrls.push(`/api/search?q=${encodeURIComponent(q)}&limit=8&offset=${((i + round) % 3) * 8}`);
    const listUrls = [...scaleListPaths(), ...scaleListPaths()];
    listUrls.push(...(await keysetPages(api.base, 'x=1', 20)), ...(await keysetPages(api.base, 'sort=price-desc', 20)), ...(await keysetPages(api.base, 'category=spa&sort=date-asc', 20)));
    // A server that has been answering: one pass over the same requests first (each still a new URL when timed, so
    // nothing is a cache hit), so that the figures are those of warm database buffers, not of a fresh start.
    await timeEach(api.base, searchUrls.map((u) => `${u}&warm=1`));
    await timeEach(api.base, listUrls.map((u) => `${u}&warm=1`));
    const search = await timeEach(api.base, searchUrls);
    const lists = await timeEach(api.base, listUrls);
    // The search page: words and filters varied, facet counts included, each URL new (uncached).
    const pageUrls = [];
    for (let round = 0; round < 3; round++) for (const [i, q] of searchPageQueries().entries()) pageUrls.push(`/api/search?${q}&facets=1&limit=12&offset=${((i + round) % 2) * 12}`);
    await timeEach(api.base, pageUrls.map((u) => `${u}&warm=1`));
    const page = await timeEach(api.base, pageUrls);
    add('search-page.p95', `search page with facets, ${pageUrls.length} varied queries, sequential, p95 (p50 ${page.p50} ms)`, page.p95, 'ms', budgets.pageP95, budgets.pageP95 === undefined || page.p95 <= budgets.pageP95);
    // The map: the list and the pins of whole-world, continent and city-sized views (uncached: each URL new).
    const mapUrls = [...mapQueries(), ...mapQueries()];
    await timeEach(api.base, mapUrls.map((u) => `${u}&warm=1`));
    const map = await timeEach(api.base, mapUrls);
    add('map.p95', `map views (world, continent, cities; list and pins), ${mapUrls.length} sequential, p95 (p50 ${map.p50} ms, slowest ${map.slowest})`, map.p95, 'ms', BUDGET.mapP95MsMax, map.p95 <= BUDGET.mapP95MsMax);
    details[`${key}`] = { seedSeconds, readyMs: api.readyMs, search, lists, page, map, loadavg: os.loadavg().map((n) => +n.toFixed(2)) };
    add('ready', 'start to ready (answers a search)', api.readyMs, 'ms', budgets.readyMs, api.readyMs <= budgets.readyMs);
    add('search.p95', `search, ${terms.length} terms × 5, sequential, p95`, search.p95, 'ms', budgets.searchP95, search.p95 <= budgets.searchP95);
    add('lists.p95', `lists: filters, sorts, deep offsets and keyset pages, ${listUrls.length} sequential, p95`, lists.p95, 'ms', budgets.listP95, lists.p95 <= budgets.listP95);

    if (update) {
      console.log(`[bench-api] ${label}: a second process, and an update of ${update.toLocaleString('en-US')} programs…`);
      const other = await startTimed(db);
      const client = new (pgModule().Client)({ connectionString: db.env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query(`SELECT id FROM programs WHERE id LIKE 'bulk-%' AND status = 'active' AND approved LIMIT ${update}`);
        const ids = rows.map((r) => r.id);
        const marker = `renewbench${Date.now().toString(36)}`;
        const probeUrl = `/api/search?q=${marker}&limit=1`;
        const found = async (base) => (await (await fetch(`${base}${probeUrl}`)).json()).data.total > 0;
        // The second process holds the old answer (none found) in its cache.
        await found(other.base);
        const cachedBefore = (await fetch(`${other.base}${probeUrl}`)).headers.get('x-cache');
        for (const base of [api.base, other.base]) await fetch(`${base}/healthz/event-loop?reset=1`);
        // Each process's /healthz, every 10 ms while the update runs, as a user would feel a stall. They stop at its commit:
        // each one is a database round trip, 200 a second on the two processes' pools, and kept on they were measured in the
        // staleness below (51–114 ms without them, 82–290 with them: docs/performance-api.md). The budgeted stall is each
        // process's own event-loop delay, read after the staleness, so it still covers the seconds after the commit.
        let probing = true;
        const healthMax = { a: 0, b: 0 };
        const probe = async (base, k) => {
          while (probing) {
            const t = performance.now();
            await (await fetch(`${base}/healthz`)).arrayBuffer();
            healthMax[k] = Math.max(healthMax[k], performance.now() - t);
            await new Promise((r) => setTimeout(r, 10));
          }
        };
        const probes = [probe(api.base, 'a'), probe(other.base, 'b')];
        const t0 = performance.now();
        // The marker replaces an earlier run's: appended run after run on a database measured again (--scale-db), the
        // same 5,000 programs, the first of the public order that every walk reads, grew a word a run (17 after a day:
        // names of 350 characters, their words and name moved out to the TOAST table).
        await client.query(`UPDATE programs SET name = regexp_replace(name, '( renewbench[0-9a-z]+)+$', '') || ' ${marker}' WHERE id = ANY($1)`, [ids]);
        const committed = performance.now();
        probing = false;
        const visible = {};
        await Promise.all([['a', api.base], ['b', other.base]].map(async ([k, base]) => {
          while (!(await found(base))) await new Promise((r) => setTimeout(r, 1));
          visible[k] = +(performance.now() - committed).toFixed(1);
        }));
        await Promise.all(probes);
        await new Promise((r) => setTimeout(r, 200));
        const stalls = await Promise.all([api.base, other.base].map(async (base) => (await (await fetch(`${base}/healthz/event-loop`)).json()).data));
        const stall = Math.max(...stalls.map((s) => s.maxMs));
        const stale = Math.max(visible.a, visible.b);
        details[`${key}.update`] = { programs: ids.length, updateMs: +(committed - t0).toFixed(0), visibleAfterCommitMs: visible, cachedBefore, stalls, healthzMaxMs: { a: +healthMax.a.toFixed(1), b: +healthMax.b.toFixed(1) } };
        add('update.stall', `longest event-loop stall of either of 2 processes during an update of ${ids.length.toLocaleString('en-US')} programs (update ${Math.round(committed - t0)} ms)`, stall, 'ms', BUDGET.scaleStallMsMax, stall <= BUDGET.scaleStallMsMax);
        add('update.stale', `after the update's commit, until both processes answer with it (the second had the old answer cached: ${cachedBefore ?? 'miss'})`, stale, 'ms', BUDGET.staleAfterWriteMsMax, stale <= BUDGET.staleAfterWriteMsMax);
        if (db.id === 'postgres') {
          // Both processes under mixed, uncached traffic: what this machine serves, and what a request costs.
          const mixed = [];
          for (let i = 0; i < 40; i++) {
            mixed.push(searchUrls[i % searchUrls.length], listUrls[i % listUrls.length], `/api/search?${searchPageQueries()[i % searchPageQueries().length]}&facets=1&limit=12`);
          }
          console.log(`[bench-api] ${label}: mixed uncached traffic on 2 processes…`);
          // Each run on both processes, kept in the details with the load average at its end.
          const mixedRun = async (name, options) => {
            const run = await throughput([api.base, other.base], [api.child.pid, other.child.pid], mixed, options);
            details[`${key}.${name}`] = { ...run, loadavg: os.loadavg().map((x) => +x.toFixed(2)) };
            return run;
          };
          const cpu = (run) => `p95 ${run.p95} ms, API ${run.apiCpuMsPerRequest} ms, PostgreSQL ${run.postgresCpuMsPerRequest} ms and the bench's sender ${run.senderCpuMsPerRequest} ms of CPU a request, ${run.errors} errors`;
          const t = await mixedRun('throughput');
          add('throughput', `mixed uncached searches, lists and search pages from 2 processes, ${CONNECTIONS} connections, req/s, in the first seconds of the second process and just after the update (${cpu(t)})`, t.rps, 'req/s');
          // The update's dead rows vacuumed now, as autovacuum does within a minute of it (migrations/0163): left to
          // autovacuum, its pass (throttled, up to a minute at 1,000,000) fell at a different moment of each run's figures
          // below, and its end made every connection plan each shape again (docs/performance-api.md, thirty-second session).
          const vacuumStarted = performance.now();
          await client.query('VACUUM programs');
          details[`${key}.vacuumAfterUpdateMs`] = Math.round(performance.now() - vacuumStarted);
          // The same traffic once both processes have served it: each connection has planned the statements it runs (a
          // new connection, or every connection after an ANALYZE or a VACUUM that changed the table's figures, plans
          // each shape again: docs/performance-api.md). As fast as answered, then at the target's rate: spaced evenly
          // (the figure the target means), then arriving at random at the same mean rate.
          const warm = await mixedRun('throughputWarm');
          add('throughput.warm', `the same traffic on the same processes once the update's dead rows are vacuumed (${details[`${key}.vacuumAfterUpdateMs`]} ms), req/s (${cpu(warm)})`, warm.rps, 'req/s');
          const atRate = await mixedRun('throughputAtRate', { rate: BUDGET.throughputRate });
          const rated = (run) => `${run.rps} req/s answered, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} errors; API ${run.apiCpuMsPerRequest}, PostgreSQL ${run.postgresCpuMsPerRequest} and the bench's sender ${run.senderCpuMsPerRequest} ms of CPU a request`;
          add('throughput.p95', `the same traffic sent at ${BUDGET.throughputRate} requests a second, evenly spaced, p95 from when each was due (target ≤ 100 ms; ${rated(atRate)})`, atRate.p95, 'ms');
          const poisson = await mixedRun('throughputPoisson', { rate: BUDGET.throughputRate, arrivals: 'poisson' });
          add('throughput.poisson.p95', `the same traffic arriving at random at ${BUDGET.throughputRate} requests a second on average (Poisson), p95 (${rated(poisson)})`, poisson.p95, 'ms');
        }
      } finally {
        await client.end();
        await other.stop();
      }
    }
  } finally {
    clearInterval(sampler);
    await api.stop();
  }
  details[`${key}`].rssMb = rss;
  // The budget is the PostgreSQL one: on PGlite the database itself runs inside the API process.
  add('rss', db.id === 'postgres' ? 'API RSS, highest during the run' : 'API RSS (PGlite: the database inside), highest during the run', rss, 'MB',
    db.id === 'postgres' ? budgets.rssMb : undefined, rss <= budgets.rssMb);
}

const results = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version }, durationSeconds: DURATION, connections: CONNECTIONS, figures: [], details: {} };
let failed = false;
try {
  console.log('[bench-api] building the API…');
  await (await import(pathToFileURL(path.join(API_DIR, 'scripts/build.mjs')).href)).buildApi();

  let pgServer;
  if (!SCALE_ONLY) {
    if (spawnSync('test', ['-x', WRK]).status !== 0) throw new Error(`wrk not found at ${WRK} (apt-get install -y wrk)`);
    console.log(`[bench-api] bare Fastify baseline (${CONNECTIONS} connections, ${DURATION} s)…`);
    const bare = await startBaseline();
    results.baseline = await load(bare.base, '/', { wrk: true });

    for (const id of DATABASES) {
      let db;
      if (id === 'pglite') {
        db = { id, label: 'PGlite', env: { DATA_DIR: tempDir('wellness-bench-api-'), DATABASE_URL: '' } };
      } else if (id === 'postgres') {
        pgServer ??= await startPostgres();
        pgServer.createDb('wellness_bench');
        db = { id, label: 'PostgreSQL', env: { DATA_DIR: tempDir('wellness-bench-api-'), DATABASE_URL: pgServer.url('wellness_bench') } };
      } else {
        throw new Error(`unknown --db ${id}`);
      }
      await benchDatabase(db, bare, results.figures, results.details);
    }
    await bare.stop();
  }

  if (SCALE_DB) {
    // Seeded before (the API migrates it on start): counted as it is, without plans (its server log is elsewhere).
    const db = { id: 'postgres', label: 'PostgreSQL', env: { DATA_DIR: tempDir('wellness-bench-api-'), DATABASE_URL: SCALE_DB }, seeded: true };
    const client = new (pgModule().Client)({ connectionString: SCALE_DB });
    await client.connect();
    const { rows: [held] } = await client.query(`SELECT count(*)::int AS n FROM programs WHERE id LIKE 'bulk-%'`).finally(() => client.end());
    if (held.n !== SCALE) throw new Error(`--scale-db holds ${held.n} generated programs, not --scale=${SCALE}`);
    await scaleRun(db, SCALE, results.figures, results.details, {
      readyMs: BUDGET.scaleStartToReadyMsMax, rssMb: BUDGET.scaleRssMbMax, searchP95: BUDGET.scaleSearchP95MsMax, listP95: BUDGET.scaleListP95MsMax, pageP95: BUDGET.searchPageP95MsMax,
    }, Math.min(BUDGET.scaleUpdatePrograms, Math.floor(SCALE / 2)));
  } else if (!SMALL || SCALE_ONLY) {
    // A database of its own, so that the 100,000 programs above are not counted in.
    pgServer ??= await startPostgres();
    pgServer.createDb('wellness_scale');
    const db = { id: 'postgres', label: 'PostgreSQL', env: { DATA_DIR: tempDir('wellness-bench-api-'), DATABASE_URL: pgServer.url('wellness_scale') }, plansLog: pgServer.log };
    const logFrom = existsSync(pgServer.log) ? statSync(pgServer.log).size : 0;
    try {
      await scaleRun(db, SCALE, results.figures, results.details, {
        readyMs: BUDGET.scaleStartToReadyMsMax, rssMb: BUDGET.scaleRssMbMax, searchP95: BUDGET.scaleSearchP95MsMax, listP95: BUDGET.scaleListP95MsMax, pageP95: BUDGET.searchPageP95MsMax,
      }, Math.min(BUDGET.scaleUpdatePrograms, Math.floor(SCALE / 2)));
    } finally {
      // The plans auto_explain logged during the run at scale (before the server and its folder are removed).
      await mkdir(path.join(ROOT, '.bench'), { recursive: true });
      const plans = existsSync(pgServer.log) ? readFileSync(pgServer.log).subarray(logFrom).toString('utf8') : '';
      await writeFile(path.join(ROOT, '.bench', `plans-${SCALE}.log`), plans);
      console.log(`[bench-api] plans of the statements over 25 ms at ${SCALE.toLocaleString('en-US')} programs: .bench/plans-${SCALE}.log`);
    }
  }
} catch (error) {
  failed = true;
  console.error('[bench-api] failed:', error);
} finally {
  await cleanupAll();
}

await mkdir(path.join(ROOT, '.bench'), { recursive: true });
// A run at scale alone keeps the full run's figures beside it.
const resultsFile = SCALE_ONLY ? `api-scale-${SCALE}.json` : 'api.json';
await writeFile(path.join(ROOT, '.bench', resultsFile), `${JSON.stringify(results, null, 2)}\n`);

if (results.baseline) console.log(`\nBare Fastify hello-world: ${results.baseline.rps} req/s, p99 ${results.baseline.p99} ms (${CONNECTIONS} connections, ${DURATION} s, loopback, ${results.machine.cpus} CPUs)`);
console.table(results.figures.map((f) => ({ figure: f.label, value: `${f.value} ${f.unit}`, budget: f.budget, baseline: f.baseline ?? '', '': f.pass ? 'ok' : 'OVER', 'CPU ratio': f.cpuRatio ?? '' })));
console.log(`Load average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(', ')} (${os.cpus().length} CPUs). Server CPU per request in .bench/api.json details.`);
console.log(`Written to .bench/${resultsFile}`);
if (failed) process.exit(1);
