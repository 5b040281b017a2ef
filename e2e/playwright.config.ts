import { defineConfig, devices } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localRuntimeConfig } from '../federation/sites.mjs';

// A throwaway database and site per run, so tests never see (or leave) someone's local data or live config.
const dataDir = path.join(os.tmpdir(), `wellness-e2e-${process.pid}`);
const siteDir = path.join(os.tmpdir(), `wellness-e2e-site-${process.pid}`);
/** The ECB rates the API reads (EXCHANGE_RATES_URL): the shipped snapshot's, dated today, so that they are fresh. */
const ratesFile = path.join(siteDir, 'eurofxref-daily.xml');

/** The ports where the tests serve the remote builds they make (release.spec.ts), which they preview. */
const PREVIEW_PORTS = [3012, 3013, 3014, 3015];

// The runner, not its workers, starts the site: its live config lets one browser preview from those ports only.
if (!process.env.TEST_WORKER_INDEX) {
  mkdirSync(siteDir, { recursive: true });
  const config = localRuntimeConfig();
  config.previewOrigins.push(...PREVIEW_PORTS.map((port) => `http://localhost:${port}`));
  writeFileSync(path.join(siteDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  const snapshot = readFileSync(path.join(__dirname, '../api/data/eurofxref-2026-11-27.xml'), 'utf8');
  writeFileSync(ratesFile, snapshot.replace(/time='\d{4}-\d{2}-\d{2}'/, `time='${new Date().toISOString().slice(0, 10)}'`));
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  // 60 s a test: on a loaded 2-core CI machine, tests that take 15–17 s at rest ran past 30 s to the end of their steps
  // (an axe pass 18 s, the home page read through three times), 2026-12-01; a test that hangs still fails. On CI, twice
  // that and 20 s a wait: on the machine of 2026-12-02 (Chromium 156.0.8078.114) the suite took 26.9 min, a sign-up
  // test 52.8 s, and three tests passed only on their retry, each having waited over 10 s for the app's first render.
  // Longer waits fail nothing that passes; how fast a page is, `pnpm bench` says.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    // The shell's service worker would hide requests from page.route; its own spec turns it back on.
    serviceWorkers: 'block',
    // axe is injected as an inline script, which the site's Content-Security-Policy refuses; the CSP's own spec
    // turns this off again.
    bypassCSP: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Builds every package, then serves the composed production site and the API, as `pnpm start` does.
    command: 'node ../scripts/start.mjs',
    url: 'http://localhost:4000/healthz',
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // ENABLE_TEST_HOOKS: the tests expire booking requests with POST /api/test/jobs/run-due (never set in a deployment).
    // Every test's visitor comes from one address here: the limits per address (sign-ups, bookings, places held in a
    // session) would count the whole suite as one party. Each is tested in the API's own suite.
    env: {
      DATA_DIR: dataDir, SITE_DIR: siteDir, AUTH_RATE_LIMIT: '1000', ENABLE_TEST_HOOKS: 'true',
      SIGNUP_RATE_LIMIT: '0', BOOKING_RATE_LIMIT: '0', BOOKING_PLACES_PER_GUEST: '0', EXCHANGE_RATES_URL: ratesFile,
    },
  },
});
