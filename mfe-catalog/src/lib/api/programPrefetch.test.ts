import { preloadLink } from '../../testing/preloadLink';
import { prefetchProgram, slugFromUrl, takePrefetchedProgram } from './programPrefetch';

describe('program prefetch (render-as-you-fetch)', () => {
  it('finds the slug of a details URL, in the path or the query', () => {
    expect(slugFromUrl('/program-details/kyoto-zen', '')).toBe('kyoto-zen');
    expect(slugFromUrl('/program-details', '?slug=kyoto-zen')).toBe('kyoto-zen');
    expect(slugFromUrl('/program-details', '')).toBeNull();
    expect(slugFromUrl('/programs', '?slug=x')).toBeNull();
  });

  it('asks the configured API once and hands the program over once', async () => {
    const program = { slug: 'kyoto-zen', name: 'Kyoto' };
    const fetchMock = jest.fn(async (url: string) => ({
      ok: true,
      json: async () => (url === '/config.json' ? { apiBaseUrl: 'http://api.test' } : { data: program }),
    }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      prefetchProgram('/program-details/kyoto-zen', '');
      prefetchProgram('/program-details/kyoto-zen', '');
      await expect(takePrefetchedProgram('kyoto-zen')).resolves.toEqual(program);
      expect(takePrefetchedProgram('kyoto-zen')).toBeUndefined();
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/config.json', 'http://api.test/api/programs/by-slug/kyoto-zen']);
    } finally {
      globalThis.fetch = original;
    }
  });

  it("takes the call the site's server started with the page, without reading the config first", async () => {
    const program = { slug: 'bali-reset', name: 'Bali' };
    const link = preloadLink('http://api.test/api/programs/by-slug/bali-reset');
    document.head.append(link);
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ data: program }) }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      prefetchProgram('/program-details/bali-reset', '');
      await expect(takePrefetchedProgram('bali-reset')).resolves.toEqual(program);
      expect(fetchMock.mock.calls.map((c: unknown[]) => c[0])).toEqual(['http://api.test/api/programs/by-slug/bali-reset']);
    } finally {
      globalThis.fetch = original;
      link.remove();
    }
  });

  it('gives nothing when the API does not answer with that program', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => ({ ok: false, json: async () => ({}) })) as unknown as typeof fetch;
    try {
      prefetchProgram('/program-details/missing', '');
      await expect(takePrefetchedProgram('missing')).resolves.toBeNull();
    } finally {
      globalThis.fetch = original;
    }
  });
});
