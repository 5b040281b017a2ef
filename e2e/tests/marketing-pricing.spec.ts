import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

test('plan buttons start nothing and say so plainly, without leaving the page', async ({ page }) => {
  await page.goto('/pricing');
  const premium = page.getByRole('article', { name: 'Premium' });
  await premium.getByRole('button', { name: 'Get Started' }).click();
  await expect(premium.getByRole('status')).toHaveText('Sign-up for the Premium plan opens soon. Nothing has been started or charged.');
  const corporate = page.getByRole('article', { name: 'Corporate' });
  await corporate.getByRole('button', { name: 'Contact Sales' }).click();
  await expect(corporate.getByRole('status')).toHaveText('Corporate enquiries open soon. Nothing has been sent yet.');
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
