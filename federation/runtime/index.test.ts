import { http, HttpResponse, server } from '@wellness/shared/testing/msw';
import { registry } from './registry';
import { provide } from './rules';
import { FederationError, loadRemote, registerRemotes } from './index';

const MANIFEST = 'http://remote.test/releases/7/mf-manifest.json';

function manifest(shared: { name: string; version: string; requiredVersion: string; singleton: boolean }[] = []) {
  return { metaData: { globalName: 'catalog', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared };
}

/** Plays the browser's part: a script added to <head> either defines the container and loads, or fails. */
function answerScripts(behaviour: (src: string) => 'load' | 'error') {
  const loaded: string[] = [];
  const append = jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    loaded.push(script.src);
    queueMicrotask(() => {
      if (behaviour(script.src) === 'error') return script.onerror?.(new Event('error'));
      (globalThis as Record<string, unknown>).catalog = {
        init: jest.fn(async () => undefined),
        get: jest.fn(async (module: string) => () => ({ module, from: script.src })),
      };
      script.onload?.(new Event('load'));
    });
  });
  return { loaded, append };
}

describe('loadRemote', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    jest.restoreAllMocks();
    registry().shareScopeMap = {};
  });
  afterAll(() => server.close());

  it('reads the manifest, loads the entry beside it, gives it the page share scope and answers the module', async () => {
    server.use(http.get(MANIFEST, () => HttpResponse.json(manifest())));
    const { loaded } = answerScripts(() => 'load');
    registerRemotes([{ name: 'catalog', entry: MANIFEST }], { force: true });
    const area = await loadRemote<{ module: string; from: string }>('catalog/Area');
    expect(area).toEqual({ module: './Area', from: 'http://remote.test/releases/7/remoteEntry.js' });
    expect(loaded).toEqual(['http://remote.test/releases/7/remoteEntry.js']);
    const container = (globalThis as unknown as { catalog: { init: jest.Mock } }).catalog;
    expect(container.init).toHaveBeenCalledWith(registry().shareScopeMap.default, [], expect.objectContaining({ shareScopeKeys: 'default' }));
  });

  it('refuses, before running any of its code, a remote that needs a newer singleton than the page runs', async () => {
    registry().shareScopeMap = { default: {} };
    provide(registry().shareScopeMap.default!, '@wellness/shared/contract', { version: '1.2.0', from: 'shell', get: async () => () => ({}), eager: false, shareConfig: {} });
    registry().shareScopeMap.default!['@wellness/shared/contract']!['1.2.0']!.loaded = true;
    server.use(http.get(MANIFEST, () => HttpResponse.json(manifest([{ name: '@wellness/shared/contract', version: '1.5.0', requiredVersion: '^1.5.0', singleton: true }]))));
    const { loaded } = answerScripts(() => 'load');
    registerRemotes([{ name: 'catalog', entry: MANIFEST }], { force: true });
    const refused = loadRemote('catalog/Area');
    await expect(refused).rejects.toBeInstanceOf(FederationError);
    await expect(refused).rejects.toMatchObject({ kind: 'version-mismatch', detail: { needed: '^1.5.0', found: '1.2.0' } });
    expect(loaded).toEqual([]);
  });

  it('reports an entry that fails to load, and loads it anew once registered again', async () => {
    server.use(http.get(MANIFEST, () => HttpResponse.json(manifest())));
    let down = true;
    answerScripts(() => (down ? 'error' : 'load'));
    registerRemotes([{ name: 'catalog', entry: MANIFEST }], { force: true });
    await expect(loadRemote('catalog/Area')).rejects.toMatchObject({ kind: 'load-failure', remote: 'catalog' });
    down = false;
    registerRemotes([{ name: 'catalog', entry: MANIFEST }], { force: true });
    await expect(loadRemote('catalog/Area')).resolves.toMatchObject({ module: './Area' });
  });

  it('reports a manifest that cannot be read', async () => {
    server.use(http.get(MANIFEST, () => new HttpResponse(null, { status: 404 })));
    registerRemotes([{ name: 'catalog', entry: MANIFEST }], { force: true });
    await expect(loadRemote('catalog/Area')).rejects.toThrow(/manifest of catalog .* answered 404/);
  });
});
