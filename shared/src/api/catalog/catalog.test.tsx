import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import type { ApiSuccess } from '@wellness/shared/domain';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { baseApi } from '@wellness/shared/api';
import { injectCatalogEndpoints } from './catalogCalls';
import { categoriesApi, samplePrograms, useCategories } from './index';

startMockApi();

describe('the catalogue API layer', () => {
  it('keeps the first definition of a name injected twice (each remote bundles this layer), without an error', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // RTK Query logs a skipped name in development builds only.
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    const first = injectCatalogEndpoints({
      endpoints: (build) => ({ twiceInjected: build.query<string, void>({ query: () => '/first', transformResponse: (r: ApiSuccess<string>) => r.data }) }),
    });
    const second = injectCatalogEndpoints({
      endpoints: (build) => ({ twiceInjected: build.query<string, void>({ query: () => '/second', transformResponse: (r: ApiSuccess<string>) => r.data }) }),
    });
    process.env.NODE_ENV = env;
    server.use(
      http.get(apiUrl('/first'), () => HttpResponse.json({ data: 'first' })),
      http.get(apiUrl('/second'), () => HttpResponse.json({ data: 'second' })),
    );
    const store = makeTestStore();
    const { data } = await store.dispatch(second.endpoints.twiceInjected.initiate());
    expect(data).toBe('first');
    expect(second.useTwiceInjectedQuery).toBe(first.useTwiceInjectedQuery);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(Object.keys(baseApi.endpoints)).toContain('catalogCategories');
  });

  it('asks the API once for the categories a page and the chat both read: one cache in the one store', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/program-categories'), () => {
        calls += 1;
        return HttpResponse.json({ data: [{ id: 'c1', slug: 'spa', type: 'Spa & Relaxation', programs: [] }] });
      }),
    );
    function Names() {
      const { items } = useCategories();
      return <p>{items ? items.map((c) => c.type).join(', ') : 'Loading'}</p>;
    }
    const { store } = renderWithProviders(
      <Suspense fallback={null}>
        <Names />
      </Suspense>,
    );
    expect(await screen.findByText('Spa & Relaxation')).toBeInTheDocument();
    const { data } = await store.dispatch(categoriesApi.endpoints.catalogCategories.initiate(undefined, { subscribe: false }));
    expect(data?.[0]?.slug).toBe('spa');
    expect(calls).toBe(1);
  });

  it('falls back to the sample groups when the call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(apiUrl('/program-categories'), () => HttpResponse.json({ error: { code: 'DOWN', message: 'Down' } }, { status: 503 })));
    function Source() {
      const { items, source } = useCategories();
      return <p>{source === 'loading' ? 'Loading' : `${source}: ${items.length}`}</p>;
    }
    renderWithProviders(
      <Suspense fallback={null}>
        <Source />
      </Suspense>,
    );
    expect(await screen.findByText('sample: 4')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[catalogue] Could not load the program categories.', expect.anything());
    warn.mockRestore();
  });
});

describe('samplePrograms (the lists’ fallback) with ratings', () => {
  it('filters by a minimum average rating (no reviews left out) and sorts Top rated as the API does', async () => {
    const { loadSampleData } = await import('@wellness/shared/fallback');
    const data = await loadSampleData();
    const [a, b, c, d] = data.programs.filter((p) => p.status === 'active' && p.approved);
    const rated = {
      ...data,
      programs: [
        { ...a!, reviewStats: { average: null, count: 0 } },
        { ...b!, reviewStats: { average: 4.2, count: 3 } },
        { ...c!, reviewStats: { average: 4.8, count: 2 } },
        { ...d!, reviewStats: { average: 4.8, count: 7 } },
      ],
    };
    expect(samplePrograms(rated, { sort: 'rating-desc' }).map((p) => p.id)).toEqual([d!.id, c!.id, b!.id, a!.id]);
    expect(samplePrograms(rated, { minRating: 4 }).map((p) => p.id)).toEqual([b!.id, c!.id, d!.id]);
    expect(samplePrograms(rated, { minRating: 5 })).toEqual([]);
  });
});

describe('read-your-writes with read replicas', () => {
  it("sends back the API's X-Read-After with the calls that follow a write, until its time is past", async () => {
    const seen: (string | null)[] = [];
    const until = (Date.now() + 5000).toString(36);
    server.use(
      http.post(apiUrl('/api/written'), () => HttpResponse.json({ data: true }, { headers: { 'X-Read-After': `3000148.${until}.${'a'.repeat(22)}` } })),
      http.get(apiUrl('/api/read'), ({ request }) => {
        seen.push(request.headers.get('x-read-after'));
        return HttpResponse.json({ data: 'read' });
      }),
    );
    const calls = injectCatalogEndpoints({
      endpoints: (build) => ({
        readAfterRead: build.query<string, number>({ query: (n) => `/api/read?n=${n}`, transformResponse: (r: ApiSuccess<string>) => r.data }),
        readAfterWrite: build.mutation<boolean, void>({ query: () => ({ url: '/api/written', method: 'POST' }), transformResponse: (r: ApiSuccess<boolean>) => r.data }),
      }),
    });
    const store = makeTestStore();
    await store.dispatch(calls.endpoints.readAfterRead.initiate(1));
    await store.dispatch(calls.endpoints.readAfterWrite.initiate());
    await store.dispatch(calls.endpoints.readAfterRead.initiate(2));
    expect(seen).toEqual([null, `3000148.${until}.${'a'.repeat(22)}`]);
    // Past its time it is dropped.
    const now = Date.now;
    Date.now = () => now() + 10_000;
    try {
      await store.dispatch(calls.endpoints.readAfterRead.initiate(3));
    } finally {
      Date.now = now;
    }
    expect(seen).toEqual([null, `3000148.${until}.${'a'.repeat(22)}`, null]);
  });
});
