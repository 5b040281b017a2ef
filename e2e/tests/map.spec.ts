import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

// Against GET /api/search (bbox) and GET /api/search/pins on the seeded sample catalogue (shared/src/data/programs.ts),
// each program at its city's coordinates (shared/src/data/placeCoordinates.ts): Europe holds the Italian, Swiss,
// Greek and German ones; none of the USA's, Bali's, Thailand's, Japan's or Costa Rica's.

const programs = (page: Page) => page.getByRole('list', { name: 'Programs', exact: true });
const names = (page: Page) => programs(page).getByRole('heading', { level: 3 }).allTextContents();
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /programs?$|Searching|Results/ });
const map = (page: Page) => page.getByRole('application', { name: 'Map of the programs' });
const pins = (page: Page) => page.getByRole('list', { name: 'Pins' }).getByRole('button');
const pinLabels = async (page: Page) => (await pins(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).sort();
/**
 * How many programs the pins hold (a cluster's count, a program's own pin one). Which programs share a cluster follows
 * the map's size in pixels (60 px apart), which may differ by a few pixels from one load to the next.
 */
const pinnedPrograms = async (page: Page) =>
  (await pinLabels(page)).reduce((n, label) => {
    const cluster = /^([\d,]+) programs[,:]/.exec(label ?? '');
    return n + (cluster ? Number(cluster[1]!.replace(/,/g, '')) : 1);
  }, 0);

test('a visitor opens the map, zooms into Europe, searches that area, reloads to the same map and list, and opens a program from a pin', async ({ page }) => {
  await page.goto('/search');
  await expect(resultsHeading(page)).toHaveText(/^\d+ programs$/);
  const everywhere = Number((await resultsHeading(page).textContent())!.split(' ')[0]);
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page).toHaveURL(/\/search\?map=1$/);
  await expect(map(page)).toBeVisible();
  await expect(pins(page).first()).toBeVisible();

  // Europe's cluster (the largest: the sample's Italian, Swiss, Greek and German programs, and the programs other
  // specs create, whose default place is Zermatt) zooms in when chosen; the map then offers to search the area it shows.
  const clusters = page.getByRole('button', { name: /^\d+ programs, from .*: zoom in$/ });
  await expect(clusters.first()).toBeVisible();
  const labels = await clusters.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  const largest = labels.reduce((best, label) => (parseInt(label, 10) > parseInt(best, 10) ? label : best));
  await page.getByRole('button', { name: largest, exact: true }).click();
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/\/search\?bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+&map=1$/);
  await expect(page.getByRole('link', { name: 'Remove In the map’s area' })).toBeVisible();
  await expect(programs(page)).not.toHaveAttribute('aria-busy');
  await expect(resultsHeading(page)).not.toHaveText(`${everywhere} programs`);
  const area = await names(page);
  expect(area.length).toBeGreaterThan(0);
  expect(area).not.toContain('Sedona Red Rock Longevity Immersion');
  await expect.poll(async () => (await pinLabels(page)).length).toBeGreaterThan(0);
  const url = page.url();
  const shownPins = await pinnedPrograms(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A reload (or the link shared): the same area on the map, the same list.
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(map(page)).toBeVisible();
  await expect.poll(() => names(page)).toEqual(area);
  await expect.poll(() => pinnedPrograms(page)).toBe(shownPins);

  // A program's pin opens its card; the card opens the program. Crete holds one sample program alone (other specs add
  // theirs in Zermatt, Ubud or Hakone), so its view shows a program's own pin rather than a cluster.
  await page.goto('/search?bbox=23.4%2C34.8%2C26.4%2C35.7&map=1');
  const pin = page.locator('button[data-slug]').first();
  await expect(pin).toBeVisible();
  const slug = (await pin.getAttribute('data-slug'))!;
  expect(slug).toBe('crete-mediterranean-diet-longevity-journey');
  await pin.click();
  const card = page.getByRole('dialog');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/program-details/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the pins are reached by keyboard, and as a list of links', async ({ page }) => {
  await page.goto('/search?bbox=-12%2C34%2C32%2C62&map=1');
  await expect(map(page)).toBeVisible();
  await expect(pins(page).first()).toBeVisible();
  await map(page).focus();
  // Zoomed in by keyboard: the pins of the new view come once it rests.
  const repinned = page.waitForResponse((r) => r.url().includes('/api/search/pins'));
  await page.keyboard.press('+');
  await repinned;
  await expect(pins(page).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-label', /./);
  expect(await focused.evaluate((el) => el.closest('[aria-label="Pins"]') !== null)).toBe(true);
  // Tab on to a program's own pin (a cluster's zooms in), Enter opens its card with the focus on its link.
  for (let i = 0; i < 40 && !(await focused.getAttribute('data-slug')); i++) await page.keyboard.press('Tab');
  const slug = (await focused.getAttribute('data-slug'))!;
  expect(slug).toBeTruthy();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('link')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Screen readers: every program placed on the map, as a link to it.
  const links = page.getByRole('list', { name: 'Programs on the map' }).getByRole('link');
  await expect(links.first()).toHaveAttribute('href', /^\/program-details\//);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain(`/program-details/${slug}`);
});
