import { http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { fillView, firstPaintHints, holdScriptPreloads } from './hints.mjs';

const config = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    marketing: { manifest: 'http://m.test/mf-manifest.json', paths: ['/', '/about'] },
    catalog: { manifest: 'http://c.test/mf-manifest.json', paths: ['/explore', '/program-details'] },
  },
};

const manifest = (js: string[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [{ path: './Area', assets: { js: { sync: ['area.js'], async: js }, css: { sync: ['area.css'], async: [] } } }],
});

describe('firstPaintHints', () => {
  startMockApi();
  beforeEach(() => {
    server.use(
      http.get('http://m.test/mf-manifest.json', () => HttpResponse.json(manifest(['route-about.1.js']))),
      http.get('http://m.test/first-paint/route-about.html', () => HttpResponse.text('<h1>About us</h1>')),
      http.get('http://m.test/first-paint/route-about.data.json', () => new HttpResponse(null, { status: 404 })),
      http.get('http://c.test/mf-manifest.json', () => HttpResponse.json(manifest(['route-program-details.1.js']))),
      http.get('http://c.test/first-paint/route-program-details.html', () => new HttpResponse(null, { status: 404 })),
      http.get('http://c.test/first-paint/route-program-details.data.json', () => HttpResponse.json(['/api/programs/by-slug/{slug}'])),
    );
  });

  it("puts a prerendered view before the app's root, with its styles and the area's preloads", async () => {
    const { head, body } = await firstPaintHints(config, '/about');
    expect(body).toBe('<div id="first-paint" class="first-paint-layout" inert><main class="first-paint-main" data-under-header="false"><h1>About us</h1></main></div>');
    expect(head).toContain('<link rel="stylesheet" href="http://m.test/area.css">');
    expect(head).toContain('<link rel="preload" href="http://m.test/route-about.1.js" as="script">');
  });

  it('moves the preload of the view\'s largest image from the view to the top of the head', async () => {
    // A remote of its own: files are kept for 5 s, and the other tests' views were fetched already.
    const images = { ...config, remotes: { images: { manifest: 'http://i.test/mf-manifest.json', paths: ['/about'] } } };
    server.use(
      http.get('http://i.test/mf-manifest.json', () => HttpResponse.json(manifest(['route-about.1.js']))),
      http.get('http://i.test/first-paint/route-about.html', () =>
        HttpResponse.text('<link rel="preload" as="image" href="/logo.svg"/><link rel="preload" as="image" imageSrcSet="/a-480.webp 480w" fetchPriority="high"/><h1>About us</h1>'),
      ),
      http.get('http://i.test/first-paint/route-about.data.json', () => new HttpResponse(null, { status: 404 })),
    );
    const { first, body } = await firstPaintHints(images, '/about');
    expect(first).toBe('<link rel="preload" as="image" imageSrcSet="/a-480.webp 480w" fetchPriority="high"/>');
    expect(body).toContain('<main class="first-paint-main" data-under-header="false"><link rel="preload" as="image" href="/logo.svg"/><h1>About us</h1></main>');
  });

  it("puts the shell's header as on that page (or any other) and its footer around the view, unless the area has no footer", async () => {
    const chrome = { header: { '/about': '<header>About current</header>', '*': '<header>none current</header>' }, footer: '<footer>Links</footer>' };
    expect((await firstPaintHints(config, '/about', '', chrome)).body).toBe(
      '<div id="first-paint" class="first-paint-layout" inert><div class="first-paint-header"><header>About current</header></div><main class="first-paint-main" data-under-header="false"><h1>About us</h1></main><footer>Links</footer></div>',
    );
    const { '/about': _, ...elsewhere } = chrome.header;
    expect((await firstPaintHints(config, '/about', '', { ...chrome, header: elsewhere })).body).toContain('<div class="first-paint-header"><header>none current</header></div>');
    const withoutFooter = { ...config, remotes: { ...config.remotes, marketing: { ...config.remotes.marketing, footer: false } } };
    expect((await firstPaintHints(withoutFooter, '/about', '', chrome)).body).not.toContain('<footer>');
    // No view, no header either: the app renders the page as it comes.
    expect((await firstPaintHints(config, '/program-details', '', chrome)).body).toBeNull();
  });

  it('starts the API calls a page makes first, its {slug} from the rest of the path or from the query', async () => {
    const byPath = await firstPaintHints(config, '/program-details/sedona%20retreat');
    expect(byPath.body).toBeNull();
    expect(byPath.head).toContain('<link rel="preload" href="http://api.test/api/programs/by-slug/sedona%20retreat" as="fetch" crossorigin="anonymous">');
    const byQuery = await firstPaintHints(config, '/program-details', '?slug=kyoto');
    expect(byQuery.head).toContain('<link rel="preload" href="http://api.test/api/programs/by-slug/kyoto" as="fetch" crossorigin="anonymous">');
  });

  it('starts no call whose parameter is unknown', async () => {
    const { head } = await firstPaintHints(config, '/program-details');
    expect(head).not.toContain('api.test');
  });

  it("completes a view with the answer of the page's first call, escaped; without an answer, serves the loading view", async () => {
    const template = '<h1>{{name}}</h1><img src="{{image}}" alt="{{name}}, {{location}}">';
    // A remote of its own: the hints keep a remote's files for a few seconds, and the other tests read this one's.
    const withViews = { ...config, remotes: { catalog: { manifest: 'http://views.test/mf-manifest.json', paths: ['/program-details'] } } };
    server.use(
      http.get('http://views.test/mf-manifest.json', () => HttpResponse.json(manifest(['route-program-details.1.js']))),
      http.get('http://views.test/first-paint/route-program-details.html', () => HttpResponse.text('<p>Loading</p>')),
      http.get('http://views.test/first-paint/route-program-details.data.json', () => HttpResponse.json(['/api/programs/by-slug/{slug}'])),
      http.get('http://views.test/first-paint/route-program-details.filled.html', () => HttpResponse.text(template)),
      http.get('http://api.test/api/programs/by-slug/kyoto', () => HttpResponse.json({ data: { name: 'Zen & <Tea> "Retreat"', location: 'Kyoto', image: '/media/k.webp' } })),
      http.get('http://api.test/api/programs/by-slug/gone', () => HttpResponse.json({ error: { message: 'Not found' } }, { status: 404 })),
    );
    const { body } = await firstPaintHints(withViews, '/program-details', '?slug=kyoto');
    expect(body).toContain('<h1>Zen &amp; &lt;Tea&gt; &quot;Retreat&quot;</h1><img src="/media/k.webp" alt="Zen &amp; &lt;Tea&gt; &quot;Retreat&quot;, Kyoto">');
    expect((await firstPaintHints(withViews, '/program-details', '?slug=gone')).body).toContain('<p>Loading</p>');
  });
});

describe('fillView', () => {
  it('fills nothing when a field is missing or not a string', () => {
    expect(fillView('<h1>{{name}}</h1>', { name: 'Sedona' })).toBe('<h1>Sedona</h1>');
    expect(fillView('<h1>{{name}}</h1>', { title: 'Sedona' })).toBeNull();
    expect(fillView('<h1>{{name}}</h1>', { name: 42 })).toBeNull();
    expect(fillView('<h1>{{name}}</h1>', null)).toBeNull();
  });

  it('takes as an address only a path of the site or an http(s) one', () => {
    const img = '<img src="{{image}}">';
    expect(fillView(img, { image: '/media/a.webp' })).toBe('<img src="/media/a.webp">');
    expect(fillView(img, { image: 'https://cdn.example/a.webp' })).toBe('<img src="https://cdn.example/a.webp">');
    expect(fillView(img, { image: 'javascript:alert(1)' })).toBeNull();
    expect(fillView(img, { image: '//evil.example/a.webp' })).toBeNull();
  });

  it('does not read a value as a template of its own', () => {
    expect(fillView('<p>{{a}} {{b}}</p>', { a: '{{b}}', b: 'x' })).toBe('<p>{{b}} x</p>');
  });
});

describe('holdScriptPreloads', () => {
  const page = (head: string) =>
    `<html><head><link rel="stylesheet" href="/app.css">${head}</head><body><div id="first-paint">view</div><div id="root"></div><script async src="/main.1.js"></script></body></html>`;

  it("holds the preloads of scripts that run after the first paint in a template before the app's root", () => {
    const held = holdScriptPreloads(
      page('<link rel="preload" href="/main.1.js" as="script"><link rel="preload" href="/react.1.js" as="script"><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="http://c.test/area.js" as="script">'),
    );
    expect(held).toBe(
      page('<link rel="preload" href="/main.1.js" as="script"><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">').replace(
        '<div id="root">',
        '<template id="preloads-after-first-paint"><link rel="preload" href="/react.1.js" as="script"><link rel="preload" href="http://c.test/area.js" as="script"></template><div id="root">',
      ),
    );
  });

  it('leaves a page whose only script preload is its entry as it was', () => {
    const unchanged = page('<link rel="preload" href="/main.1.js" as="script">');
    expect(holdScriptPreloads(unchanged)).toBe(unchanged);
  });
});
