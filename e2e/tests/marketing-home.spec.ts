import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

const API = 'http://localhost:4000';

/** Scrolls down the page a screen at a time, as a visitor reading it, so each section loads as it nears. */
async function readThrough(page: Page) {
  for (let i = 0; i < 40; i += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(120);
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) break;
  }
}

const usr = (page: Page) => page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr);

test.describe('the home page', () => {
  test('the first view is the hero alone: no section code and no API call until the visitor moves', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Experience Beyond Ordinary Wellness' })).toBeVisible();
    await expect(page.getByText('Your gateway to exclusive wellness retreats and elite health services.')).toBeVisible();
    expect(requests.filter((u) => u.startsWith(API))).toEqual([]);
    expect(requests.filter((u) => /\/(home-|carousel-|sample-data)/.test(u))).toEqual([]);
    // The first paint's one image is the first slide's poster.
    expect(requests.filter((u) => u.includes('/media/hero/slide-1-') && u.endsWith('.webp'))).toHaveLength(1);
  });

  test('the ten sections below the hero skip style, layout and paint until they near the screen, in the server HTML and in the app', async ({ browser, page }) => {
    const skipping = (p: Page, root: string) => p.locator(root).evaluate((main) => [...main.querySelectorAll('*')].filter((el) => getComputedStyle(el).contentVisibility === 'auto').length);
    const noScript = await browser.newPage({ javaScriptEnabled: false });
    await noScript.goto('/');
    expect(await skipping(noScript, '#first-view main')).toBe(10);
    await noScript.close();
    await page.goto('/', { waitUntil: 'networkidle' });
    // The app's sections replace the server's first view when the remote has rendered, which under load may follow the
    // network going idle.
    await expect.poll(() => skipping(page, '#main')).toBe(10);
  });

  test('hero controls: next, previous wrapping, dots, pause and play, Book Now', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured wellness journeys' });
    const title = hero.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Experience Beyond Ordinary Wellness');
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(title).toHaveText('Longevity, Designed Around You');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(title).toHaveText('Live Like the Centenarians');
    const dot = hero.getByRole('button', { name: /^Slide 3:/ });
    await dot.click();
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(title).toHaveText('Where the Jungle Teaches Stillness');
    await hero.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });

  test('the slideshow moves on by itself after 8 s', async ({ page }) => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Experience Beyond Ordinary Wellness');
    await expect(title).toHaveText('Longevity, Designed Around You', { timeout: 12_000 });
  });

  test('video and sound wait for the loaded, idle page; under reduced motion there are none', async ({ page }) => {
    const media: string[] = [];
    page.on('request', (r) => /\.(mp4|mp3)$/.test(r.url()) && media.push(r.url()));
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('video')).toHaveAttribute('preload', 'none');
    await expect.poll(() => media.some((u) => u.endsWith('/media/hero/slide-1.mp4'))).toBe(true);

    const calm = await page.context().newPage();
    await calm.emulateMedia({ reducedMotion: 'reduce' });
    const calmMedia: string[] = [];
    calm.on('request', (r) => /\.(mp4|mp3)$/.test(r.url()) && calmMedia.push(r.url()));
    await calm.goto('/', { waitUntil: 'networkidle' });
    await calm.waitForTimeout(1000);
    expect(calmMedia).toEqual([]);
    await expect(calm.locator('video, audio')).toHaveCount(0);
    await expect(calm.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('every section loads in order as the visitor scrolls, and the page is axe clean', async ({ page }) => {
    await page.goto('/');
    await readThrough(page);
    const headings = await page.locator('#main h2').allTextContents();
    expect(headings).toEqual([
      'Journeys chosen for how you want to feel',
      'Discover the art of living longer',
      'Our Global Expertise',
      'Your Questions, Answered',
      "Let's find your optimal wellness program",
      'Recommended Destinations',
      'Wellness Programs',
      'Insights',
      'A concierge for every journey',
      'Retreats that change the way you live',
    ]);
    await expect(page.getByRole('tab', { name: 'Our Programs' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'What is a concierge longevity experience?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /LinkedIn profile/ })).toHaveCount(2);
    await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('tabs: a category opens /programs by category; a country reveals its cities, a city opens /programs by location', async ({ page }) => {
    await page.goto('/');
    await readThrough(page);
    const section = page.getByRole('region', { name: 'Journeys chosen for how you want to feel' });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Explore Programs: Metabolic Health' }).click();
    await expect(page).toHaveURL(/\/programs(\?|$)/);
    expect(await usr(page)).toEqual({ type: 'category', categoryType: 'Metabolic Health' });

    await page.goBack();
    await page.getByRole('tab', { name: 'Our Destinations' }).click();
    const japan = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Japan', exact: true }) });
    await expect(japan.getByText('Exclusive Retreat')).toBeVisible();
    await japan.getByRole('button', { name: /Explore Destinations/ }).scrollIntoViewIfNeeded();
    await japan.getByRole('button', { name: /Explore Destinations/ }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your City' }).first()).toBeVisible();
    await expect(japan.getByRole('button', { name: /Hide Cities/ })).toBeVisible();
    expect(await seriousAxeViolations(page, '#main')).toEqual([]);
    await page.getByRole('button', { name: 'Kyoto', exact: true }).click();
    await expect(page).toHaveURL(/\/programs(\?|$)/);
    expect(await usr(page)).toEqual({ type: 'location', country: 'Japan', city: 'Kyoto' });
  });

  test('FAQ: the first answer open, one at a time, the open one closes on click', async ({ page }) => {
    await page.goto('/');
    await readThrough(page);
    const first = page.getByRole('button', { name: 'What is a concierge longevity experience?' });
    const second = page.getByRole('button', { name: 'Where are your partner centers located?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('the chat bar sends its message to /chat as initialMessage', async ({ page }) => {
    await page.goto('/');
    await readThrough(page);
    const bar = page.getByRole('region', { name: "Let's find your optimal wellness program" });
    await bar.scrollIntoViewIfNeeded();
    const send = bar.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await bar.getByRole('button', { name: 'Attach a file' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Photo', 'Document', 'Camera']);
    await page.keyboard.press('Escape');
    await bar.getByRole('textbox', { name: 'Ask our wellness assistant' }).fill('Thermal spa in Japan');
    await send.click();
    await expect(page).toHaveURL(/\/chat$/);
    expect(await usr(page)).toEqual({ initialMessage: 'Thermal spa in Japan' });
    await expect(page.getByRole('log', { name: 'Conversation' }).getByText('Thermal spa in Japan')).toBeVisible();
  });

  test('carousels: a program opens its details with programName; the pricing teaser and the retreats banner link on', async ({ page }) => {
    await page.goto('/');
    await readThrough(page);
    const programs = page.getByRole('region', { name: 'Program cards' });
    const card = programs.getByRole('link').first();
    const name = (await card.textContent())!.trim();
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL(/\/program-details\/[a-z0-9-]+$/);
    expect(await usr(page)).toEqual({ programName: name });

    await page.goBack();
    await readThrough(page);
    await page.getByRole('link', { name: 'Compare plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goBack();
    await readThrough(page);
    await page.getByRole('link', { name: 'Explore retreats' }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hero fits without horizontal scrolling and its controls are reachable', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
    await readThrough(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
