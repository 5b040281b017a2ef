import { registry } from './registry';
import { wireFederation } from './wire';

/** What Rspack's federation start gives a build's `__webpack_require__` (nothing shared, nothing consumed). */
const requireOf = (withChunkLoading: boolean) => ({
  S: {},
  I: undefined as unknown as (scope: string) => Promise<boolean>,
  m: {},
  c: {},
  ...(withChunkLoading ? { f: {} as Record<string, unknown> } : {}),
  initializeSharingData: { scopeToSharingDataMapping: {} },
  consumesLoadingData: { chunkMapping: {}, moduleIdToConsumeDataMapping: {}, initialConsumes: [] },
});

describe('wireFederation', () => {
  afterEach(() => {
    delete registry().hostRequire;
  });

  it("leaves a worker's runtime alone: it loads no chunk, shares nothing, and is not the page's host", () => {
    const worker = requireOf(false);
    expect(() => wireFederation(worker as never, 'shell')).not.toThrow();
    expect(worker.I).toBeUndefined();
    expect(registry().hostRequire).toBeUndefined();
  });

  it("wires a page's build: its share scopes, its chunks' shared modules, and the first build as the page's host", () => {
    const page = requireOf(true);
    wireFederation(page as never, 'shell');
    expect(typeof page.I).toBe('function');
    expect(typeof page.f?.consumes).toBe('function');
    expect(registry().hostRequire).toBe(page);
  });
});
