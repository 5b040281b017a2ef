import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

// Against GET /api/search with its filters and facets (shared/src/domain/search.ts) and the seeded sample catalogue
// (shared/src/data/programs.ts): in Greece, Santorini ($3,400, spa), Costa Navarino ($3,300, yoga) and Crete ($2,900).

const names = (page: Page) => page.getByRole('list', { name: 'Programs' }).getByRole('heading', { level: 3 }).allTextContents();
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /programs?$|Searching|Results/ });

test('a visitor narrows the whole catalogue to one program with three filters, reloads, goes back, and opens it', async ({ page }) => {
  await page.goto('/explore');
  await page.getByRole('link', { name: 'Browse all programs' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search all programs' })).toBeVisible();
  await expect(resultsHeading(page)).toHaveText(/^[\d,]+\+? programs$/);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  // At 1280 px the filters are a sidebar, without the phone's Filters button (the CSS decides, the server's HTML too).
  await expect(filters).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();

  await filters.getByLabel('Country').selectOption('Greece');
  await expect(page).toHaveURL(/\/search\?country=Greece$/);
  await expect(page.getByRole('link', { name: 'Remove Greece' })).toBeVisible();

  await filters.getByRole('group', { name: 'Price per person' }).getByRole('radio', { name: /^\$3,000–\$6,000/ }).check();
  await expect(page).toHaveURL(/\/search\?country=Greece&minPrice=3000&maxPrice=6000$/);
  await expect(page.getByRole('list', { name: 'Programs' })).not.toHaveAttribute('aria-busy');
  await expect.poll(() => names(page)).toContain('Costa Navarino Olive Grove Renewal');
  const twoFilters = await names(page);
  expect(twoFilters).toContain('Santorini Caldera Spa Serenity');

  await filters.getByRole('group', { name: 'Category' }).getByRole('radio', { name: /^Spa( \(\d+\))?$/ }).check();
  await expect(page).toHaveURL(/\/search\?category=spa&country=Greece&minPrice=3000&maxPrice=6000$/);
  await expect(resultsHeading(page)).toHaveText('1 program');
  await expect.poll(() => names(page)).toEqual(['Santorini Caldera Spa Serenity']);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A reload shows the same search: filters, chips and results from the URL alone.
  await page.reload();
  await expect(resultsHeading(page)).toHaveText('1 program');
  await expect.poll(() => names(page)).toEqual(['Santorini Caldera Spa Serenity']);
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: /^Spa( \(\d+\))?$/ })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: /^Remove / })).toHaveCount(3);

  // Back: the previous search and its results.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?country=Greece&minPrice=3000&maxPrice=6000$/);
  await expect.poll(async () => (await names(page)).sort()).toEqual([...twoFilters].sort());

  // Forward again, and open the one program.
  await page.goForward();
  await expect.poll(() => names(page)).toEqual(['Santorini Caldera Spa Serenity']);
  await page.getByRole('link', { name: 'LEARN MORE about Santorini Caldera Spa Serenity' }).click();
  await expect(page).toHaveURL(/\/program-details\/santorini-caldera-spa-serenity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Santorini Caldera Spa Serenity' })).toBeVisible();
});

test('explore’s search box opens the search page for its words with Enter', async ({ page }) => {
  await page.goto('/explore');
  const box = page.getByRole('combobox', { name: 'Search programs, cities and countries' });
  await expect(box).toBeEditable();
  await box.fill('santorini');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=santorini$/);
  await expect(page.getByRole('searchbox', { name: 'Search by program, city or country' })).toHaveValue('santorini');
  await expect.poll(() => names(page)).toContain('Santorini Caldera Spa Serenity');
});

test('on a 375 px phone the filters open in a dialog, and a wrong URL is named, not shown as a made-up page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/search?country=Greece&minPrice=6000&maxPrice=3000&sort=cheapest');
  await expect(page.getByText('The lowest price was above the highest, so the two were swapped.')).toBeVisible();
  await expect(page.getByText('There is no sort "cheapest", so the results are sorted by relevance.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove $3,000–$6,000' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('radio', { name: /^Spa( \(\d+\))?$/ }).check();
  await expect(page).toHaveURL(/category=spa/);
  await dialog.getByRole('button', { name: 'Show 1 program' }).click();
  await expect(dialog).toBeHidden();
  await expect(resultsHeading(page)).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('on a slow phone a chosen filter stays chosen while the new results come (the URL changes as a transition)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/search?country=Greece');
  await expect(resultsHeading(page)).toHaveText(/^\d+ programs?$/);
  // A phone's CPU: without the page's own copy of the change, the radio sprang back until the router's render landed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const spa = page.getByRole('dialog', { name: 'Filters' }).getByRole('radio', { name: /^Spa( \(\d+\))?$/ });
  await spa.check();
  await expect(spa).toBeChecked();
  await expect(page).toHaveURL(/category=spa/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('the cards below the fold skip style and layout until they near the screen, and show when scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/search');
  // The server's first view is replaced by the remote's own list once it loads: take the cards after that.
  await expect(page.locator('#first-view')).toHaveCount(0);
  const cells = page.getByRole('list', { name: 'Programs' }).getByRole('listitem');
  await expect(cells).toHaveCount(12);
  expect(await cells.evaluateAll((items) => items.map((item) => getComputedStyle(item).contentVisibility))).toEqual(Array(12).fill('auto'));
  const last = cells.last();
  // Other specs add programs meanwhile, and a refreshed list may replace the last card under the scroll: try again.
  await expect(async () => {
    await last.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(last.getByRole('heading', { level: 3 })).toBeVisible({ timeout: 1_000 });
    await expect(last.getByRole('link').first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
});
