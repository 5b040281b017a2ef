import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * Books a priced program through the API as the booking dialog does: a checkout, the test card on the provider's page
 * (served by the API), then the booking the held payment made. A direct POST /api/bookings of a priced program paid by
 * card is refused (409 PAYMENT_REQUIRED).
 */
export async function bookPaying(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: Record<string, unknown>,
  card = '4242 4242 4242 4242',
): Promise<{ id: string; reference: string }> {
  const API = 'http://localhost:4000';
  const started = await request.post(`${API}/api/checkouts`, { headers, data });
  expect(started.status(), await started.text()).toBe(201);
  const checkout = ((await started.json()) as { data: { id: string; payPath: string } }).data;
  const paid = await request.post(`${API}${checkout.payPath}`, { form: { number: card, expiry: '12/40', cvc: '123' } });
  expect(paid.status()).toBe(200);
  const read = await request.get(`${API}/api/checkouts/${checkout.id}`, { headers });
  const done = ((await read.json()) as { data: { status: string; booking: { id: string; reference: string } | null } }).data;
  expect(done.status).toBe('booked');
  return done.booking!;
}
