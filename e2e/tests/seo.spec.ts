import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from '../support/programs';

// What a crawler reads: the HTML the server sends before any script runs. Each public page has its own
// head and structured data, real statuses, and every public program is reachable from / by following <a href> alone.

const SITE = 'http://localhost:3000';

interface Head {
  status: number;
  title: string;
  description: string;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  /** The page's text outside scripts, templates and the head. */
  text: string;
  links: string[];
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The server's HTML of a page, read as a crawler reads it (no script runs). */
async function read(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(`${SITE}${path}`, { maxRedirects: 0 });
  const html = await response.text();
  const meta = (attr: 'name' | 'property', key: string) => {
    const m = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
    return m ? decode(m[1]!) : null;
  };
  const tags = (attr: 'name' | 'property', prefix: string) =>
    Object.fromEntries([...html.matchAll(new RegExp(`<meta ${attr}="(${prefix}:[a-z_]+)" content="([^"]*)"`, 'g'))].map((m) => [m[1]!, decode(m[2]!)]));
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return {
    status: response.status(),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('name', 'description') ?? '',
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null,
    robots: meta('name', 'robots'),
    og: tags('property', 'og'),
    twitter: tags('name', 'twitter'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
    text: decode(body.replace(/<script[\s\S]*?<\/script>|<template[\s\S]*?<\/template>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' '),
    links: [...body.replace(/<template[\s\S]*?<\/template>/g, '').matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => decode(m[1]!)),
  };
}

async function publicPrograms(request: APIRequestContext): Promise<{ slug: string; name: string; provider: { slug: string } | null }[]> {
  const response = await request.get(`${API}/api/programs?limit=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { programs: { slug: string; name: string; provider: { slug: string } | null }[] } }).data.programs;
}

const types = (head: Head) => head.jsonLd.map((o) => o['@type']);

function expectOwnHead(head: Head, canonicalPath: string) {
  expect(head.status).toBe(200);
  expect(head.title).not.toBe('Wellness Travel · Retreats & Longevity Programs');
  expect(head.description.length).toBeGreaterThanOrEqual(50);
  expect(head.description.length).toBeLessThanOrEqual(160);
  expect(head.canonical).toBe(`${SITE}${canonicalPath}`);
  expect(head.robots).toBeNull();
  expect(head.og).toMatchObject({ 'og:title': head.title, 'og:description': head.description, 'og:url': head.canonical, 'og:site_name': 'Wellness Travel' });
  expect(head.og['og:image']).toMatch(/^http:\/\/localhost:3000\/media\//);
  expect(head.twitter['twitter:card']).toBe('summary_large_image');
  const organization = head.jsonLd.find((o) => o['@type'] === 'Organization' && o.url === `${SITE}/`);
  expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Wellness Travel' });
}

function breadcrumbsOf(head: Head): string[] {
  const list = head.jsonLd.find((o) => o['@type'] === 'BreadcrumbList');
  expect(list).toBeDefined();
  return (list!.itemListElement as { name: string; item: string; position: number }[]).map((i) => i.item);
}

// A server view waits 400 ms at most for the API; a cold API's first answers can take longer (the page is then served
// with its first view). Warm the pages' calls first.
test.beforeAll(async ({ request }) => {
  const [program] = await publicPrograms(request);
  for (const path of ['/explore', '/programs?category=healing-renewal', `/program-details/${program!.slug}`]) await request.get(`${SITE}${path}`);
});

test.describe('the server HTML of each public page', () => {
  test('every page carries the organisation', async ({ request }) => {
    for (const path of ['/', '/about', '/explore']) {
      const head = await read(request, path);
      expect(types(head)).toContain('Organization');
    }
  });

  test('explore: its title, description, canonical, breadcrumbs, and a link to each category list', async ({ request }) => {
    const head = await read(request, '/explore');
    expectOwnHead(head, '/explore');
    expect(head.title).toBe('Explore Wellness Experiences · Wellness Programs');
    expect(head.text).toContain('Explore Wellness Experiences');
    expect(breadcrumbsOf(head)).toEqual([`${SITE}/`, `${SITE}/explore`]);
    for (const slug of ['transformative-health', 'healing-renewal', 'metabolic-health', 'spa-relaxation']) expect(head.links).toContain(`/programs?category=${slug}`);
  });

  test("a category's list: its programs with their prices, each a link; an ItemList; the canonical in the fixed order", async ({ request }) => {
    const head = await read(request, '/programs?category=healing-renewal');
    expectOwnHead(head, '/programs?category=healing-renewal');
    expect(head.text).toMatch(/\d+ programs/);
    expect(head.text).toMatch(/\$\d{1,3}(,\d{3})*/);
    const list = head.jsonLd.find((o) => o['@type'] === 'ItemList')!;
    const urls = (list.itemListElement as { url: string }[]).map((i) => i.url);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(head.links).toContain(url.replace(SITE, ''));
    expect(breadcrumbsOf(head)[0]).toBe(`${SITE}/`);
    // Filters in another order: the same canonical, filters in their fixed order.
    const filtered = await read(request, '/programs?maxPrice=9000&category=healing-renewal&minPrice=1000');
    expect(filtered.canonical).toBe(`${SITE}/programs?category=healing-renewal&minPrice=1000&maxPrice=9000`);
  });

  test('a list filtered to nothing is noindex', async ({ request }) => {
    const head = await read(request, '/programs?category=healing-renewal&minPrice=9000000');
    expect(head.status).toBe(200);
    expect(head.robots).toBe('noindex');
    expect(head.text).toContain('No programs found');
  });

  test("a program's page: its name, price, a Product with its Offer, breadcrumbs; its own canonical", async ({ request }) => {
    const [program] = await publicPrograms(request);
    const head = await read(request, `/program-details/${program!.slug}`);
    expectOwnHead(head, `/program-details/${program!.slug}`);
    expect(head.title).toBe(`${program!.name} · Wellness Programs`);
    expect(head.og['og:type']).toBe('product');
    expect(head.text).toContain(program!.name);
    expect(head.text).toContain('Price per person');
    const product = head.jsonLd.find((o) => o['@type'] === 'Product')!;
    expect(product).toMatchObject({ name: program!.name, url: `${SITE}/program-details/${program!.slug}` });
    const offer = product.offers as Record<string, unknown>;
    expect(offer).toMatchObject({ '@type': 'Offer', availability: 'https://schema.org/InStock' });
    expect(typeof offer.price).toBe('number');
    expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
    if (product.aggregateRating) expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: expect.any(Number), ratingValue: expect.any(Number) });
    expect(breadcrumbsOf(head).at(-1)).toBe(`${SITE}/program-details/${program!.slug}`);
    // The ?slug= form names the same canonical.
    expect((await read(request, `/program-details?slug=${program!.slug}`)).canonical).toBe(head.canonical);
  });

  test("a page's structured data says its language: the same program in English and in French", async ({ request }) => {
    const [program] = await publicPrograms(request);
    for (const [prefix, locale] of [['', 'en'], ['/fr', 'fr']] as const) {
      const head = await read(request, `${prefix}/program-details/${program!.slug}`);
      expect(head.jsonLd.find((o) => o['@type'] === 'WebPage')).toMatchObject({ url: `${SITE}${prefix}/program-details/${program!.slug}`, inLanguage: locale });
    }
    const about = await read(request, '/es/about');
    expect(about.jsonLd.find((o) => o['@type'] === 'AboutPage')).toMatchObject({ inLanguage: 'es' });
  });

  test("a provider's page: the provider as an organisation, its programs as links", async ({ request }) => {
    const withProvider = (await publicPrograms(request)).find((p) => p.provider)!;
    const head = await read(request, `/providers/${withProvider.provider!.slug}`);
    expectOwnHead(head, `/providers/${withProvider.provider!.slug}`);
    expect(head.jsonLd.find((o) => o['@type'] === 'LocalBusiness' && o.url === `${SITE}/providers/${withProvider.provider!.slug}`)).toBeDefined();
    expect(head.links).toContain(`/program-details/${withProvider.slug}`);
  });

  test('the search page: its results as links with the count; its canonical in the fixed order; noindex when nothing matches', async ({ request }) => {
    const head = await read(request, '/search?sort=price-asc&category=healing-renewal');
    expectOwnHead(head, '/search?category=healing-renewal&sort=price-asc');
    expect(head.text).toMatch(/\d+ programs?/);
    const list = head.jsonLd.find((o) => o['@type'] === 'ItemList')!;
    for (const { url } of list.itemListElement as { url: string }[]) expect(head.links).toContain(url.replace(SITE, ''));
    const none = await read(request, '/search?q=zzzqqqxxvv');
    expect(none.robots).toBe('noindex');
    expect(none.text).toContain('No programs match this search');
  });
});

test.describe('statuses', () => {
  test('an unknown path answers 404, and the visitor still lands on /', async ({ request, page }) => {
    expect((await read(request, '/no/such/page')).status).toBe(404);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(`${SITE}/`);
  });

  test('a private page (a dashboard) is noindex, in its head and in its X-Robots-Tag header', async ({ request }) => {
    for (const path of ['/dashboard/admin', '/dashboard/user']) {
      expect([path, (await request.get(path)).headers()['x-robots-tag']]).toEqual([path, 'noindex']);
      expect([path, (await read(request, path)).robots]).toEqual([path, 'noindex']);
    }
  });

  test('an unknown program answers 404 with "Program not found." and Back to Explore, noindex, with and without scripts', async ({ request, page }) => {
    const head = await read(request, '/program-details/no-such-program-anywhere');
    expect(head.status).toBe(404);
    expect(head.robots).toBe('noindex');
    expect(head.text).toContain('Program not found.');
    expect(head.links).toContain('/explore');
    await page.goto('/program-details/no-such-program-anywhere');
    await expect(page.getByRole('heading', { name: 'Program not found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Explore' }).click();
    await expect(page).toHaveURL(`${SITE}/explore`);
  });
});

test("a page takes the data its HTML was rendered with: the browser asks the API for none of it", async ({ page, request }) => {
  const [program] = await publicPrograms(request);
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/programs/by-slug/') || pathname === '/program-categories' || pathname === '/api/programs') asked.push(pathname);
  });
  await page.goto(`/program-details/${program!.slug}`);
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: program!.name })).toBeVisible();
  await page.goto('/programs?category=healing-renewal');
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /LEARN MORE/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('a crawler following only <a href> of the server HTML from / reaches every public program', async ({ request }) => {
  test.setTimeout(120_000);
  const before = new Set((await publicPrograms(request)).map((p) => p.slug));
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const reached = new Set<string>();
  while (queue.length > 0 && seen.size < 400) {
    const path = queue.shift()!;
    const { links } = await read(request, path);
    for (const href of links) {
      const url = new URL(href, `${SITE}${path}`);
      if (url.origin !== SITE || url.pathname.startsWith('/dashboard') || url.pathname.startsWith('/media/')) continue;
      const next = `${url.pathname}${url.search}`;
      const slug = /^\/program-details\/([^/]+)$/.exec(url.pathname)?.[1];
      if (slug) reached.add(decodeURIComponent(slug));
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  // Programs other tests withdraw meanwhile are left out; every other public program was reached.
  const after = new Set((await publicPrograms(request)).map((p) => p.slug));
  const expected = [...before].filter((slug) => after.has(slug));
  expect(expected.length).toBeGreaterThanOrEqual(20);
  expect(expected.filter((slug) => !reached.has(slug))).toEqual([]);
});
