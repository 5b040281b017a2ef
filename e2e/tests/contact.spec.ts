import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

test('a visitor sends a contact message from the home page; it is kept by the API', async ({ page }) => {
  await page.goto('/');
  await page.locator('#main').getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: /contact/i });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('button', { name: /send/i }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(3);

  await dialog.getByLabel('Email Address').fill('not-an-email');
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel(/Phone Number/).fill('12ab');
  await expect(dialog.getByText('Please enter a valid phone number (7-15 digits)')).toBeVisible();

  const email = `guest-${Date.now()}@example.test`;
  await dialog.getByLabel('Full Name').fill('Camille Laurent');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel(/Phone Number/).fill('41791234567');
  await dialog.getByLabel('Message').fill('We would love a week of detox in the Alps in March.');
  // Hold the request a moment so the busy state can be seen, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('http://localhost:4000/**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const posted = page.waitForResponse((r) => r.url().startsWith('http://localhost:4000') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: /send/i }).click();
  await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeVisible();
  release();
  expect((await posted).status()).toBe(201);

  await expect(dialog.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await expect(dialog).toContainText('Thank you for contacting us. Our team will get back to you shortly.');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the contact dialog closes on an overlay click and returns focus', async ({ page }) => {
  await page.goto('/');
  const opener = page.locator('#main').getByRole('button', { name: 'Contact us' });
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});
