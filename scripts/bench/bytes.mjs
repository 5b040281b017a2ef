// What a route costs a first-time visitor: every script and stylesheet the page loads until the network is idle,
// with no interaction and no scroll, at Lighthouse's mobile viewport. Bytes are gzip level 9 of each body, so the
// figure is the same on any machine for the same build.
import { gzipSync } from 'node:zlib';
import { sessionCookies } from './session.mjs';

const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ storage?: Record<string, string> }} [options]
 */
export async function routeBytes(browser, url, { storage } = {}) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await context.addCookies(sessionCookies(storage, url));
  }
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        // A worker that has already closed itself (the shell's intl-warmup) takes its response's body with it: the same
        // file is asked for again, so that whether the worker was quicker than the bench does not change the figure.
        .catch(() => context.request.get(response.url()).then((again) => again.body()))
        .then(
          (body) => ({ type, url: response.url(), gz: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const sum = (type) => files.filter((f) => f.type === type).reduce((n, f) => n + f.gz, 0);
  return { js: sum('script'), css: sum('stylesheet'), jsFiles: files.filter((f) => f.type === 'script').length, files };
}
