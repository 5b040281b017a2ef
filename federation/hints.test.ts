import { http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { firstPaintHints } from './hints.mjs';

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
    expect(body).toBe('<div id="first-paint" class="first-paint-layout"><main class="first-paint-main" inert data-under-header="false"><h1>About us</h1></main></div>');
    expect(head).toContain('<link rel="stylesheet" href="http://m.test/area.css">');
    expect(head).toContain('<link rel="preload" href="http://m.test/route-about.1.js" as="script">');
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
});
