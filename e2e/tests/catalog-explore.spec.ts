import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

// The Explore page and the programs list in the composed site, on the real API.

test('explore: title, tabs, categories; a category opens its list (query in the URL), axe clean', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Wellness Experiences' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Our Program' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Explore Programs/ })).toHaveCount(4);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Explore Programs: Metabolic Health' }).click();
  await expect(page).toHaveURL(/\/programs\?category=metabolic-health$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Metabolic Health' })).toBeVisible();
  await expect(page.getByRole('link', { name: /LEARN MORE/ }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ programs?/ })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Metabolic Health' })).toBeVisible();
  await expect(page.getByRole('link', { name: /LEARN MORE/ }).first()).toBeVisible();
});

test('explore opened directly: the page shows the categories the server rendered it with, and asks the API for none', async ({ page, request }) => {
  // The server view waits 400 ms at most for the API; a cold API's first answer can take longer (the page is then
  // served with its first view and asks on its own). Warm it first.
  await request.get('/explore');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/program-categories') asked.push(request.url());
  });
  await page.goto('/explore');
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Explore Programs/ })).toHaveCount(4);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(0);
});

test('explore: a destination expands in place to Choose Your City; a city opens its list; axe clean on the tab', async ({ page }) => {
  await page.goto('/explore');
  await page.getByRole('tab', { name: 'Our Destinations' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Japan', exact: true }) });
  await card.getByRole('button', { name: 'Explore Destinations' }).click();
  await expect(card.getByRole('heading', { name: 'Choose Your City' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Hide Cities' })).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Kyoto' }).click();
  await expect(page).toHaveURL(/\/programs\?country=Japan&city=Kyoto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Programs in Kyoto, Japan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kyoto Zen Mind & Body Renewal' })).toBeVisible();
});

test('explore: the initialTab state preselects Our Destinations', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({ usr: { initialTab: 'destinations', forceReload: true }, key: 'e2e', idx: 1 }, '', '/explore');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('tab', { name: 'Our Destinations' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Explore Destinations' }).first()).toBeVisible();
});

test('search: a city result opens the filtered list; keyboard: arrows, Escape', async ({ page }) => {
  await page.goto('/explore');
  // the prerendered first view becomes live when the area's script runs (its categories arrive)
  await expect(page.getByRole('button', { name: /^Explore Programs/ })).toHaveCount(4);
  const box = page.getByRole('combobox', { name: 'Search programs, cities and countries' });
  await box.fill('kyoto');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list.getByRole('option').first()).toBeVisible();
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(8);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await list.getByRole('option', { name: /Kyoto.*City/ }).click();
  await expect(page).toHaveURL(/\/programs\?country=Japan&city=Kyoto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Programs in Kyoto, Japan' })).toBeVisible();
});
