import type { Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localRuntimeConfig } from '../../federation/sites.mjs';
import { createShellServer } from '../../site/server/index.mjs';
import { storeSession, testUser } from '../support/session';
import { ROOT, closeServer } from '../support/remoteBuilds';

// These tests are about the policy: the browser enforces it here.
test.use({ bypassCSP: false });

/** Collects every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the site sends its Content-Security-Policy and hardening headers, and works under them', async ({ page, request }) => {
  const response = await request.get('/explore');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003");
  expect(headers['content-security-policy']).toContain('connect-src');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('microphone=(self)');

  const violations = await watchViolations(page);
  await storeSession(page, testUser('user', 'Ines'));
  for (const [path, title] of [['/', 'Experience Beyond Ordinary Wellness'], ['/explore', 'Explore Wellness Experiences'], ['/pricing', 'Subscription'], ['/dashboard/user', /^Welcome/]] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title }).first()).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});

test('previews only from the origins the live config names: any other is refused, nothing kept, and the CSP does not name it', async ({ page, request }) => {
  const csp = (await request.get('/explore')).headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc.split(' ')).not.toContain('https:');
  expect(scriptSrc).not.toContain('localhost:*');
  expect(scriptSrc).not.toContain('evil.example');

  await page.goto('/explore?preview=catalog:https://evil.example/releases/1/mf-manifest.json');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Wellness Experiences' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('wellness_preview'))).toBeNull();
});

test.describe('a production config (no previews)', () => {
  let shell: Server | undefined;
  test.afterAll(() => closeServer(shell));

  test('scripts run only from the shell and the remotes the config names', async ({ page }) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wellness-csp-'));
    const { previewOrigins: _none, ...config } = localRuntimeConfig();
    const file = path.join(dir, 'config.json');
    writeFileSync(file, JSON.stringify(config));
    shell = await new Promise<Server>((resolve) => {
      const s = createShellServer({ root: path.join(ROOT, 'shell', 'dist'), liveConfig: { path: file, read: () => JSON.parse(readFileSync(file, 'utf8')) } }).listen(3030, '127.0.0.1', () => resolve(s));
    });
    const violations = await watchViolations(page);
    await page.goto('http://localhost:3030/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Wellness Experiences' })).toBeVisible();
    expect(await violations()).toEqual([]);

    // A script from anywhere else is refused.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'http://localhost:3099/injected.js';
      document.head.append(script);
    });
    await expect.poll(async () => (await violations()).join(' ')).toMatch(/script-src(-elem)? http:\/\/localhost:3099/);
  });
});
