import { expect, test, type Page } from '@playwright/test';
import { storeSession, testUser } from '../support/session';

// Failure drills: each remote slow or serving a broken script. The page never blanks: the header and the
// other areas keep working, the area shows its own message, and it recovers without a full reload where it can.
const REMOTES = [
  { name: 'marketing', port: 3001, path: '/pricing', title: 'Subscription', label: 'This page' },
  { name: 'catalog', port: 3002, path: '/explore', title: 'Explore Wellness Experiences', label: 'The programme catalogue' },
  { name: 'dashboards', port: 3003, path: '/dashboard/user', title: /^Welcome/, label: 'Your dashboard' },
] as const;

async function prepare(page: Page, remote: (typeof REMOTES)[number]) {
  if (remote.name === 'dashboards') await storeSession(page, testUser('user', 'Ines'));
}

for (const remote of REMOTES) {
  test(`the ${remote.name} remote answering 5 s late: its area is never blank, the header works, then the page shows`, async ({ page }) => {
    await prepare(page, remote);
    await page.route(`http://localhost:${remote.port}/**`, async (route) => {
      await new Promise((r) => setTimeout(r, 5_000));
      await route.continue();
    });
    await page.goto(remote.path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Its prerendered first view, or a loading message, until the remote answers.
    await expect(page.locator('#main')).not.toBeEmpty();
    await expect(page.getByRole('heading', { level: 1, name: remote.title })).toBeVisible({ timeout: 20_000 });
  });

  test(`the ${remote.name} remote serving a broken script: its area says so, and recovers without a page reload`, async ({ page }) => {
    await prepare(page, remote);
    const entry = new RegExp(`^http://localhost:${remote.port}/(.*/)?remoteEntry\\.js$`);
    await page.route(entry, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("a broken deploy");' }));
    await page.goto(remote.path);
    await expect(page.getByRole('alert', { name: `${remote.label} is not available right now` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const marker = await page.evaluate(() => ((window as unknown as { drill: number }).drill = Math.random()));
    await page.unroute(entry);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: remote.title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { drill: number }).drill)).toBe(marker);
  });
}

test('a page chunk of a remote that fails to run shows the area message, and the rest of the site keeps working', async ({ page }) => {
  await page.route(/http:\/\/localhost:3001\/route-pricing\.[0-9a-f]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("a broken page");' }),
  );
  await page.goto('/pricing');
  await expect(page.getByRole('alert', { name: 'This page is not available right now' })).toBeVisible();
  await page.getByRole('link', { name: 'Wellness Programs' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Wellness Experiences' })).toBeVisible();
});
