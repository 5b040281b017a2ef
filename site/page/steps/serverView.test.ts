import type { RuntimeConfig } from '@wellness/shared/contract';
import { delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { makePage, pageHtml } from '../pipeline.mjs';
import { remoteFiles } from '../remoteFiles.mjs';
import { evaluateBundle } from '../serverBundle.mjs';
import { PAGE_STEPS } from '../steps.mjs';

const config: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    marketing: { manifest: 'http://m.test/mf-manifest.json', paths: ['/'] },
    catalog: { manifest: 'http://c.test/mf-manifest.json', paths: ['/program-details'] },
    dashboards: { manifest: 'http://d.test/mf-manifest.json', paths: ['/dashboard'] },
  },
  siteUrl: 'https://wellness.example',
};

/** A remote's server bundle as its build publishes it: CommonJS, rendering with what the API answers. */
const BUNDLE = `
const { format } = require('node:util');
exports.renderServerView = async (request) => {
  const answer = await request.api('/api/programs/by-slug/' + request.rest);
  if (answer.status === 0) { const e = new Error('no answer'); e.name = 'NoServerView'; throw e; }
  if (request.rest === 'boom') throw new Error('the view broke');
  if (answer.status === 404 || answer.status === 410) {
    return { kind: 'page', status: answer.status, html: '<h1>Program not found.</h1>', head: { title: 'Program not found', description: 'Gone.', canonical: '/program-details/' + request.rest, noindex: true } };
  }
  if (answer.data.slug !== request.rest) return { kind: 'redirect', status: 301, location: '/program-details/' + answer.data.slug };
  return {
    kind: 'page', status: 200, html: format('<h1>%s</h1><p>%s</p>', answer.data.name, request.origin),
    head: { title: answer.data.name + ' · Wellness', description: 'A week of <calm> & "rest".', canonical: '/program-details/' + answer.data.slug, image: '/media/zen.webp', jsonLd: [{ '@type': 'Product', name: answer.data.name }] },
  };
};`;

const TEMPLATE = '<!doctype html><html><head><meta name="description" content="The shell\'s." /><link rel="icon" href="/favicon.svg"><title>The shell</title></head><body><div id="root"></div></body></html>';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [{ path: './Area', assets: { js: { sync: ['area.js'], async: ['route-program-details.1.js'] }, css: { sync: [], async: [] } } }],
};

/** What the server has read of the remotes: a new server for each case. */
let files = remoteFiles();

async function serve(path: string, site: RuntimeConfig = config, origin = 'http://localhost:3000', headers: Record<string, string> = {}) {
  const page = await makePage({ url: new URL(path, origin), config: site, files, headers }, PAGE_STEPS);
  const html = pageHtml(TEMPLATE, page);
  const handshake = JSON.parse(/<script type="application\/json" id="site-handshake">(.*?)<\/script>/.exec(html)![1]!);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  return { page, html, handshake, jsonLd };
}

describe('a page rendered by its server view', () => {
  startMockApi();
  afterEach(() => jest.restoreAllMocks());
  let bundleAsked = 0;
  beforeEach(() => {
    files = remoteFiles();
    bundleAsked = 0;
    server.use(
      http.get('http://c.test/mf-manifest.json', () => HttpResponse.json(manifest)),
      http.get('http://c.test/first-view/server.json', () => HttpResponse.json({ bundle: 'server.abc123.cjs', routes: ['/program-details'] })),
      http.get('http://c.test/first-view/server.abc123.cjs', () => {
        bundleAsked += 1;
        return HttpResponse.text(BUNDLE);
      }),
      http.get('http://c.test/first-view/route-program-details.html', () => HttpResponse.text('<p>Loading</p>')),
      http.get('http://c.test/first-view/route-program-details.data.json', () => HttpResponse.json(['/api/programs/by-slug/{slug}'])),
      ...['m', 'c', 'd'].map((r) => http.get(`http://${r}.test/navigation.json`, () => new HttpResponse(null, { status: 404 }))),
      http.get('http://api.test/api/programs/by-slug/:slug', async ({ params }) => {
        if (params.slug === 'slow') await delay(1_300);
        if (params.slug === 'gone') return HttpResponse.json({ error: 'Program not found' }, { status: 410 });
        if (params.slug === 'nope') return HttpResponse.json({ error: 'Program not found' }, { status: 404 });
        const slug = params.slug === 'old-zen' ? 'kyoto-zen' : String(params.slug);
        return HttpResponse.json({ data: { slug, name: 'Kyoto <Zen>' } });
      }),
    );
  });

  it("writes the view's content, its own title and description, canonical, Open Graph, Twitter card and JSON-LD", async () => {
    const { page, html, jsonLd } = await serve('/program-details/kyoto-zen');
    expect(page.status).toBe(200);
    expect(html).toContain('<h1>Kyoto <Zen></h1><p>https://wellness.example</p>');
    expect(html).toContain('<title>Kyoto &lt;Zen&gt; · Wellness</title>');
    expect(html).not.toContain('The shell');
    expect(html).toContain('<meta name="description" content="A week of &lt;calm> &amp; &quot;rest&quot;.">');
    expect(html).toContain('<link rel="canonical" href="https://wellness.example/program-details/kyoto-zen">');
    expect(html).toContain('<meta property="og:url" content="https://wellness.example/program-details/kyoto-zen">');
    expect(html).toContain('<meta property="og:image" content="https://wellness.example/media/zen.webp">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('noindex');
    expect(jsonLd.map((o) => o['@type'])).toEqual(['Product', 'WebPage', 'Organization']);
    expect(jsonLd[1]).toEqual({
      '@context': 'https://schema.org', '@type': 'WebPage', url: 'https://wellness.example/program-details/kyoto-zen',
      name: 'Kyoto <Zen> · Wellness', inLanguage: 'en',
    });
    expect(jsonLd[2]).toMatchObject({ url: 'https://wellness.example/', name: 'Wellness Travel' });
  });

  it("says the page's language in its structured data: a French page's WebPage is in French at its French address", async () => {
    const { jsonLd } = await serve('/fr/program-details/kyoto-zen');
    expect(jsonLd[0]).not.toHaveProperty('inLanguage'); // a Product takes none
    expect(jsonLd[1]).toMatchObject({ '@type': 'WebPage', url: 'https://wellness.example/fr/program-details/kyoto-zen', inLanguage: 'fr' });
  });

  it("hands the page the answers the view used, and starts no call for what the HTML holds", async () => {
    const { handshake, html } = await serve('/program-details/kyoto-zen');
    expect(handshake.data).toEqual({ '/api/programs/by-slug/kyoto-zen': { slug: 'kyoto-zen', name: 'Kyoto <Zen>' } });
    expect(handshake.started).toEqual({});
    expect(html).not.toContain('<link rel="preload" href="http://api.test');
    expect(html).not.toContain('<Zen></h1></script>');
  });

  it('answers 404 for a program that never existed and 410 for one withdrawn, noindex', async () => {
    const missing = await serve('/program-details/nope');
    expect(missing.page.status).toBe(404);
    expect(missing.html).toContain('<h1>Program not found.</h1>');
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
    expect((await serve('/program-details/gone')).page.status).toBe(410);
  });

  it("redirects (301) an old slug to the program's own, and ends the page there", async () => {
    const { page } = await serve('/program-details/old-zen');
    expect(page.status).toBe(301);
    expect(page.headers.Location).toBe('/program-details/kyoto-zen');
    expect(page.done).toBe(true);
  });

  it('falls back to the first view when the view fails or the API does not answer in time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await serve('/program-details/boom');
    expect(broken.page.status).toBe(200);
    expect(broken.html).toContain('<p>Loading</p>');
    expect(broken.html).toContain('<title>The shell</title>');
    expect(error).toHaveBeenCalledTimes(1);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const slow = await serve('/program-details/slow');
    expect(slow.html).toContain('<p>Loading</p>');
    expect(warn).toHaveBeenCalledWith('[site] the API did not answer /api/programs/by-slug/slow within 1000 ms; its server view goes without it');
    expect(slow.handshake.started).toEqual({ '/api/programs/by-slug/slow': 'http://api.test/api/programs/by-slug/slow' });
    // Declining (no answer in time) is no failure: nothing more logged.
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('loads a bundle once per address', async () => {
    await serve('/program-details/kyoto-zen');
    // A few seconds on, the server reads the remote's files again.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_000);
    await serve('/program-details/nope');
    expect(bundleAsked).toBe(1);
  });

  it('never takes the canonical origin from the Host the visitor sent: the config’s siteUrl, else SITE_URL, else the local site', async () => {
    const { siteUrl, ...withoutSiteUrl } = config;
    void siteUrl;
    // The server builds the page's URL from the request's Host header: a visitor may send any.
    const forged = await serve('/program-details/kyoto-zen', config, 'http://evil.example');
    expect(forged.html).toContain('<link rel="canonical" href="https://wellness.example/program-details/kyoto-zen">');
    expect(forged.html).not.toContain('evil.example');
    const saved = process.env.SITE_URL;
    try {
      delete process.env.SITE_URL;
      const local = await serve('/program-details/kyoto-zen', withoutSiteUrl, 'http://evil.example');
      expect(local.html).toContain('<link rel="canonical" href="http://localhost:3000/program-details/kyoto-zen">');
      expect(local.html).toContain('<meta property="og:url" content="http://localhost:3000/program-details/kyoto-zen">');
      expect(local.html).not.toContain('evil.example');
      process.env.SITE_URL = 'https://configured.example';
      const configured = await serve('/program-details/kyoto-zen', withoutSiteUrl, 'http://evil.example');
      expect(configured.html).toContain('<link rel="canonical" href="https://configured.example/program-details/kyoto-zen">');
      // Not an origin: the safe default.
      process.env.SITE_URL = 'javascript:alert(1)';
      expect((await serve('/program-details/kyoto-zen', { ...withoutSiteUrl, siteUrl: 'https://x.example/path' }, 'http://evil.example')).html).toContain('href="http://localhost:3000/program-details/kyoto-zen"');
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
  });

  it("serves a page of a remote without server views as before", async () => {
    server.use(http.get('http://c.test/first-view/server.json', () => new HttpResponse(null, { status: 404 })));
    const { page, html, handshake } = await serve('/program-details/kyoto-zen');
    expect(page.status).toBe(200);
    expect(html).toContain('<p>Loading</p>');
    expect(html).not.toContain('rel="canonical"');
    expect(handshake.data).toEqual({});
  });
});

/** A visitor's session token as the API signs it (three base64url parts). */
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.c2lnbmF0dXJl';

/** The dashboards' bundle: the user dashboard with the visitor's bookings, asked with their session. */
const PRIVATE_BUNDLE = `
exports.renderServerView = async (request) => {
  if (!request.signedIn) { const e = new Error('no session'); e.name = 'NoServerView'; throw e; }
  const answer = await request.api('/api/bookings/mine');
  if (answer.status !== 200) { const e = new Error('refused'); e.name = 'NoServerView'; throw e; }
  return { kind: 'page', status: 200, html: '<h1>Bookings: ' + answer.data.bookings.join(', ') + '</h1>', head: { title: 'My Programs', description: 'Yours.', canonical: '/dashboard/user', noindex: true } };
};`;

describe('a private page rendered with the visitor’s session (ADR 0018)', () => {
  startMockApi();
  const sent: { authorization: string | null; language: string | null }[] = [];
  beforeEach(() => {
    files = remoteFiles();
    sent.length = 0;
    const dashboardsManifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ path: './Area', assets: { js: { sync: ['area.js'], async: ['route-dashboard-user.1.js'] }, css: { sync: [], async: [] } } }],
    };
    server.use(
      http.get('http://d.test/mf-manifest.json', () => HttpResponse.json(dashboardsManifest)),
      http.get('http://d.test/navigation.json', () => HttpResponse.json({ entries: [], guards: [{ path: '/dashboard', roles: [] }] })),
      http.get('http://d.test/first-view/server.json', () => HttpResponse.json({ bundle: 'server.def456.cjs', routes: ['/dashboard/user'] })),
      http.get('http://d.test/first-view/server.def456.cjs', () => HttpResponse.text(PRIVATE_BUNDLE)),
      http.get('http://d.test/first-view/route-dashboard-user.html', () => HttpResponse.text('<p>Bookings loading</p>')),
      http.get('http://d.test/first-view/route-dashboard-user.data.json', () => HttpResponse.json(['/api/bookings/mine'])),
      ...['m', 'c'].map((r) => http.get(`http://${r}.test/navigation.json`, () => new HttpResponse(null, { status: 404 }))),
      http.get('http://api.test/api/bookings/mine', ({ request }) => {
        const authorization = request.headers.get('authorization');
        sent.push({ authorization, language: request.headers.get('accept-language') });
        return authorization === `Bearer ${TOKEN}` ? HttpResponse.json({ data: { bookings: ['Kyoto Zen'] } }) : HttpResponse.json({ error: 'Sign in' }, { status: 401 });
      }),
    );
  });

  it('holds their own data, asked with their session in the page’s language, and is stored by no cache', async () => {
    const { page, html, handshake } = await serve('/es/dashboard/user', config, undefined, { cookie: `lang=es; wellness_session=${TOKEN}` });
    expect(html).toContain('<h1>Bookings: Kyoto Zen</h1>');
    expect(sent).toEqual([{ authorization: `Bearer ${TOKEN}`, language: 'es' }]);
    // The app takes the same answer from the handshake, and the shell's entry starts no call of its own.
    expect(handshake.data).toEqual({ '/api/bookings/mine': { bookings: ['Kyoto Zen'] } });
    expect(handshake.session).toEqual({});
    expect(page.headers['Cache-Control']).toBe('private, no-store');
  });

  it('is its first view without the session’s cookie, or when the API refuses the session', async () => {
    for (const headers of [{}, { cookie: 'wellness_session=eyJ.expired.token' }, { cookie: 'wellness_session=not-a-token' }] as Record<string, string>[]) {
      const { html, handshake } = await serve('/dashboard/user', config, undefined, headers);
      expect(html).toContain('<p>Bookings loading</p>');
      expect(handshake.data).toEqual({});
      // Its first call is started by the shell's entry, with the session it has.
      expect(handshake.session).toEqual({ '/api/bookings/mine': 'http://api.test/api/bookings/mine' });
    }
    // What is not a token is never sent on.
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer eyJ.expired.token']);
  });
});

describe('a public page', () => {
  startMockApi();
  it('never sends the visitor’s session to the API, even when the browser sent it', async () => {
    files = remoteFiles();
    const seen: (string | null)[] = [];
    server.use(
      http.get('http://c.test/mf-manifest.json', () => HttpResponse.json(manifest)),
      http.get('http://c.test/first-view/server.json', () => HttpResponse.json({ bundle: 'server.abc123.cjs', routes: ['/program-details'] })),
      http.get('http://c.test/first-view/server.abc123.cjs', () => HttpResponse.text(BUNDLE)),
      ...['m', 'c', 'd'].map((r) => http.get(`http://${r}.test/navigation.json`, () => new HttpResponse(null, { status: 404 }))),
      http.get('http://api.test/api/programs/by-slug/:slug', ({ request, params }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { slug: params.slug, name: 'Kyoto Zen' } });
      }),
    );
    const { html, page } = await serve('/program-details/kyoto-zen', config, undefined, { cookie: `wellness_session=${TOKEN}` });
    expect(html).toContain('<h1>Kyoto Zen</h1>');
    expect(seen).toEqual([null]);
    expect(page.headers['Cache-Control']).toBeUndefined();
  });
});

describe("a remote's server bundle", () => {
  it('may require only Node’s own modules', () => {
    expect(evaluateBundle('exports.renderServerView = () => require("node:path").sep;', 'ok.cjs').renderServerView({})).toBe('/');
    expect(() => evaluateBundle('require("left-pad"); exports.renderServerView = () => null;', 'bad.cjs')).toThrow(/may require only Node's own modules/);
    expect(() => evaluateBundle('exports.other = 1;', 'none.cjs')).toThrow(/exports no renderServerView/);
  });
});
