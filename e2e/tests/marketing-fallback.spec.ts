import { expect, test, type Page } from '@playwright/test';

const API = 'http://localhost:4000';

async function readThrough(page: Page) {
  for (let i = 0; i < 40; i += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(120);
    if (await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)) break;
  }
}

const SAMPLE_FAQS = [
  'What is a concierge longevity experience?',
  'Where are your partner centers located?',
  'What kinds of programs do you offer?',
  'How is my health data kept confidential?',
  'How personalized is each program?',
  'How do I get started?',
];

test('with the API down, every home section shows the bundled sample content, silently', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(`${API}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await readThrough(page);

  for (const q of SAMPLE_FAQS) await expect(page.getByRole('button', { name: q })).toBeVisible();
  for (const type of ['Transformative Health & Wellbeing', 'Healing & Renewal Experience', 'Metabolic Health', 'Spa & Relaxation']) {
    await expect(page.getByRole('region', { name: 'Program categories' }).getByRole('heading', { name: type })).toBeAttached();
  }
  await page.getByRole('tab', { name: 'Our Destinations' }).click();
  await expect(page.getByRole('region', { name: 'Destinations' }).getByRole('button', { name: /Explore Destinations/ })).toHaveCount(9);
  await expect(page.getByRole('region', { name: 'Destination cards' }).getByRole('article')).toHaveCount(9);
  await expect(page.getByRole('region', { name: 'Program cards' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /LinkedIn profile/ })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Insight cards' }).getByRole('article').first()).toBeAttached();
  await expect(page.locator('#main [role="alert"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('with the API slower than 5 s, the home sections fall back; its answer is picked up on the next visit without a reload', async ({ page }) => {
  test.setTimeout(60_000);
  let mode: 'slow' | 'back' = 'slow';
  await page.route(`${API}/**`, async (route) => {
    if (mode === 'slow') {
      await new Promise((r) => setTimeout(r, 7_000));
      return route.abort('timedout').catch(() => {});
    }
    if (new URL(route.request().url()).pathname === '/faqs') {
      return route.fulfill({ json: { data: [{ id: 'back', question: 'Is the API back?', answer: 'Yes, and the page noticed.' }] } });
    }
    return route.continue();
  });
  await page.goto('/');
  await readThrough(page);
  await expect(page.getByRole('button', { name: SAMPLE_FAQS[0] })).toBeVisible({ timeout: 15_000 });

  // The API answers again: the next visit of the home page (inside the same page, no reload) shows its content.
  mode = 'back';
  await page.evaluate(() => (window as unknown as { __marker: number }).__marker = 1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await readThrough(page);
  await expect(page.getByRole('button', { name: 'Is the API back?' })).toBeVisible();
  await expect(page.getByRole('button', { name: SAMPLE_FAQS[0] })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});
