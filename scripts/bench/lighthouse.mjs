// Lighthouse's mobile run (simulated slow 4G and a 4x slower CPU), repeated, as `pnpm bench` reports it.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function once(url) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
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

/** The median of `runs` Lighthouse runs, figure by figure, with every run kept for the record. */
export async function lighthouseMedian(url, runs = 3) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await once(url));
  const result = { runs: all };
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls']) result[key] = median(all.map((r) => r[key]));
  result.lcpElement = all.find((r) => r.lcpMs === result.lcpMs)?.lcpElement ?? null;
  return result;
}
