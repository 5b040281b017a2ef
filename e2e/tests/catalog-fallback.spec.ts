import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

const API = 'http://localhost:4000';

/**
 * Explore reached in the browser (from /about through the header), so it asks the API itself: served directly, the
 * site's server renders it with the API's answers and the page takes those (a blocked API in the browser alone would
 * not be felt there).
 */
async function openExplore(page: Page) {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Wellness Programs' }).click();
  await expect(page).toHaveURL(/\/explore$/);
}

test('with the API down, explore shows the bundled categories and destinations with the spec’s message; the list falls back too', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(`${API}/**`, (route) => route.abort('connectionrefused'));
  await openExplore(page);
  await expect(page.getByText('Failed to load some data. Showing available content.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Explore Programs/ })).toHaveCount(4);
  await page.getByRole('tab', { name: 'Our Destinations' }).click();
  await expect(page.getByRole('button', { name: 'Explore Destinations' })).toHaveCount(9);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Bali', exact: true }) });
  await card.getByRole('button', { name: 'Explore Destinations' }).click();
  await card.getByRole('button', { name: 'Ubud' }).click();
  await expect(page.getByText('Could not load latest programs. Showing available data.')).toBeVisible();
  await expect(page.getByRole('link', { name: /LEARN MORE/ }).first()).toBeVisible();

  // the search answers from the bundled programs too
  await openExplore(page);
  await expect(page.getByText('Failed to load some data. Showing available content.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Search programs, cities and countries' }).fill('ubud');
  // The search's own suggestions (the header's currency picker has options too).
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
  expect(errors).toEqual([]);
});
