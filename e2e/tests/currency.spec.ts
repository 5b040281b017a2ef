import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

// The display currency: chosen in the header, kept in this browser; prices keep their own amount and gain "≈" in
// the chosen one, with the rates' day (the API reads today's rates: playwright.config.ts, EXCHANGE_RATES_URL).
test('a visitor switches to euros and reads "≈ €…" on a card and on a program\'s page', async ({ page }) => {
  await page.goto('/programs?category=metabolic-health');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: /LEARN MORE/ }) }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText(/^\$[\d,]+$/)).toBeVisible();
  await expect(page.getByText(/^≈/)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(card.getByText(/^≈ €[\d,]+$/)).toBeVisible();
  // The program's own amount stays.
  await expect(card.getByText(/^\$[\d,]+$/)).toBeVisible();

  await card.getByRole('link', { name: /LEARN MORE/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const booking = page.getByRole('complementary', { name: 'Book this program' });
  await expect(booking.getByText(/^≈ €[\d,]+$/)).toBeVisible();
  await expect(booking.getByText(/^Rates of \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Kept for the next visit.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await expect(page.getByRole('complementary', { name: 'Book this program' }).getByText(/^≈ €[\d,]+$/)).toBeVisible();
});

// The search's price bands are in the visitor's currency: the dollar bands converted and rounded, counted by the API
// through the rate; a band chosen puts its bounds in euros in the address, and every card left is within them.
test('in euros, the search offers its price bands in euros and filters by them', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  const price = page.getByRole('group', { name: 'Price per person' });
  await expect(price.getByRole('radio', { name: /^Under €[\d,]+ \(\d+\)$/ })).toBeVisible();
  await expect(price.getByText(/\$/)).toHaveCount(0);
  // A band between two amounts, with programs in it (counted by the API in euros).
  const band = price.getByRole('radio', { name: /^€[\d,]+–€[\d,]+ \([1-9]\d*\)$/ }).first();
  const [min, max] = (await band.getAttribute('value'))!.split('-').map(Number) as [number, number];
  const count = Number(/\((\d+)\)$/.exec((await band.getAttribute('aria-label')) ?? (await band.locator('xpath=..').innerText()))?.[1]);
  await band.check();
  await expect(page).toHaveURL(new RegExp(`[?&]minPrice=${min}&maxPrice=${max}(&|$)`));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${count} programs?$`) })).toBeVisible();
  // Each card left costs between those many euros (its "≈ €…" beside its own dollars).
  const approx = page.getByRole('article').getByText(/^≈ €[\d,]+$/);
  await expect(approx.first()).toBeVisible();
  for (const text of await approx.allTextContents()) {
    const euros = Number(text.replace(/[^\d]/g, ''));
    expect(euros).toBeGreaterThanOrEqual(min - 1);
    expect(euros).toBeLessThanOrEqual(max + 1);
  }
});
