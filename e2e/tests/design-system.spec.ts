import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

test.describe('design system page', () => {
  test('renders every primitive and has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/design-system');
    await expect(page.getByRole('heading', { level: 1, name: 'Calm by design' })).toBeVisible();
    for (const name of ['Colour', 'Buttons', 'Dialog', 'Tabs', 'Accordion', 'Cards and carousel', 'Form fields', 'Messages and toasts', 'Dropdown menu', 'Media']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('tab', { name: 'Our Programs' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Wellness programs' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading wellness experiences...' })).toBeVisible();

    // Media are served by the site itself.
    const image = page.locator('img[src^="/media/gallery/"]').first();
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('dialog traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/design-system');
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Full Name/)).toBeFocused();
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('tabs, accordion, carousel and menu work by keyboard', async ({ page }) => {
    await page.goto('/design-system');
    await page.getByRole('tab', { name: 'Our Programs' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Insights' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Insights' })).toBeVisible();

    const first = page.getByRole('button', { name: 'What is a concierge longevity experience?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    const strip = page.getByRole('region', { name: 'Wellness programs' });
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Scroll left' })).toBeEnabled();

    const menuButton = page.getByRole('button', { name: 'Account menu' }).last();
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'User Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
