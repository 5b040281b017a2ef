// Failure drills for the API: down or slow, every page still paints its content or the spec's message,
// the header keeps working, and nothing is lost of what the visitor typed.
import { expect, test } from '@playwright/test';

const API = 'http://localhost:4000';

test.describe('the API is down', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(`${API}/**`, (route) => route.abort('connectionrefused'));
  });

  for (const [path, heading] of [
    ['/', 'Experience Beyond Ordinary Wellness'],
    ['/about', 'About us'],
    ['/pricing', 'Subscription'],
    ['/explore', 'Explore Wellness Experiences'],
  ] as const) {
    test(`${path} paints its page, and the header still moves between areas`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.getByRole('navigation').first().getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('signing in says the spec’s message and keeps what was typed', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: /JOIN/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Hello' });
    await dialog.getByLabel('Email').fill('ana@example.test');
    await dialog.getByLabel(/^Password/).fill('serenity-42');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.getByText('An error occurred. Please try again.')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('ana@example.test');
    await expect(dialog).toBeVisible();
  });
});

test('the API answering 5 s late: signing in waits visibly, then succeeds', async ({ page }) => {
  const email = `slow-${Date.now().toString(36)}@example.test`;
  const created = await page.request.post(`${API}/auth/register`, { data: { firstName: 'Sol', lastName: 'Late', email, phone: '+41791234567', password: 'serenity-42' } });
  expect(created.ok()).toBe(true);
  await page.route(`${API}/auth/login`, async (route) => {
    await new Promise((r) => setTimeout(r, 5000));
    await route.continue();
  });
  await page.goto('/about');
  await page.getByRole('button', { name: /JOIN/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hello' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill('serenity-42');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'SIGNING IN...' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user$/, { timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
