// pnpm bench: every performance figure beside its budget (bench/budgets.json) and its baseline, measured in one run.
//   pnpm bench                 build, then bytes, Lighthouse and the API
//   pnpm bench --check         bytes only (the same on any machine for the same build): fails on a rise over the
//                              recorded figures, or over a budget; CI runs it
//   pnpm bench --record        write this run's bytes into bench/budgets.json as the new recorded figures
//   --no-build, --web-only, --api-only, --runs=3 (Lighthouse runs per page), --small (no API run at 1,000,000 programs),
//   --scale=3000000 (the API run at scale with that many programs), --scale-only (that run alone: no web, no 100,000)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';
import { createStaticServer, startSiteServers } from '../site/server/index.mjs';
import { API_URL, ROOT, SHELL_URL, run, startApi, waitFor } from './workspace.mjs';
import { routeBytes } from './bench/bytes.mjs';
import { CHROME_FLAGS, lighthouseMedian } from './bench/lighthouse.mjs';

const args = new Set(process.argv.slice(2));
if (args.has('--scale-only')) args.add('--api-only');
const CHECK = args.has('--check');
const RECORD = args.has('--record');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const BUDGETS_FILE = path.join(ROOT, 'bench', 'budgets.json');
const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
const MONOLITH_PORT = 3090;
const BARE_PORT = 3091;
const KB = 1024;

const rows = [];
const row = (figure, value, unit, budget, baseline, pass) => rows.push({ figure, value, unit, budget, baseline, pass });

async function buildBareReact() {
  const dir = path.join(ROOT, '.bench', 'bare-react');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'entry.jsx'), "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n");
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="baseline"></head><body><div id="root"></div><script src="/entry.js" defer></script></body></html>');
  await esbuild({
    entryPoints: [path.join(dir, 'entry.jsx')], outfile: path.join(dir, 'entry.js'), bundle: true, minify: true, jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' }, nodePaths: [path.join(ROOT, 'shell', 'node_modules')], logLevel: 'silent',
  });
  return createStaticServer({ root: dir }).listen(BARE_PORT, '127.0.0.1');
}

/** Accounts for the dashboards and a real program for its details page, made through the API. */
async function prepare() {
  const sessions = {};
  for (const role of ['user', 'facility', 'admin']) {
    const email = `bench-${role}-${Date.now().toString(36)}@example.test`;
    const response = await fetch(`${API_URL}/auth/register`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', lastName: role, email, phone: '+41791234567', password: 'bench-password-1', role }),
    });
    if (!response.ok) throw new Error(`register ${role}: ${response.status} ${await response.text()}`);
    const { data } = await response.json();
    sessions[role] = { wellness_user: JSON.stringify(data.user), wellness_token: data.accessToken };
  }
  const list = await (await fetch(`${API_URL}/api/programs?limit=1`)).json();
  const slug = list.data.programs[0]?.slug;
  if (!slug) throw new Error('the API has no public program for /program-details');
  return { sessions, slug };
}

function routesOf({ slug }) {
  return [
    { route: '/', path: '/', budget: budgets.web.firstPaintJsGzipKB['/'], monolith: true, lighthouse: true },
    { route: '/about', path: '/about', budget: budgets.web.firstPaintJsGzipKB.publicRoute },
    { route: '/pricing', path: '/pricing', budget: budgets.web.firstPaintJsGzipKB.publicRoute, lighthouse: true },
    { route: '/chat', path: '/chat', budget: budgets.web.firstPaintJsGzipKB.publicRoute },
    { route: '/explore', path: '/explore', budget: budgets.web.firstPaintJsGzipKB.publicRoute, monolith: true, lighthouse: true },
    { route: '/programs', path: '/programs?category=spa-relaxation', budget: budgets.web.firstPaintJsGzipKB.publicRoute, lighthouse: true },
    { route: '/search', path: '/search?country=Greece', budget: budgets.web.firstPaintJsGzipKB.publicRoute, lighthouse: true },
    { route: '/program-details', path: `/program-details?slug=${encodeURIComponent(slug)}`, budget: budgets.web.firstPaintJsGzipKB.publicRoute, monolith: true, lighthouse: true },
    { route: '/dashboard/user', path: '/dashboard/user', role: 'user', budget: budgets.web.firstPaintJsGzipKB.dashboard, lighthouse: true },
    { route: '/dashboard/facility', path: '/dashboard/facility', role: 'facility', budget: budgets.web.firstPaintJsGzipKB.dashboard, lighthouse: true },
    { route: '/dashboard/admin', path: '/dashboard/admin', role: 'admin', budget: budgets.web.firstPaintJsGzipKB.dashboard, lighthouse: true },
  ];
}

async function benchWeb() {
  const servers = startSiteServers();
  const monolith = createStaticServer({ root: path.join(ROOT, '.bench', 'monolith'), spa: true }).listen(MONOLITH_PORT, '127.0.0.1');
  const bare = await buildBareReact();
  const api = startApi({ DATA_DIR: path.join(os.tmpdir(), `wellness-bench-${process.pid}`), LOG_LEVEL: 'warn' });
  let finished = false;
  api.on('exit', (code) => {
    if (finished) return;
    console.error(`[bench] the API exited (${code}) before the bench ended: is port 4000 taken?`);
    process.exit(1);
  });
  const result = { date: new Date().toISOString(), bytes: {}, monolith: {}, lighthouse: {} };
  try {
    await Promise.all([waitFor(`${SHELL_URL}/`), waitFor(`${API_URL}/healthz`, 120_000)]);
    const context = await prepare();
    const routes = routesOf(context);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS });
    try {
      result.bareReact = await routeBytes(browser, `http://localhost:${BARE_PORT}/`);
      for (const r of routes) {
        const storage = r.role ? context.sessions[r.role] : undefined;
        result.bytes[r.route] = await routeBytes(browser, `${SHELL_URL}${r.path}`, { storage });
        if (r.monolith) result.monolith[r.route] = await routeBytes(browser, `http://localhost:${MONOLITH_PORT}${r.path}`, { storage });
      }
    } finally {
      await browser.close();
    }
    for (const r of routes) {
      const js = result.bytes[r.route].js / KB;
      row(`JS before first paint ${r.route} (gzip)`, js, 'KB', r.budget, result.bareReact.js / KB, js <= r.budget);
    }
    for (const r of routes.filter((x) => x.monolith)) {
      const ratio = result.bytes[r.route].js / result.monolith[r.route].js;
      row(`federation cost ${r.route} (× monolith)`, ratio, '×', budgets.web.federationCostMax, result.monolith[r.route].js / KB, ratio <= budgets.web.federationCostMax);
    }
    if (!CHECK) {
      const lh = budgets.web.lighthouse;
      const bareLh = await lighthouseMedian(`http://localhost:${BARE_PORT}/`, 1);
      result.lighthouse.bareReact = bareLh;
      for (const r of routes.filter((x) => x.lighthouse)) {
        const m = await lighthouseMedian(`${SHELL_URL}${r.path}`, RUNS, { storage: r.role ? context.sessions[r.role] : undefined });
        result.lighthouse[r.route] = m;
        row(`Lighthouse mobile performance ${r.route}`, m.performance, '', lh.performanceMin, bareLh.performance, m.performance >= lh.performanceMin);
        row(`LCP ${r.route}`, m.lcpMs, 'ms', lh.lcpMsMax, bareLh.lcpMs, m.lcpMs <= lh.lcpMsMax);
        row(`TBT ${r.route}`, m.tbtMs, 'ms', lh.tbtMsMax, bareLh.tbtMs, m.tbtMs <= lh.tbtMsMax);
        row(`CLS ${r.route}`, m.cls, '', lh.clsMax, bareLh.cls, m.cls <= lh.clsMax);
        // The dashboards are kept out of search engines (noindex): SEO is a public page's figure.
        if (!r.role) row(`Lighthouse SEO ${r.route}`, m.seo, '', lh.seoMin, bareLh.seo, m.seo >= lh.seoMin);
      }
    }
  } finally {
    finished = true;
    api.kill('SIGTERM');
    for (const server of [...servers, monolith, bare]) server.close();
  }
  return result;
}

/** The byte check: each route's first-view JS against the recorded figure (+ tolerance) and its budget. */
function checkRecorded(result) {
  const recorded = budgets.recorded ?? {};
  const failures = [];
  for (const [route, bytes] of Object.entries(result.bytes)) {
    const before = recorded[route];
    if (before === undefined) continue;
    const limit = before * (1 + budgets.checkTolerance);
    if (bytes.js > limit) failures.push(`${route}: ${(bytes.js / KB).toFixed(1)} KB, over ${(before / KB).toFixed(1)} KB recorded + ${budgets.checkTolerance * 100}%`);
  }
  return failures;
}

const format = (r) => {
  const digits = r.unit === '×' ? 3 : r.unit === 'KB' ? 1 : r.unit === '' && r.value < 1 ? 3 : 0;
  const v = typeof r.value === 'number' ? r.value.toFixed(digits) : String(r.value);
  return { figure: r.figure, value: `${v}${r.unit && r.unit !== '×' ? ` ${r.unit}` : r.unit}`, budget: r.budget ?? '', baseline: typeof r.baseline === 'number' ? r.baseline.toFixed(digits) : r.baseline ?? '', '': r.pass ? 'ok' : 'OVER' };
};

const buildMonolith = () => run('pnpm', ['exec', 'rspack', 'build', '--config', 'bench/monolith/rspack.config.ts']);
if (!args.has('--no-build') && !args.has('--api-only')) {
  await run('pnpm', ['build']);
  await buildMonolith();
} else if (!args.has('--api-only') && !existsSync(path.join(ROOT, '.bench', 'monolith', 'index.html'))) {
  // --no-build keeps the apps' builds; the monolith is the bench's own baseline, and without it the federation cost
  // was a division by zero ("Infinity×") on a machine that had never run the full bench.
  console.log('[bench] no monolith baseline yet (.bench/monolith): building it');
  await buildMonolith();
}

let web;
if (!args.has('--api-only')) web = await benchWeb();
if (!args.has('--web-only') && !CHECK) {
  // --scale=N: the run at scale has N programs (1,000,000 by default); --scale-only: that run alone (no web, no 100,000).
  const scale = process.argv.find((a) => a.startsWith('--scale='));
  await run('node', ['scripts/bench-api.mjs', ...(args.has('--small') ? ['--small'] : []), ...(scale ? [scale] : []), ...(args.has('--scale-only') ? ['--scale-only'] : [])]);
  try {
    const api = JSON.parse(readFileSync(path.join(ROOT, '.bench', args.has('--scale-only') ? `api-scale-${scale?.split('=')[1] ?? 1000000}.json` : 'api.json'), 'utf8'));
    for (const f of api.figures ?? []) row(f.label, f.value, f.unit, f.budget, f.baseline, f.pass);
  } catch (error) {
    console.error('[bench] no API figures:', error.message);
  }
}

mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
if (web) writeFileSync(path.join(ROOT, '.bench', 'web.json'), `${JSON.stringify(web, null, 2)}\n`);
console.log('\nEach figure beside its budget (bench/budgets.json) and its baseline: bare React for bytes and Lighthouse, the monolith for the federation cost, bare Fastify for the API.');
console.table(rows.map(format));

if (RECORD && web) {
  budgets.recorded = Object.fromEntries(Object.entries(web.bytes).map(([route, b]) => [route, b.js]));
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log('Recorded these bytes in bench/budgets.json.');
}

const over = rows.filter((r) => !r.pass).map((r) => r.figure);
const risen = web ? checkRecorded(web) : [];
if (risen.length) console.log(`\nRisen over the recorded bytes:\n  ${risen.join('\n  ')}`);
if (CHECK) {
  const byteFailures = [...risen, ...rows.filter((r) => !r.pass && r.unit !== 'ms').map((r) => r.figure)];
  if (byteFailures.length) {
    console.log('\npnpm bench --check failed.');
    process.exit(1);
  }
  console.log('\npnpm bench --check: every byte figure within its budget and the recorded figures.');
} else if (over.length) {
  console.log(`\nOver budget: ${over.join('; ')}`);
}
