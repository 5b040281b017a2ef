import { expect, type Page } from '@playwright/test';

/**
 * Pays on the test provider's page inside the booking dialog (every priced program is paid at checkout: its deposit,
 * or the whole price without one; docs/payments.md), and waits until the dialog has moved on from it. `frameTitle`:
 * the payment frame's title in the page's language.
 */
export async function payInDialog(page: Page, card = '4242 4242 4242 4242', frameTitle = 'Payment page'): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${frameTitle}"]`);
  await expect(frame.getByText('Test payment.')).toBeVisible({ timeout: 15_000 });
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/40');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByRole('button', { name: /^Pay / }).click();
  await expect(page.locator(`iframe[title="${frameTitle}"]`)).toHaveCount(0, { timeout: 15_000 });
}
