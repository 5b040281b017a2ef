import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

test('the Subscription page shows the four plans', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  const plans = page.getByRole('article');
  await expect(plans).toHaveCount(4);

  const core = plans.filter({ has: page.getByRole('heading', { name: 'Core' }) });
  await expect(core).toContainText('$0');
  await expect(core.getByRole('button', { name: 'Get Started' })).toBeVisible();

  const premium = plans.filter({ has: page.getByRole('heading', { name: 'Premium' }) });
  await expect(premium).toContainText('$50');
  await expect(premium).toContainText('Most Popular');

  const group = plans.filter({ has: page.getByRole('heading', { name: 'Group' }) });
  await expect(group).toContainText('$200');
  await expect(group).toContainText(/up to 4 people/i);
  await expect(group).toContainText('Perfect for Families');

  const corporate = plans.filter({ has: page.getByRole('heading', { name: 'Corporate' }) });
  await expect(corporate.getByRole('button', { name: 'Contact Sales' })).toBeVisible();

  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('plans stack in one column without horizontal scrolling', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('article')).toHaveCount(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
