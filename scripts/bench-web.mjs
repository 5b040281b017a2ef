// Front-end figures for `pnpm bench`: per-route JS and CSS bytes (gzip), load timings and Lighthouse scores of the
// composed site, each beside a bare React page (react + react-dom, "hello") built and served in the same run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT } from './site.mjs';
import { createStaticServer } from './static-server.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ROUTES = ['/', '/pricing', '/explore', '/about'];
const BASELINE_PORT = 3090;

async function buildBaseline() {
  const dir = path.join(ROOT, '.bench', 'baseline');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'entry.jsx'), "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n");
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="baseline"></head><body><div id="root"></div><script src="/entry.js" defer></script></body></html>');
  await build({
    entryPoints: [path.join(dir, 'entry.jsx')], outfile: path.join(dir, 'entry.js'), bundle: true, minify: true, jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' }, nodePaths: [path.join(ROOT, 'shell', 'node_modules')], logLevel: 'silent',
  });
  return createStaticServer({ root: dir }).listen(BASELINE_PORT, '127.0.0.1');
}

async function routeBytes(browser, url) {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const seen = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    seen.push(response.body().then((body) => ({ type, gz: gzipSync(body, { level: 9 }).length })).catch(() => null));
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { domContentLoaded: Math.round(nav.domContentLoadedEventEnd), firstContentfulPaint: Math.round(fcp?.startTime ?? 0) };
  });
  const idle = Date.now() - started;
  const items = (await Promise.all(seen)).filter(Boolean);
  await page.close();
  const sum = (type) => items.filter((i) => i.type === type).reduce((n, i) => n + i.gz, 0);
  return { js: sum('script'), css: sum('stylesheet'), requests: items.length, ...timing, networkIdle: idle };
}

async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const { categories, audits } = result.lhr;
    return {
      performance: categories.performance.score, accessibility: categories.accessibility.score,
      bestPractices: categories['best-practices'].score, seo: categories.seo.score,
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue), tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

export async function benchWeb() {
  const baseline = await buildBaseline();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS });
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const results = { bytes: {}, lighthouse: {} };
  try {
    const base = await routeBytes(browser, `http://localhost:${BASELINE_PORT}/`);
    results.bytes.baseline = base;
    for (const route of ROUTES) {
      // Median of three loads for the timings; bytes are the same every time.
      const runs = [];
      for (let i = 0; i < 3; i += 1) runs.push(await routeBytes(browser, `http://localhost:3000${route}`));
      runs.sort((a, b) => a.networkIdle - b.networkIdle);
      results.bytes[route] = runs[1];
    }
  } finally {
    await browser.close();
  }
  console.log('\nJavaScript and CSS per route (gzip), load timings (median of 3, desktop, no throttling)');
  console.log('route'.padEnd(12), 'JS'.padStart(10), 'CSS'.padStart(10), 'req'.padStart(5), 'FCP'.padStart(8), 'DCL'.padStart(8), 'idle'.padStart(8), 'JS vs bare React');
  for (const [route, r] of Object.entries(results.bytes)) {
    console.log(route.padEnd(12), kb(r.js).padStart(10), kb(r.css).padStart(10), String(r.requests).padStart(5), `${r.firstContentfulPaint}ms`.padStart(8), `${r.domContentLoaded}ms`.padStart(8), `${r.networkIdle}ms`.padStart(8), `${(r.js / results.bytes.baseline.js).toFixed(2)}x`);
  }

  for (const [name, url] of [['baseline', `http://localhost:${BASELINE_PORT}/`], ['/', 'http://localhost:3000/'], ['/pricing', 'http://localhost:3000/pricing'], ['/explore', 'http://localhost:3000/explore']]) {
    results.lighthouse[name] = await lighthouseScores(url);
  }
  baseline.close();
  console.log('\nLighthouse (mobile emulation, simulated throttling)');
  console.log('page'.padEnd(12), 'perf'.padStart(6), 'a11y'.padStart(6), 'best'.padStart(6), 'seo'.padStart(6), 'LCP'.padStart(8), 'TBT'.padStart(7), 'CLS'.padStart(7));
  for (const [name, s] of Object.entries(results.lighthouse)) {
    console.log(name.padEnd(12), String(s.performance).padStart(6), String(s.accessibility).padStart(6), String(s.bestPractices).padStart(6), String(s.seo).padStart(6), `${s.lcpMs}ms`.padStart(8), `${s.tbtMs}ms`.padStart(7), String(s.cls).padStart(7));
  }
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  writeFileSync(path.join(ROOT, '.bench', 'web.json'), JSON.stringify(results, null, 2));
  return results;
}
