import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// A throwaway database per run, so tests never see (or leave) someone's local data.
const dataDir = path.join(os.tmpdir(), `wellness-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
    // Builds every package, then serves the composed production site and the API (DESIGN §9).
    command: 'node ../scripts/start.mjs',
    url: 'http://localhost:4000/healthz',
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // ENABLE_TEST_HOOKS: the tests expire booking requests with POST /api/test/jobs/run-due (never set in a deployment).
    env: { DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000', ENABLE_TEST_HOOKS: 'true' },
  },
});
