import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

test('filters and sort live in the URL: a filtered list survives a reload, clears in one click', async ({ page }) => {
  await page.goto('/programs?country=Italy');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Programs in Italy' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: /\d+ programs?/ });
  await expect(count).toBeVisible();
  const all = Number((await count.textContent())!.match(/\d+/)![0]);
  // The server's view is a picture of the page (inert, and its selects look the same): the app's page replaces it.
  await expect(page.locator('#first-view')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Max price' }).selectOption('4000');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
  await expect(page).toHaveURL(/maxPrice=4000/);
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(count).not.toHaveText(`${all} programs`);
  const prices = async () =>
    (await page.getByRole('list', { name: 'Programs' }).getByText(/^\$[\d,]+$/).allTextContents()).map((t) => Number(t.replace(/\D/g, '')));
  const before = await prices();
  expect(before.every((p) => p <= 4000)).toBe(true);
  expect([...before].sort((a, b) => b - a)).toEqual(before);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.reload();
  // By role: the app's page is in the DOM, hidden, while the server's view stands for it (a label finds both).
  await expect(page.getByRole('combobox', { name: 'Max price' })).toHaveValue('4000');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  // The filters show the URL's values at once; the list arrives with the API's answer.
  await expect.poll(prices).toEqual(before);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/programs\?country=Italy$/);
  await expect(count).toHaveText(`${all} programs`);
});

test('on a 375 px phone the filters are a disclosure', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/programs?category=spa-relaxation');
  await expect(page.getByRole('combobox', { name: 'Max price' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Max price' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Duration' }).selectOption('5-7');
  await expect(page).toHaveURL(/minNights=5&maxNights=7/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
