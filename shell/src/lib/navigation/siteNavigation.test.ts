import { makeStore, type AppStore, type NavigationDeclaration, type RuntimeConfig } from '@wellness/shared/contract';
import { HANDSHAKE_ID } from '@wellness/shared/site-protocol';
import { http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { loadNavigation, selectSiteNavigation, whenNavigationSettled } from './siteNavigation';

const declaration = (label: string): NavigationDeclaration => ({ entries: [{ id: label, label, to: '/', show: [{ in: 'header', order: 1 }] }] });
const config = (catalogManifest = 'http://c.test/mf-manifest.json'): Pick<RuntimeConfig, 'remotes'> => ({
  remotes: {
    marketing: { manifest: 'http://m.test/mf-manifest.json', paths: ['/'] },
    catalog: { manifest: catalogManifest, paths: ['/explore'] },
    dashboards: { manifest: 'http://d.test/mf-manifest.json', paths: ['/dashboard'] },
  },
});

/** The page as the site's server writes it, describing these releases; its store. */
function serveHandshake(navigation: Record<string, { manifest: string; declaration: NavigationDeclaration }>): AppStore {
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: HANDSHAKE_ID, textContent: JSON.stringify({ started: {}, navigation }) });
  document.head.append(script);
  return makeStore();
}

const navigationOf = (store: AppStore) => selectSiteNavigation(store.getState());

describe("the page's navigation", () => {
  startMockApi();
  beforeEach(() => localStorage.clear());
  afterEach(() => document.getElementById(HANDSHAKE_ID)?.remove());

  it("is the handshake's at once, and asks no remote the server described", async () => {
    const store = serveHandshake({
      marketing: { manifest: 'http://m.test/mf-manifest.json', declaration: declaration('Home') },
      catalog: { manifest: 'http://c.test/mf-manifest.json', declaration: declaration('Explore') },
      dashboards: { manifest: 'http://d.test/mf-manifest.json', declaration: declaration('Dashboards') },
    });
    expect(navigationOf(store).marketing).toEqual(declaration('Home'));
    // Any request would fail the test (startMockApi).
    await loadNavigation(config(), store);
    expect(Object.keys(navigationOf(store))).toEqual(['marketing', 'catalog', 'dashboards']);
    expect(whenNavigationSettled(store)).toMatchObject({ status: 'fulfilled' });
  });

  it('reads, from beside its manifest, the declaration of a release the server did not describe (a preview)', async () => {
    const store = serveHandshake({
      marketing: { manifest: 'http://m.test/mf-manifest.json', declaration: declaration('Home') },
      catalog: { manifest: 'http://c.test/mf-manifest.json', declaration: declaration('Explore') },
      dashboards: { manifest: 'http://d.test/mf-manifest.json', declaration: declaration('Dashboards') },
    });
    server.use(http.get('http://c.test/releases/2/navigation.json', () => HttpResponse.json(declaration('Explore, next'))));
    const settled = whenNavigationSettled(store);
    expect(settled).not.toHaveProperty('status');
    await loadNavigation(config('http://c.test/releases/2/mf-manifest.json'), store);
    expect(navigationOf(store).catalog).toEqual(declaration('Explore, next'));
    await expect(settled).resolves.toBeUndefined();
  });

  it('without a server, reads every declaration, keeps them, and uses the kept one of a remote it cannot reach', async () => {
    let store = makeStore();
    server.use(
      http.get('http://m.test/navigation.json', () => HttpResponse.json(declaration('Home'))),
      http.get('http://c.test/navigation.json', () => HttpResponse.json(declaration('Explore'))),
      http.get('http://d.test/navigation.json', () => HttpResponse.json({ not: 'a declaration' })),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadNavigation(config(), store);
    expect(navigationOf(store)).toEqual({ marketing: declaration('Home'), catalog: declaration('Explore') });

    // Offline, on the next page: the kept declarations, for the same releases.
    store = makeStore();
    server.use(http.get('http://m.test/navigation.json', () => HttpResponse.error()), http.get('http://c.test/navigation.json', () => HttpResponse.error()));
    await loadNavigation(config(), store);
    expect(navigationOf(store)).toEqual({ marketing: declaration('Home'), catalog: declaration('Explore') });
  });
});
