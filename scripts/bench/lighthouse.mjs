// Lighthouse's mobile run (simulated slow 4G and a 4x slower CPU), repeated, as `pnpm bench` reports it.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { sessionCookies } from './session.mjs';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Signs the browser in as the dashboards' visitor is (the session in localStorage, and its cookie, as the app keeps
 * them), from a small file of the same origin, so no script or style of the page is cached before Lighthouse loads it.
 */
async function signIn(port, url, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await browser.contexts()[0].addCookies(sessionCookies(storage, url));
    await page.close();
  } finally {
    await browser.close();
  }
}

async function once(url, storage) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    if (storage) await signIn(chrome.port, url, storage);
    const { lhr } = await lighthouse(url, {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // A fresh profile each run: keeping its storage keeps the session and nothing else.
      disableStorageReset: Boolean(storage),
    });
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      // Lighthouse's own reason when a run measured nothing (NO_FCP, PROTOCOL_TIMEOUT…); its figures are then null.
      error: lhr.runtimeError?.code ?? null,
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories['best-practices'].score,
      seo: lhr.categories.seo.score,
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The median of `runs` Lighthouse runs, figure by figure, over the runs that measured the page (a failed run is
 * counted in `failedRuns`, with its reason in `runs`, never as a score of 0); every run kept for the record. A run that
 * measured nothing (Chromium's trace without a navigation start, NO_NAVSTART, now and then) is made up for by one more,
 * twice at most, so the median is of `runs` runs. `storage`: localStorage entries set before each run (a signed-in
 * visitor for the dashboards).
 */
export async function lighthouseMedian(url, runs = 3, { storage } = {}) {
  const all = [];
  const measuredCount = () => all.filter((r) => typeof r.performance === 'number').length;
  while (measuredCount() < runs && all.length < runs + 2) all.push(await once(url, storage));
  const measured = all.filter((r) => typeof r.performance === 'number');
  if (measured.length < all.length) console.warn(`[lighthouse] ${url}: ${all.length - measured.length} of ${all.length} runs measured nothing (${all.filter((r) => !measured.includes(r)).map((r) => r.error).join(', ')})`);
  const result = { runs: all, failedRuns: all.length - measured.length };
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls']) result[key] = measured.length ? median(measured.map((r) => r[key])) : NaN;
  result.lcpElement = measured.find((r) => r.lcpMs === result.lcpMs)?.lcpElement ?? null;
  return result;
}
