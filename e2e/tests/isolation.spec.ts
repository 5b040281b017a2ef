import { expect, test, type Page } from '@playwright/test';
import { storeSession, testUser } from '../support/session';

const REMOTES = [
  { name: 'marketing', port: 3001, path: '/pricing', title: 'Subscription', other: { link: 'Wellness Programs', title: 'Explore Wellness Experiences' } },
  { name: 'catalog', port: 3002, path: '/explore', title: 'Explore Wellness Experiences', other: { link: 'Subscription', title: 'Subscription' } },
  { name: 'dashboards', port: 3003, path: '/dashboard/user', title: /^Welcome/, other: { link: 'Subscription', title: 'Subscription' } },
] as const;

/** Makes the remote's host unreachable, as if its server were stopped. */
async function takeDown(page: Page, port: number) {
  await page.route(`http://localhost:${port}/**`, (route) => route.abort('connectionrefused'));
}

for (const remote of REMOTES) {
  test(`with the ${remote.name} remote down, the shell and the other areas keep working, and retry recovers`, async ({ page }) => {
    if (remote.name === 'dashboards') await storeSession(page, testUser('user'));
    await takeDown(page, remote.port);
    await page.goto(remote.path);

    const alert = page.getByRole('alert').filter({ hasText: 'is not available right now' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Another remote's area still loads while this one is down.
    await page.getByRole('link', { name: remote.other.link }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: remote.other.title })).toBeVisible();

    // Back to the failed area: it is still down, so the message shows again.
    await page.goBack();
    await expect(alert).toBeVisible();

    // The remote comes back; Try again loads it without a page reload.
    await page.unroute(`http://localhost:${remote.port}/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: remote.title })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}
