import type { ServerApiAnswer, ServerViewOutcome } from '@wellness/shared/contract';
import { loadCatalogues } from '@wellness/shared/i18n';
import { renderToServerHtml, watchLongTimers } from '@wellness/shared/testing';
import type { ProviderProfile } from '@wellness/shared/domain';
import { apiCategories, publicPrograms, summaryOf } from '../testing/catalogApi';
import { pagePath } from '@wellness/shared/routes';
import { ROUTES } from './routes';

/** The API as the site's server asks it: each path's answer from `answers`, else 404; the paths asked, in order. */
function fakeApi(answers: Record<string, ServerApiAnswer>) {
  const asked: string[] = [];
  const api = async (path: string) => {
    asked.push(path);
    return answers[path] ?? { status: 404, data: null };
  };
  return { api, asked };
}

/** The server view of the page at `route` in the route table, as the remote's Node build loads it. */
async function serverViewOf(route: string) {
  const module = await ROUTES.find((row) => pagePath(row.path) === route && row.server)!.server!();
  return module.serverView!;
}

/** Runs the route's server view for `path` as the site's server does, and renders its view as its bundle does. */
async function serve(route: string, path: string, answers: Record<string, ServerApiAnswer>) {
  const url = new URL(path, 'https://wellness.example');
  const { api, asked } = fakeApi(answers);
  const view = await serverViewOf(route);
  const outcome = await view({
    route, rest: decodeURIComponent(url.pathname.slice(route.length + 1)), query: url.searchParams, origin: 'https://wellness.example', api,
  });
  const html = outcome.kind === 'page'
    ? renderToServerHtml(outcome.view, { route: path })
    : '';
  return { outcome, html, asked, page: outcome as Extract<ServerViewOutcome, { kind: 'page' }> };
}

/** The same in a language, rendered as the Node build renders it: its catalogues loaded, the store's locale, the router's base. */
async function serveIn(locale: 'es' | 'fr', route: string, path: string, answers: Record<string, ServerApiAnswer>) {
  const url = new URL(path, 'https://wellness.example');
  const { api, asked } = fakeApi(answers);
  const outcome = await (await serverViewOf(route))({ route, rest: decodeURIComponent(url.pathname.slice(route.length + 1)), query: url.searchParams, origin: 'https://wellness.example', api, locale });
  if (outcome.kind !== 'page') throw new Error('not a page');
  await loadCatalogues(locale);
  return { html: renderToServerHtml(outcome.view, { route: path, locale }), head: outcome.head, asked };
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const ok = (data: unknown): ServerApiAnswer => ({ status: 200, data });

describe("the catalog's server views", () => {
  const program = publicPrograms.find((p) => p.group === 'healing-renewal')!;

  it("a program's page: its details, its head, its Product with Offer and breadcrumbs", async () => {
    const { page, html, asked } = await serve('/program-details', `/program-details/${program.slug}`, { [`/api/programs/by-slug/${program.slug}`]: ok(program) });
    expect(asked[0]).toBe(`/api/programs/by-slug/${program.slug}`);
    expect(page.status ?? 200).toBe(200);
    expect(html).toContain(`>${program.name}</h1>`);
    expect(page.head.title).toBe(`${program.name} · Wellness Programs`);
    expect(page.head.description.length).toBeGreaterThanOrEqual(50);
    expect(page.head.description.length).toBeLessThanOrEqual(160);
    expect(page.head.canonical).toBe(`/program-details/${program.slug}`);
    expect(page.head.image).toBe(program.image);
    const [breadcrumbs, product] = page.head.jsonLd!;
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs!.itemListElement as { item: string }[]).map((i) => i.item)).toEqual([
      'https://wellness.example/', 'https://wellness.example/explore', 'https://wellness.example/programs?category=healing-renewal', `https://wellness.example/program-details/${program.slug}`,
    ]);
    expect(product).toMatchObject({
      '@type': 'Product', name: program.name,
      offers: { '@type': 'Offer', price: program.price, priceCurrency: program.currency, availability: 'https://schema.org/InStock', url: `https://wellness.example/program-details/${program.slug}` },
    });
  });

  it("a program without a host who answers: its server HTML already says why it cannot be booked, and offers no question", async () => {
    const hostless = { ...program, hostReachable: false };
    const { html } = await serve('/program-details', `/program-details/${program.slug}`, { [`/api/programs/by-slug/${program.slug}`]: ok(hostless) });
    expect(html).toContain('This program cannot be booked yet: it has no host to confirm bookings.');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*><span class="label">(Book now|Request to book)<\/span><\/button>/);
    expect(html).toContain('This program has no host to write to yet.');
    expect(html).not.toContain('Ask the host a question');
    const { html: hosted } = await serve('/program-details', `/program-details/${program.slug}`, { [`/api/programs/by-slug/${program.slug}`]: ok({ ...program, hostReachable: true }) });
    expect(hosted).toContain('Ask the host a question');
    expect(hosted).not.toContain('no host');
  });

  it('a program with reviews: its aggregate rating and its latest reviews', async () => {
    const rated = { ...program, reviewStats: { average: 4.5, count: 2 } };
    const review = { id: 'r1', programId: program.id, programName: program.name, programSlug: program.slug, rating: 5, aspects: {}, text: 'Wonderful.', authorFirstName: 'Ana', stayMonth: '2026-05', verifiedStay: true, createdAt: '2026-06-01T10:00:00Z', answer: null };
    const { page } = await serve('/program-details', `/program-details/${program.slug}`, {
      [`/api/programs/by-slug/${program.slug}`]: ok(rated),
      [`/api/programs/${program.id}/reviews`]: ok({ reviews: [review], summary: rated.reviewStats }),
    });
    expect(page.head.jsonLd![1]).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      review: [{ '@type': 'Review', author: { name: 'Ana' }, reviewRating: { ratingValue: 5 }, reviewBody: 'Wonderful.' }],
    });
  });

  it('a program that never existed answers 404, one withdrawn 410, with "Program not found." and Back to Explore; noindex', async () => {
    const missing = await serve('/program-details', '/program-details/nope', {});
    expect(missing.page.status).toBe(404);
    expect(missing.html).toContain('Program not found.');
    expect(missing.html).toMatch(/<a [^>]*href="\/explore"[^>]*>(<span[^>]*>)?Back to Explore(<\/span>)?<\/a>/);
    expect(missing.page.head.noindex).toBe(true);
    const gone = await serve('/program-details', '/program-details/gone', { '/api/programs/by-slug/gone': { status: 410, data: null } });
    expect(gone.page.status).toBe(410);
    expect(gone.html).toContain('Program not found.');
  });

  it("an old slug of a renamed program redirects (301) to the program's slug", async () => {
    const { outcome } = await serve('/program-details', '/program-details/old-name', { '/api/programs/by-slug/old-name': ok(program) });
    expect(outcome).toEqual({ kind: 'redirect', status: 301, location: `/program-details/${program.slug}` });
  });

  it('leaves the page to its first view when the API does not answer in time', async () => {
    await expect(serve('/program-details', `/program-details/${program.slug}`, { [`/api/programs/by-slug/${program.slug}`]: { status: 0, data: null } })).rejects.toThrow(/program/);
  });

  it("a category's list: its programs as links to their pages, the list's pages as numbered links, its head and ItemList", async () => {
    const programs = publicPrograms.slice(0, 24).map(summaryOf);
    const path = '/api/search?category=healing-renewal&limit=24';
    const { page, html, asked } = await serve('/programs', '/programs?category=healing-renewal', { [path]: ok({ programs, total: 30, totalCapped: false }) });
    expect(asked).toEqual([path]);
    const links = hrefs(html);
    for (const p of programs) expect(links).toContain(`/program-details/${p.slug}`);
    expect(links).toContain('/programs?category=healing-renewal&page=2');
    expect(links).toContain('/explore');
    expect(html).toContain('30 programs');
    expect(page.head.canonical).toBe('/programs?category=healing-renewal');
    expect(page.head.noindex).toBeFalsy();
    expect(page.head.jsonLd!.map((o) => o['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    expect((page.head.jsonLd![1]!.itemListElement as unknown[])).toHaveLength(24);
  });

  it("a list's second page asks for its programs from the page's start; its canonical names the page", async () => {
    const rest = publicPrograms.slice(0, 6).map(summaryOf);
    const path = '/api/search?category=healing-renewal&limit=24&offset=24';
    const { page, html } = await serve('/programs', '/programs?page=2&category=healing-renewal', { [path]: ok({ programs: rest, total: 30, totalCapped: false }) });
    expect(page.head.canonical).toBe('/programs?category=healing-renewal&page=2');
    expect(html).toMatch(/<a aria-current="page" href="\/programs\?category=healing-renewal&amp;page=2"/);
    expect(html).not.toContain('Show more programs');
  });

  it('a list filtered to nothing is noindex; filters come in their fixed order in the canonical', async () => {
    const path = '/api/search?category=detox&minPrice=5&maxPrice=10&limit=24';
    const { page, html } = await serve('/programs', '/programs?maxPrice=10&minPrice=5&category=detox', { [path]: ok({ programs: [], total: 0, totalCapped: false }) });
    expect(page.head.noindex).toBe(true);
    expect(page.head.canonical).toBe('/programs?category=detox&minPrice=5&maxPrice=10');
    expect(html).toContain('No programs found');
  });

  it("the explore page: each category a link to its list, the page's head", async () => {
    const { page, html } = await serve('/explore', '/explore', { '/program-categories': ok(apiCategories) });
    const links = hrefs(html);
    for (const c of apiCategories) expect(links).toContain(`/programs?category=${c.slug}`);
    expect(html).toContain('Explore Wellness Experiences');
    expect(page.head.canonical).toBe('/explore');
    expect(page.head.description.length).toBeLessThanOrEqual(160);
  });

  it("a provider's page: its programs as links, the provider as a LocalBusiness (an Organization); 404 for none", async () => {
    const provider: ProviderProfile = {
      id: 'p1', slug: 'red-rock', name: 'Red Rock Institute', description: 'A longevity institute among the red rocks of Sedona, with physicians and coaches on site.',
      location: 'Sedona - USA', country: 'USA', city: 'Sedona', rating: { average: 4.8, count: 12 }, programs: [summaryOf(program)], latestReviews: [],
    };
    const { page, html } = await serve('/providers', '/providers/red-rock', { '/api/providers/red-rock': ok(provider) });
    expect(hrefs(html)).toContain(`/program-details/${program.slug}`);
    expect(page.head.canonical).toBe('/providers/red-rock');
    expect(page.head.jsonLd![1]).toMatchObject({ '@type': 'LocalBusiness', name: 'Red Rock Institute', aggregateRating: { ratingValue: 4.8, reviewCount: 12 } });
    const none = await serve('/providers', '/providers/none', {});
    expect(none.page.status).toBe(404);
    expect(none.html).toContain('Provider not found');
  });

  it('renders no style attribute (the CSP would drop it)', async () => {
    const { html } = await serve('/program-details', `/program-details/${program.slug}`, { [`/api/programs/by-slug/${program.slug}`]: ok(program) });
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
  });

  it('the search page: its results as links, the count, the page links; its canonical in the fixed order; noindex when nothing matches', async () => {
    const found = publicPrograms.filter((p) => p.country === program.country).map(summaryOf);
    const answer = { programs: found, total: 30, totalCapped: false, places: [], limit: 12, offset: 0, facets: { categories: [], groups: [], countries: [{ value: program.country, label: program.country, count: 30 }], cities: [], prices: [], nights: [], months: [], instant: 0, ratings: [] } };
    const path = `/api/search?country=${encodeURIComponent(program.country)}&limit=12&facets=1`;
    // Parameters in any order in the address: the canonical writes them in the one order.
    const { page, html, asked } = await serve('/search', `/search?sort=price-asc&country=${encodeURIComponent(program.country)}`, {
      [`/api/search?country=${encodeURIComponent(program.country)}&sort=price-asc&limit=12&facets=1`]: ok(answer), [path]: ok(answer),
    });
    expect(asked).toHaveLength(1);
    expect(html).toContain('30 programs');
    for (const p of found) expect(hrefs(html)).toContain(`/program-details/${p.slug}`);
    expect(hrefs(html)).toContain(`/search?country=${encodeURIComponent(program.country)}&sort=price-asc&page=2`);
    expect(page.head.canonical).toBe(`/search?country=${encodeURIComponent(program.country)}&sort=price-asc`);
    expect(page.head.noindex).toBe(false);
    expect(page.head.jsonLd!.map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    const none = await serve('/search', '/search?q=nothing', { '/api/search?q=nothing&limit=12&facets=1': ok({ ...answer, programs: [], total: 0 }) });
    expect(none.page.head.noindex).toBe(true);
    expect(none.html).toContain('No programs match this search');
  });

  it('frees its store once its page is rendered: no timer of its cache outlives the page', async () => {
    // RTK Query's cache collection sets a keepUnusedDataFor timer (120 s for a search) for the entry the view fills,
    // and that timer holds the store and the API's answer: `release` (called by the Node build after the render)
    // clears it.
    const timers = watchLongTimers();
    try {
      const found = publicPrograms.slice(0, 3).map(summaryOf);
      const answer = { programs: found, total: 3, totalCapped: false, places: [], limit: 12, offset: 0, facets: { categories: [], groups: [], countries: [], cities: [], prices: [], nights: [], months: [], instant: 0, ratings: [] } };
      const { html, page } = await serve('/search', '/search?q=yoga', { '/api/search?q=yoga&limit=12&facets=1': ok(answer) });
      expect(html).toContain('3 programs');
      expect(timers.set()).toBeGreaterThan(0);
      page.release?.();
      expect(timers.pending()).toBe(0);
    } finally {
      timers.stop();
    }
  });

  describe('in Spanish and French', () => {
    const found = publicPrograms.filter((p) => p.country === program.country).map(summaryOf);
    const facets = { categories: [], groups: [], countries: [], cities: [], prices: [], nights: [], months: [], instant: 0, ratings: [] };
    const answer = { programs: found, total: 30, totalCapped: false, places: [], limit: 12, offset: 0, facets };
    // The server views ask the API in the page's language (the program texts, ADR 0017).
    const searchPath = `/api/search?country=${encodeURIComponent(program.country)}&limit=12&facets=1&lang=es`;

    it('the search page says its words in Spanish, counts in Spanish, and every link keeps /es', async () => {
      const { html, head } = await serveIn('es', '/search', `/search?country=${encodeURIComponent(program.country)}`, { [searchPath]: ok(answer) });
      expect(html).toContain('Buscar en todos los programas');
      expect(html).toContain('30 programas');
      expect(html).toContain('Precio por persona');
      expect(html).toContain('MÁS INFORMACIÓN');
      expect(html).not.toContain('LEARN MORE');
      for (const p of found) expect(hrefs(html)).toContain(`/es/program-details/${p.slug}`);
      expect(hrefs(html)).toContain(`/es/search?country=${encodeURIComponent(program.country)}&page=2`);
      expect(hrefs(html).filter((href) => href.startsWith('/') && !href.startsWith('/es/'))).toEqual([]);
      expect(head.title).toBe('Buscar en todos los programas · Wellness Travel');
      expect(head.description).toContain('30 programas');
      const one = await serveIn('es', '/search', `/search?country=${encodeURIComponent(program.country)}`, { [searchPath]: ok({ ...answer, programs: found.slice(0, 1), total: 1 }) });
      expect(one.html).toContain('1 programa<');
    });

    it('the explore page and a category’s list in French, their links under /fr', async () => {
      const explore = await serveIn('fr', '/explore', '/explore', { '/program-categories': ok(apiCategories) });
      expect(explore.html).toContain('Découvrez nos expériences bien-être');
      expect(explore.html).toContain('Voir tous les programmes');
      for (const c of apiCategories) expect(hrefs(explore.html)).toContain(`/fr/programs?category=${c.slug}`);
      expect(hrefs(explore.html)).toContain('/fr/search');
      expect(explore.head.title).toBe('Découvrez nos expériences bien-être · Programmes bien-être');

      const list = await serveIn('fr', '/programs', `/programs?category=${program.group}`, { [`/api/search?category=${program.group}&limit=24&lang=fr`]: ok({ programs: found, total: 30, totalCapped: false }) });
      expect(list.html).toContain('30 programmes');
      expect(list.html).toContain('Trier par');
      for (const p of found) expect(hrefs(list.html)).toContain(`/fr/program-details/${p.slug}`);
      expect(hrefs(list.html)).toContain(`/fr/programs?category=${program.group}&page=2`);
      expect(hrefs(list.html)).toContain('/fr/explore');
    });

    it('names categories, groups and countries in the page’s language; the links keep the English values', async () => {
      const named = { ...facets, categories: [{ value: 'detox', label: 'Detox', count: 3 }, { value: 'ayurveda', label: 'Ayurveda', count: 1 }], countries: [{ value: 'Switzerland', label: 'Switzerland', count: 3 }] };
      const path = '/api/search?category=detox&country=Switzerland&limit=12&facets=1&lang=fr';
      const search = await serveIn('fr', '/search', '/search?category=detox&country=Switzerland', { [path]: ok({ ...answer, facets: named }) });
      expect(search.html).toContain('Détox');
      expect(search.html).toContain('Suisse');
      // A category the data does not know, as the API wrote it.
      expect(search.html).toContain('Ayurveda');
      expect(search.html).not.toMatch(/>Detox</);
      expect(search.html).toContain('value="Switzerland"');

      const explore = await serveIn('es', '/explore', '/explore', { '/program-categories': ok(apiCategories) });
      expect(explore.html).toContain('Spa y relajación');
      expect(explore.html).toContain('Longevidad');
      expect(explore.html).not.toContain('Spa &amp; Relaxation');
    });

    it('a provider’s page asks for its programs in the page’s language', async () => {
      const provider: ProviderProfile = {
        id: 'p1', slug: 'red-rock', name: 'Red Rock Institute', description: 'A longevity institute.', location: 'Sedona - USA', country: 'USA', city: 'Sedona',
        rating: { average: 4.8, count: 12 }, programs: [{ ...summaryOf(program), name: 'Semaine de longévité', textLanguage: 'fr' }], latestReviews: [],
      };
      const { html, asked, head } = await serveIn('fr', '/providers', '/providers/red-rock', { '/api/providers/red-rock?lang=fr': ok(provider) });
      expect(asked).toEqual(['/api/providers/red-rock?lang=fr']);
      expect(head.title).toBe('Red Rock Institute · Programmes bien-être');
      expect(head.jsonLd![0]).toMatchObject({ itemListElement: [{ name: 'Accueil' }, { name: 'Explorer' }, { name: 'Red Rock Institute' }] });
      expect(html).toContain('Semaine de longévité');
      expect(hrefs(html)).toContain(`/fr/program-details/${program.slug}`);
    });

    it('a program’s page names its breadcrumbs in the page’s language, and its not-found head too', async () => {
      const { head } = await serveIn('es', '/program-details', `/program-details/${program.slug}`, { [`/api/programs/by-slug/${program.slug}?lang=es`]: ok(program) });
      expect(head.jsonLd![0]).toMatchObject({ itemListElement: [{ name: 'Inicio' }, { name: 'Explorar' }, { name: 'Experiencia de sanación y renovación' }, { name: program.name }] });
      const url = new URL('/program-details/nope', 'https://wellness.example');
      const missing = await (await serverViewOf('/program-details'))({ route: '/program-details', rest: 'nope', query: url.searchParams, origin: 'https://wellness.example', api: fakeApi({}).api, locale: 'fr' });
      expect(missing.kind === 'page' && missing.head.description).toMatch(/^Le programme a peut-être changé de nom/);
    });
  });
});
