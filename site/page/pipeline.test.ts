import type { NavigationDeclaration, RuntimeConfig } from '@wellness/shared/contract';
import { http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { attr, escapeHtml } from './html.mjs';
import { makePage, pageHtml, type Chrome } from './pipeline.mjs';
import { remoteFiles } from './remoteFiles.mjs';
import { PAGE_STEPS } from './steps.mjs';

const config: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    marketing: { manifest: 'http://m.test/mf-manifest.json', paths: ['/', '/about'] },
    catalog: { manifest: 'http://c.test/mf-manifest.json', paths: ['/explore', '/program-details'] },
    dashboards: { manifest: 'http://d.test/mf-manifest.json', paths: ['/dashboard'], footer: false },
  },
};

const manifest = (js: string[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [{ path: './Area', assets: { js: { sync: ['area.js'], async: js }, css: { sync: ['area.css'], async: [] } } }],
});

const marketingNavigation: NavigationDeclaration = {
  entries: [
    { id: 'home', label: 'Home', to: '/', show: [{ in: 'header', order: 10 }] },
    { id: 'about', label: 'About', to: '/about', show: [{ in: 'header', order: 40 }] },
  ],
  underHeader: ['/'],
};
const dashboardsNavigation: NavigationDeclaration = {
  entries: [{ id: 'user-programs', label: 'My Programs', to: '/dashboard/user', audience: { roles: ['user'] }, show: [{ in: 'sidebar', order: 10 }] }],
  guards: [{ path: '/dashboard/user', roles: ['user'] }],
};

const TEMPLATE = '<!doctype html><html><head><link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/shell.css"></head><body><div id="root"></div><script async src="/main.1.js"></script></body></html>';

/** What the server has read of the remotes: a new server for each case. */
let files = remoteFiles();

/** A few seconds on: the server reads the remotes' files again. */
const secondsLater = (now = Date.now() + 10_000) => jest.spyOn(Date, 'now').mockReturnValue(now);

/** The page at `path` as the site serves it, with the shell's header and footer when `chrome` is given. */
async function serve(path: string, { chrome, site = config }: { chrome?: (pathname: string, footer: boolean, underHeader: boolean) => Chrome; site?: RuntimeConfig } = {}) {
  const url = new URL(path, 'http://localhost:3000');
  const page = await makePage(
    { url, config: site, files, chrome: chrome && ((navigation, pathname, footer) => chrome(pathname, footer, Boolean(navigation.marketing?.underHeader?.includes(pathname)))) },
    PAGE_STEPS,
  );
  const html = pageHtml(TEMPLATE, page);
  const handshake = JSON.parse(/<script type="application\/json" id="site-handshake">(.*?)<\/script>/.exec(html)![1]!);
  const view = /<div id="first-view"[^>]*>.*?<\/div>(?=<template|<script type="application\/json")/.exec(html)?.[0] ?? null;
  return { page, html, handshake, view, head: /<head>(.*)<\/head>/.exec(html)![1]! };
}

describe('a page of the site', () => {
  startMockApi();
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => {
    files = remoteFiles();
    server.use(
      http.get('http://m.test/mf-manifest.json', () => HttpResponse.json(manifest(['route-about.1.js', 'route-index.1.js']))),
      http.get('http://m.test/navigation.json', () => HttpResponse.json(marketingNavigation)),
      http.get('http://m.test/first-view/route-about.html', () => HttpResponse.text('<h1>About us</h1>')),
      http.get('http://m.test/first-view/route-about.data.json', () => new HttpResponse(null, { status: 404 })),
      http.get('http://c.test/mf-manifest.json', () => HttpResponse.json(manifest(['route-program-details.1.js']))),
      http.get('http://c.test/navigation.json', () => new HttpResponse(null, { status: 404 })),
      http.get('http://c.test/first-view/route-program-details.html', () => new HttpResponse(null, { status: 404 })),
      http.get('http://c.test/first-view/route-program-details.data.json', () => HttpResponse.json(['/api/programs/by-slug/{slug}'])),
      http.get('http://d.test/mf-manifest.json', () => HttpResponse.json(manifest(['route-dashboard-user.1.js']))),
      http.get('http://d.test/navigation.json', () => HttpResponse.json(dashboardsNavigation)),
      http.get('http://d.test/first-view/route-dashboard-user.html', () => HttpResponse.text('<h1>My Programs</h1>')),
      http.get('http://d.test/first-view/route-dashboard-user.data.json', () => HttpResponse.json(['/api/bookings/mine'])),
      // No remote here publishes server views (./steps/serverView.test.ts has those).
      ...['m', 'c', 'd'].map((r) => http.get(`http://${r}.test/first-view/server.json`, () => new HttpResponse(null, { status: 404 }))),
    );
  });

  it("puts a prerendered view before the app's root, inert, with its styles linked and the area's scripts held until it has painted", async () => {
    const { html, view, head } = await serve('/about');
    expect(view).toBe('<div id="first-view" class="first-view-layout" inert><main class="first-view-main" data-under-header="false"><h1>About us</h1></main></div>');
    expect(head).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"><link rel="preconnect" href="http://m.test" crossorigin="anonymous">');
    expect(head).toContain('<link rel="stylesheet" href="http://m.test/area.css">');
    expect(html).toContain('<template id="preloads-after-first-paint"><link rel="preload" href="http://m.test/remoteEntry.js" as="script"><link rel="preload" href="http://m.test/area.js" as="script"><link rel="preload" href="http://m.test/route-about.1.js" as="script"></template>');
  });

  it("holds no script of a page whose content waits for the calls made with the session: its first view is only a frame", async () => {
    const { html, view } = await serve('/dashboard/user');
    expect(view).toContain('<h1>My Programs</h1>');
    expect(html).not.toContain('<template');
    expect(html).toContain('<link rel="preload" href="http://d.test/route-dashboard-user.1.js" as="script">');
  });

  it('preloads the styles of a page without a first view, and holds no script', async () => {
    const { html, view, head } = await serve('/program-details');
    expect(view).toBeNull();
    expect(head).toContain('<link rel="preload" href="http://c.test/area.css" as="style">');
    expect(head).toContain('<link rel="preload" href="http://c.test/route-program-details.1.js" as="script">');
    expect(html).not.toContain('<template');
  });

  it("hands the page the live remotes' navigation, each with the release it comes from, without the side menus a remote renders itself", async () => {
    const { handshake, page } = await serve('/about');
    expect(handshake.navigation).toEqual({
      marketing: { manifest: 'http://m.test/mf-manifest.json', declaration: marketingNavigation },
      dashboards: { manifest: 'http://d.test/mf-manifest.json', declaration: { ...dashboardsNavigation, entries: [] } },
    });
    // The full declarations, side menus included, for the steps that follow.
    expect(page.navigation.dashboards).toEqual(dashboardsNavigation);
  });

  it('leaves out a declaration that is not one, and keeps the last good one through a failed read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('http://m.test/navigation.json', () => HttpResponse.json({ entries: [{ id: 'x', label: 'X', to: 'javascript:alert(1)', show: [{ in: 'header', order: 1 }] }] })));
    expect((await serve('/about')).handshake.navigation.marketing).toBeUndefined();
    secondsLater();
    server.use(http.get('http://m.test/navigation.json', () => HttpResponse.json(marketingNavigation)));
    expect((await serve('/about')).handshake.navigation.marketing).toBeDefined();
  });

  it('moves the preload of the view\'s largest image from the view to the top of the head', async () => {
    server.use(
      http.get('http://m.test/first-view/route-about.html', () =>
        HttpResponse.text('<link rel="preload" as="image" href="/logo.svg"/><link rel="preload" as="image" imageSrcSet="/a-480.webp 480w" fetchPriority="high"/><h1>About us</h1>'),
      ),
    );
    const { html, view } = await serve('/about');
    expect(html).toContain('<head><link rel="preload" as="image" imageSrcSet="/a-480.webp 480w" fetchPriority="high"/><link rel="icon"');
    expect(view).toContain('<main class="first-view-main" data-under-header="false"><link rel="preload" as="image" href="/logo.svg"/><h1>About us</h1></main>');
  });

  it("puts the shell's header as on that page and its footer around the view, unless the area has no footer", async () => {
    const chrome = (pathname: string, footer: boolean, underHeader: boolean) => ({ header: `<header>${pathname}</header>`, footer: footer ? '<footer>Links</footer>' : '', underHeader });
    expect((await serve('/about', { chrome })).view).toBe(
      '<div id="first-view" class="first-view-layout" inert><div class="first-view-header"><header>/about</header></div><main class="first-view-main" data-under-header="false"><h1>About us</h1></main><footer>Links</footer></div>',
    );
    const withoutFooter = { ...config, remotes: { ...config.remotes, marketing: { ...config.remotes.marketing, footer: false } } };
    expect((await serve('/about', { chrome, site: withoutFooter })).view).not.toContain('<footer>');
    // No view, no header either: the app renders the page as it comes.
    expect((await serve('/program-details', { chrome })).view).toBeNull();
  });

  it('lays the first view out under the header where the remotes say the page runs under it', async () => {
    server.use(
      http.get('http://m.test/first-view/route-index.html', () => HttpResponse.text('<h1>Home</h1>')),
      http.get('http://m.test/first-view/route-index.data.json', () => new HttpResponse(null, { status: 404 })),
    );
    const chrome = (pathname: string, _footer: boolean, underHeader: boolean) => ({ header: '<header></header>', footer: '', underHeader });
    expect((await serve('/', { chrome })).view).toContain('<main class="first-view-main" data-under-header="true">');
  });

  it('starts the API calls a page makes first, its {slug} from the rest of the path or the query, and names them in the handshake', async () => {
    const byPath = await serve('/program-details/sedona%20retreat');
    expect(byPath.head).toContain('<link rel="preload" href="http://api.test/api/programs/by-slug/sedona%20retreat" as="fetch" crossorigin="anonymous">');
    expect(byPath.handshake.started).toEqual({ '/api/programs/by-slug/sedona%20retreat': 'http://api.test/api/programs/by-slug/sedona%20retreat' });
    const byQuery = await serve('/program-details?slug=kyoto');
    expect(byQuery.handshake.started).toEqual({ '/api/programs/by-slug/kyoto': 'http://api.test/api/programs/by-slug/kyoto' });
  });

  it("names a guarded page's first calls for the shell to start with the session, and preloads none (the server has no session), but opens the API's connection", async () => {
    const { head, handshake } = await serve('/dashboard/user');
    expect(handshake.session).toEqual({ '/api/bookings/mine': 'http://api.test/api/bookings/mine' });
    expect(handshake.started).toEqual({});
    expect(head).not.toContain('href="http://api.test/api');
    // The calls are made without credentials (the token is a header): the connection they use is the anonymous one.
    expect(head.match(/<link rel="preconnect" href="http:\/\/api\.test"[^>]*>/g)).toEqual(['<link rel="preconnect" href="http://api.test" crossorigin="anonymous">']);
    expect((await serve('/program-details/kyoto')).head).not.toContain('<link rel="preconnect" href="http://api.test"');
    // A public page's calls are the server's to start.
    expect((await serve('/program-details/kyoto')).handshake.session).toEqual({});
  });

  it('starts no call whose parameter is unknown', async () => {
    const { head, handshake } = await serve('/program-details');
    expect(head).not.toContain('api.test');
    expect(handshake.started).toEqual({});
  });

  it('writes values into the handshake so that none can end its script', async () => {
    const { html, handshake } = await serve('/program-details/%3C%2Fscript%3E%3Cscript%3Ealert(1)');
    // The organisation's JSON-LD, the handshake and the shell's script: nothing else closes a script.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(Object.keys(handshake.started)).toEqual(['/api/programs/by-slug/%3C%2Fscript%3E%3Cscript%3Ealert(1)']);
  });

  it('finds the area of a path its remote publishes (its top-level paths), the config giving none; the config\'s word first', async () => {
    server.use(
      http.get('http://m.test/navigation.json', () => HttpResponse.json({ ...marketingNavigation, paths: ['/', '/about', '/retreat-guide', '/explore'] })),
      http.get('http://m.test/first-view/route-retreat-guide.html', () => HttpResponse.text('<h1>How to choose a retreat</h1>')),
      http.get('http://m.test/first-view/route-retreat-guide.data.json', () => new HttpResponse(null, { status: 404 })),
      http.get('http://m.test/mf-manifest.json', () => HttpResponse.json(manifest(['route-about.1.js', 'route-index.1.js', 'route-retreat-guide.1.js']))),
    );
    const published = { ...config, remotes: { ...config.remotes, marketing: { manifest: config.remotes.marketing.manifest } } };
    const guide = await serve('/retreat-guide', { site: published });
    expect([guide.page.status, guide.page.area]).toEqual([200, 'marketing']);
    expect(guide.view).toContain('<h1>How to choose a retreat</h1>');
    expect(guide.html).toContain('<link rel="preload" href="http://m.test/route-retreat-guide.1.js" as="script">');
    // A path the config gives another remote stays that remote's.
    expect((await serve('/explore', { site: published })).page.area).toBe('catalog');
    expect((await serve('/retreat-guide/below', { site: published })).page.area).toBe('marketing');
    expect((await serve('/retreat-guides', { site: published })).page.status).toBe(404);
  });

  it('serves a path no area owns with status 404 and the shell alone (which takes the visitor home), its handshake and its headers', async () => {
    const { page, head, handshake } = await serve('/no/such/page');
    expect(page.status).toBe(404);
    // …but the shell's own /index.html, the service worker's offline page, answers 200 (a 404 would fail its install).
    expect((await serve('/index.html')).page.status).toBe(200);
    expect(head).toBe(
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/shell.css"><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">'
      + '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","@id":"http://localhost:3000/#organization","name":"Wellness Travel","url":"http://localhost:3000/","logo":"http://localhost:3000/media/brand/favicon.svg","description":"Exclusive wellness retreats, longevity clinics and elite health programs worldwide."}</script>',
    );
    expect(Object.keys(handshake.navigation)).toEqual(['marketing', 'dashboards']);
    expect(page.headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('lets a step end the page with a status of its own, and no later step runs', async () => {
    const later = jest.fn();
    const page = await makePage({ url: new URL('http://localhost/gone'), config, files }, [
      (p) => {
        p.status = 410;
        p.done = true;
      },
      later,
    ]);
    expect(page.status).toBe(410);
    expect(later).not.toHaveBeenCalled();
  });
});

describe('text in the page is never a replacement pattern', () => {
  // `$'` is the text after a match, `` $` `` the text before it, `$&` the match, `$1` a group: a visitor's search or a
  // program's name holding them once made the page repeat parts of itself (10 app roots, raw HTML as its title).
  const patterns = ["$'", '$`', '$&', '$1', '$$', "q=$'&x=$`"];
  it.each(patterns)('%s in the title, description, head, view and handshake is written as it is', async (text) => {
    const page = await makePage({ url: new URL(`/search?q=${encodeURIComponent(text)}`, 'http://localhost:3000'), config, files }, []);
    page.title = `Results for ${text}`;
    page.description = `Programs matching ${text}`;
    page.head.push(`<meta property="og:title" content="${text}">`);
    page.headFirst.push(`<link rel="preload" href="/a.png?${text}" as="image">`);
    page.beforeRoot.push(`<div id="first-view"><h1>${text}</h1></div>`);
    page.handshake.data = { '/api/search': { q: text } };
    const template = TEMPLATE.replace('<head>', () => '<head><title>The shell</title><meta name="description" content="The site">');
    const html = pageHtml(template, page);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escapeHtml(`Results for ${text}`)}</title>`);
    expect(html).toContain(`<meta name="description" content="${attr(`Programs matching ${text}`)}">`);
    expect(html).toContain(`<meta property="og:title" content="${text}"></head>`);
    expect(html).toContain(`<h1>${text}</h1></div><script type="application/json" id="site-handshake">`);
    expect(html).toContain(`<link rel="preload" href="/a.png?${text}" as="image"><link rel="icon"`);
    expect(JSON.parse(/<script type="application\/json" id="site-handshake">(.*?)<\/script>/.exec(html)![1]!).data).toEqual({ '/api/search': { q: text } });
    expect(html.startsWith('<!doctype html><html><head>')).toBe(true);
    expect(html.endsWith('<script async src="/main.1.js"></script></body></html>')).toBe(true);
  });
});
