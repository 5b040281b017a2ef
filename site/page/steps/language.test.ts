import { alternateLanguages, pageLanguage } from './language.mjs';

type Page = Parameters<typeof pageLanguage>[0];
const pageAt = (address: string, headers: Record<string, string> = {}) =>
  ({
    request: { url: new URL(address, 'http://site.test'), headers, config: { apiBaseUrl: '', remotes: {}, siteUrl: 'https://wellness.example' } },
    status: 200, headers: {}, head: [], done: false, locale: 'en', canonical: null,
  }) as unknown as Page;

describe("the page's language", () => {
  it.each([
    ['/fr/pricing?plan=pro', 'fr', '/pricing', '?plan=pro'],
    ['/es', 'es', '/', ''],
    ['/es/', 'es', '/', ''],
    ['/pricing', 'en', '/pricing', ''],
    ['/essentials', 'en', '/essentials', ''],
  ])('%s is in %s, and the steps after see %s', (address, locale, pathname, search) => {
    const page = pageAt(address);
    pageLanguage(page);
    expect(page.locale).toBe(locale);
    expect(page.request.url.pathname).toBe(pathname);
    expect(page.request.url.search).toBe(search);
    expect(page.done).toBe(false);
  });

  it('sends / to the language the visitor chose (the cookie), before their browser’s', () => {
    const page = pageAt('/?ref=mail', { cookie: 'a=1; lang=es', 'accept-language': 'fr-FR,fr;q=0.9' });
    pageLanguage(page);
    expect(page).toMatchObject({ status: 302, done: true, headers: { Location: '/es?ref=mail' } });
  });

  it("sends / to the browser's first language the site speaks, by weight", () => {
    const page = pageAt('/', { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8,es;q=0.7' });
    pageLanguage(page);
    expect(page.headers.Location).toBe('/fr');
    expect(page.headers.Vary).toBe('Cookie, Accept-Language');
  });

  it.each([
    [{}],
    [{ 'accept-language': 'en-GB,en;q=0.9,fr;q=0.8' }],
    [{ cookie: 'lang=en', 'accept-language': 'fr' }],
  ])('keeps / in English for a crawler (no header), an English browser or a visitor who chose English (%j)', (headers) => {
    const page = pageAt('/', headers);
    pageLanguage(page);
    expect(page.done).toBe(false);
    expect(page.status).toBe(200);
  });

  it('never redirects a page other than /', () => {
    const page = pageAt('/pricing', { cookie: 'lang=fr' });
    pageLanguage(page);
    expect(page.done).toBe(false);
  });
});

describe('the alternate languages of a page', () => {
  const links = (page: Page) => (page as unknown as { head: string[] }).head;

  it('names the page in every language and English as x-default, itself included, with its canonical query', () => {
    const page = pageAt('/fr/programs?category=detox&utm=x');
    pageLanguage(page);
    (page as unknown as { canonical: string }).canonical = '/programs?category=detox';
    alternateLanguages(page);
    expect(links(page)).toEqual([
      '<link rel="alternate" hreflang="en" href="https://wellness.example/programs?category=detox">',
      '<link rel="alternate" hreflang="es" href="https://wellness.example/es/programs?category=detox">',
      '<link rel="alternate" hreflang="fr" href="https://wellness.example/fr/programs?category=detox">',
      '<link rel="alternate" hreflang="x-default" href="https://wellness.example/programs?category=detox">',
    ]);
  });

  it('writes the home page without a trailing slash in each language', () => {
    const page = pageAt('/es');
    pageLanguage(page);
    alternateLanguages(page);
    expect(links(page)[1]).toBe('<link rel="alternate" hreflang="es" href="https://wellness.example/es">');
  });

  it('leaves out a 404 and a private page', () => {
    const missing = pageAt('/nowhere');
    (missing as unknown as { status: number }).status = 404;
    alternateLanguages(missing);
    const guarded = pageAt('/dashboard');
    (guarded as unknown as { headers: Record<string, string> }).headers['x-robots-tag'] = 'noindex';
    alternateLanguages(guarded);
    expect([...links(missing), ...links(guarded)]).toEqual([]);
  });
});
