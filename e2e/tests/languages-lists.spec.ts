import { expect, test, type Page } from '@playwright/test';

// The catalog's list pages in Spanish and French on the production build: the server's HTML and the app say the same
// words, counts take the language's plural, and every link (a card's too) keeps the page's language, so a new tab
// stays in it.

const SITE = 'http://localhost:3000';

/** The text of the first element matching `pattern`'s capture in the server's HTML (no script runs). */
const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? null;
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** The page once the app has replaced the server's view. */
async function appOf(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#first-view')).toHaveCount(0);
  return page.locator('#root main');
}

// A server view waits 400 ms at most for the API; a cold API's first answers can take longer (the page is then served
// with its first view). Warm the pages' calls first.
test.beforeAll(async ({ request }) => {
  for (const path of ['/es/search', '/fr/explore', '/fr/programs?category=spa-relaxation', '/es/search?q=sedona%20red%20rock', '/fr/search?category=detox&country=Switzerland']) await request.get(`${SITE}${path}`);
});

test.describe('the list pages in Spanish and French', () => {
  test('/es/search: its words, its count and its cards’ links in Spanish, the same on the server and in the app', async ({ page, request }) => {
    const html = await (await request.get(`${SITE}/es/search`)).text();
    expect(html).toContain('<html lang="es"');
    const serverHeading = first(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
    expect(serverHeading).toBe('Buscar en todos los programas');
    const serverCount = /<h2[^>]*tabindex="-1"[^>]*>([^<]+)<\/h2>/.exec(html)?.[1];
    expect(serverCount).toMatch(/^\d+ programas?$/);
    expect(html).toContain('Precio por persona');
    expect(html).toContain('MÁS INFORMACIÓN');
    const serverCards = hrefs(html).filter((href) => href.includes('/program-details/'));
    expect(serverCards.length).toBeGreaterThan(0);
    for (const href of serverCards) expect(href).toMatch(/^\/es\/program-details\//);

    const main = await appOf(page, '/es/search');
    await expect(main.locator('h1')).toHaveText(serverHeading!);
    await expect(main.locator('h2[tabindex="-1"]')).toHaveText(serverCount!);
    await expect(main.getByRole('group', { name: 'Precio por persona' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Ver mapa' })).toBeVisible();
    // A card's link opens the program in Spanish in a new tab too.
    const card = main.getByRole('link', { name: /^MÁS INFORMACIÓN sobre / }).first();
    await expect(card).toHaveAttribute('href', /^\/es\/program-details\//);
    // One program: the singular.
    await page.goto('/es/search?q=sedona%20red%20rock');
    await expect(main.locator('h2[tabindex="-1"]')).toHaveText('1 programa');
  });

  test('/fr/explore: its words in French on the server and in the app, its links under /fr', async ({ page, request }) => {
    const html = await (await request.get(`${SITE}/fr/explore`)).text();
    const serverHeading = first(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
    expect(serverHeading).toBe('Découvrez nos expériences bien-être');
    expect(html).toContain('Voir tous les programmes');
    expect(hrefs(html)).toContain('/fr/search');
    expect(hrefs(html).some((href) => href.startsWith('/fr/programs?category='))).toBe(true);

    const main = await appOf(page, '/fr/explore');
    await expect(main.locator('h1')).toHaveText(serverHeading!);
    await expect(main.getByRole('link', { name: 'Voir tous les programmes' })).toHaveAttribute('href', '/fr/search');
    await expect(main.getByRole('list', { name: 'Catégories de programmes' }).getByText(/\d+ programmes?$/).first()).toBeVisible();
    await main.getByRole('tab', { name: 'Nos destinations' }).click();
    await expect(main.getByRole('button', { name: 'Voir les destinations' }).first()).toBeVisible();
  });

  test('/fr/programs?category=spa-relaxation: the list in French, the same count on the server and in the app', async ({ page, request }) => {
    const html = await (await request.get(`${SITE}/fr/programs?category=spa-relaxation`)).text();
    const serverCount = /<p[^>]*role="status"[^>]*>([^<]+)<\/p>/.exec(html)?.[1];
    expect(serverCount).toMatch(/^\d+ programmes?$/);
    expect(html).toContain('Trier par');

    const main = await appOf(page, '/fr/programs?category=spa-relaxation');
    await expect(main.getByRole('status').filter({ hasText: /programme/ })).toHaveText(serverCount!);
    await expect(main.getByRole('link', { name: /^EN SAVOIR PLUS sur / }).first()).toHaveAttribute('href', /^\/fr\/program-details\//);
    await expect(main.getByRole('link', { name: /Explorer/ }).first()).toHaveAttribute('href', '/fr/explore');
  });

  test('/fr/search?category=detox&country=Switzerland: categories, groups and countries in French on the server and in the app, the URL in English', async ({ page, request }) => {
    const html = await (await request.get(`${SITE}/fr/search?category=detox&country=Switzerland`)).text();
    expect(html).toContain('Détox');
    expect(html).toContain('Suisse');
    expect(html).toContain('Bien-être');

    const main = await appOf(page, '/fr/search?category=detox&country=Switzerland');
    await expect(main.getByRole('radio', { name: /^Détox/ })).toBeChecked();
    await expect(main.getByRole('combobox', { name: 'Pays' })).toHaveValue('Switzerland');
    await expect(main.getByRole('combobox', { name: 'Pays' }).locator('option:checked')).toHaveText(/^Suisse/);
    await expect(page).toHaveURL(/\/fr\/search\?category=detox&country=Switzerland$/);

    await page.goto('/fr/programs?category=spa-relaxation');
    await expect(main.locator('h1')).toHaveText('Spa et détente');
  });
});
