import { expect, test } from '@playwright/test';
import { axeRuleViolations, seriousAxeViolations } from '../support/axe';
import { registerAccount } from '../support/programs';
import { storeSession } from '../support/session';

// The axe findings of the first-visit review, each on the page it was found on, in the production build: the search
// pages' out-of-use "Previous" (color-contrast, serious, desktop and phone), the facility dashboard's two search
// landmarks (landmark-unique) and the facility's Reviews page without a review (heading-order).

for (const width of [1280, 375]) {
  test(`the search’s first page, its Previous out of use, has no serious or critical violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search');
    const pages = page.getByRole('navigation', { name: 'Pages of results' });
    await expect(pages).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(await axeRuleViolations(page, ['color-contrast'])).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('the facility dashboard names its search landmarks, and its Reviews page keeps its heading order', async ({ page }) => {
  const facility = await registerAccount(page.request, 'facility', 'Flora');
  await storeSession(page, facility.user, facility.token);
  await page.goto('/dashboard/facility');
  await expect(page.getByRole('heading', { name: /Booking Requests/ })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Programs' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Booking requests' })).toBeVisible();
  expect(await axeRuleViolations(page, ['landmark-unique'])).toEqual([]);

  await page.goto('/dashboard/facility/reviews');
  await expect(page.getByRole('heading', { level: 2, name: 'No reviews yet' })).toBeVisible();
  expect(await axeRuleViolations(page, ['heading-order'])).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
