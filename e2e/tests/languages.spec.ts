import { expect, test } from '@playwright/test';

// The site in three languages: a URL per language, the server's HTML and the app in the URL's language, and a switch
// that keeps the page, its query and its scroll position.

const SITE = 'http://localhost:3000';

/** The text of the first element matching `pattern`'s capture in the server's HTML (no script runs). */
const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? null;

test.describe('languages', () => {
  for (const [locale, headline, join] of [
    ['es', 'Un bienestar fuera de lo común', 'ÚNETE'],
    ['fr', 'Un bien-être hors du commun', 'S’INSCRIRE'],
  ] as const) {
    test(`/${locale} is served and rendered in its language, the same words on the server and in the app`, async ({ page, request }) => {
      const response = await request.get(`${SITE}/${locale}`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/">`);
      expect(html).toContain(`<link rel="alternate" hreflang="${locale}" href="${SITE}/${locale}">`);
      const serverHeadline = first(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
      expect(serverHeadline).toBe(headline);

      await page.goto(`/${locale}`);
      // The app's own page (in #root), once it has replaced the server's view.
      const appHeadline = page.locator('#root h1');
      await expect(appHeadline).toHaveText(headline);
      expect(await appHeadline.textContent()).toBe(serverHeadline);
      await expect(page.locator('#root header').getByRole('button', { name: join, exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  }

  test('/fr/pricing is in French on the server and in the app: its heading, plans and prices', async ({ page, request }) => {
    const html = await (await request.get(`${SITE}/fr/pricing`)).text();
    const serverHeading = first(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
    expect(serverHeading).toBe('Abonnement');
    expect(html).toContain('Idéal pour les familles');

    await page.goto('/fr/pricing');
    await expect(page.locator('#first-view')).toHaveCount(0);
    const main = page.locator('#root main');
    await expect(main.locator('h1')).toHaveText(serverHeading!);
    const premium = main.getByRole('article', { name: 'Premium' });
    await expect(premium).toContainText('par mois');
    await expect(premium.getByText('Le plus choisi')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Contacter les ventes' })).toBeVisible();
  });

  test('a Spanish visitor switches to French on the same page, its query and scroll position kept, with no reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/es/pricing?ref=e2e');
    const header = page.locator('#root header');
    await expect(header.getByRole('link', { name: 'Suscripción' })).toBeVisible();
    // The app's own page, laid out (the server's view has gone), before the visitor scrolls it.
    await expect(page.locator('#root main h1')).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      window.scrollTo(0, 400);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    const scrolled = 400;

    await header.getByRole('combobox', { name: 'Idioma' }).selectOption('fr');

    await expect(page).toHaveURL(`${SITE}/fr/pricing?ref=e2e`);
    await expect(header.getByRole('link', { name: 'Abonnement' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Links inside the app stay in French.
    await expect(header.getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/fr/about');
  });

  test('/ sends a visitor to the language they chose, and a French browser to /fr', async ({ request, browser }) => {
    const french = await request.get(`${SITE}/`, { maxRedirects: 0, headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
    expect(french.status()).toBe(302);
    expect(french.headers().location).toBe('/fr');
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'lang', value: 'es', url: SITE }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(`${SITE}/es`);
    await context.close();
  });
});
