import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { localRuntimeConfig } from '@wellness/federation/sites';
import { areaForPath, entriesIn, type PageRoute } from '@wellness/shared/contract';
import { route } from '@wellness/shared/routes';
import { chunkOf } from '@wellness/shared/routes/navigation';
import { renderArea } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { firstData, renderFirstViews, renderServerView, serverViewRoutes } from '@wellness/site/prerender-entry';
import { navigation } from '../navigation';
import { Component as Area } from './Area';
import { ROUTES } from './routes';

// The remote's next release: one more page, with a top-level path of its own, a menu entry and a server view, written
// as one row of its route table and nothing else (jest runs these mocks before the imports above).
const GUIDE = 'How to choose a retreat';
function GuidePage() {
  mockEvents.push('rendered');
  return <h1>{GUIDE}</h1>;
}
/** What happened to the guide's server view, in order (a `mock` name: jest's factory below may read it). */
const mockEvents: string[] = [];
jest.mock('./routes', () => {
  const actual = jest.requireActual<{ ROUTES: PageRoute[] }>('./routes');
  const guide: PageRoute = route('/retreat-guide', async () => ({ default: GuidePage }), {
    menu: [{ id: 'retreat-guide', label: 'Retreat guide', show: [{ in: 'header', order: 45 }, { in: 'footer', column: 'company', order: 15 }] }],
    server: async () => ({
      serverView: async () => ({
        kind: 'page', view: <GuidePage />, head: { title: `${GUIDE} · Wellness Travel`, description: 'What to ask before booking a retreat.', canonical: '/retreat-guide' },
        release: () => mockEvents.push('released'),
      }),
      firstView: () => <GuidePage />,
    }),
  });
  return { ROUTES: [...actual.ROUTES, guide] };
});
// The remote's Node build, as site/build/prerenderConfig.ts makes it: its entry reads this remote's prerender module.
jest.mock('@wellness/prerender-module', () => jest.requireActual('./prerender'), { virtual: true });

describe('a page added to the route table, and nothing else', () => {
  startMockApi();
  beforeEach(() => server.use(http.get(apiUrl('/api/programs'), () => HttpResponse.json({ data: { programs: [], total: 0 } }))));

  it('is routed by the area, and the site mounts the area on its path from what the remote publishes, the local config unchanged', async () => {
    await renderArea(Area, { route: '/retreat-guide' });
    expect(screen.getByRole('heading', { level: 1, name: GUIDE })).toBeInTheDocument();
    expect(navigation.paths).toEqual(['/', '/about', '/pricing', '/chat', '/retreat-guide']);
    const { remotes } = localRuntimeConfig();
    expect(areaForPath({ remotes }, '/retreat-guide', { marketing: navigation })).toBe('marketing');
    expect(areaForPath({ remotes }, '/retreat-guide', {})).toBeNull();
  });

  it('is listed in the header and the footer', () => {
    const site = { marketing: navigation };
    expect(entriesIn(site, 'header', null).map(({ entry }) => [entry.label, entry.to])).toEqual([
      ['Home', '/'], ['About', '/about'], ['Retreat guide', '/retreat-guide'], ['Subscription', '/pricing'], ['Blogs', 'https://journal.wellness-travel.example/'],
    ]);
    expect(entriesIn(site, 'footer', null).filter(({ placement }) => placement.column === 'company').map(({ entry }) => entry.label)).toEqual(['About us', 'Retreat guide', 'Journal']);
  });

  it('is server-rendered by the remote\'s Node build, with its first view to fall back to, and its chunk named for the server to preload', async () => {
    expect(await serverViewRoutes()).toEqual(['/', '/about', '/pricing', '/retreat-guide']);
    mockEvents.length = 0;
    const rendered = await renderServerView({ route: '/retreat-guide', rest: '', query: new URLSearchParams(), origin: 'https://wellness.example', api: jest.fn(), path: '/retreat-guide', apiBaseUrl: 'http://api.test' });
    expect(rendered).toMatchObject({ kind: 'page', status: 200, html: `<h1>${GUIDE}</h1>`, head: { canonical: '/retreat-guide' } });
    // What the view held is let go once its HTML is made (a store's cache timers: ADR 0010).
    expect(mockEvents).toEqual(['rendered', 'released']);
    expect((await renderFirstViews('http://api.test'))['/retreat-guide']).toBe(`<h1>${GUIDE}</h1>`);
    expect(firstData()).toEqual({});
    expect(chunkOf(ROUTES.at(-1)!)).toBe('route-retreat-guide');
  });
});

describe('the route table as the browser build reads it', () => {
  // The build step that names the chunks and leaves the server modules out (a CommonJS rspack loader).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const routeTable = require('@wellness/site/build/routeTable.cjs') as (this: { resourcePath: string }, source: string) => string;
  const built = routeTable.call({ resourcePath: 'routes.ts' }, readFileSync(path.join(__dirname, 'routes.ts'), 'utf8'));

  it("names each page's chunk as the site's server preloads it for the page's path", () => {
    expect([...built.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1])).toEqual(jest.requireActual<{ ROUTES: PageRoute[] }>('./routes').ROUTES.map(chunkOf));
  });

  it('leaves the server modules out of the browser', () => {
    expect(built).not.toMatch(/serverView/);
    expect(built.match(/server: undefined/g)).toHaveLength(3);
  });
});
