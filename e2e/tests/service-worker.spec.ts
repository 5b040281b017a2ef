import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('the service worker serves an offline shell and never caches API responses', async ({ page, context }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Experience Beyond Ordinary Wellness' })).toBeVisible();

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe('http://localhost:3000/');
  await expect.poll(() => logs.includes('App is ready to work offline')).toBe(true);

  // Once it controls the page, a visit fills the caches; an API call goes past them.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.evaluate(() => fetch('http://localhost:4000/faqs').then((r) => r.text()));
  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cachedUrls.some((url) => url.endsWith('/index.html'))).toBe(true);
  expect(cachedUrls.filter((url) => url.startsWith('http://localhost:4000'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.setOffline(false);
});
