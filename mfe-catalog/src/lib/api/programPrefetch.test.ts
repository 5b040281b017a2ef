// The API client joins the store when first imported; the stores below are made after it, as the page's is by then.
import '@wellness/shared/api';
import { serverStartedCalls, makeTestStore } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { publicPrograms } from '../../testing/catalogApi';
import { startProgramQuery } from './program';
import { prefetchProgram, slugFromUrl } from './programPrefetch';

const program = publicPrograms[0]!;
const session = { user: { firstName: 'Ana', lastName: 'M', email: 'ana@example.test', phone: '1234567', role: 'user' as const }, token: 'tok' };

/** What the API was asked for the program, with the token each request carried. */
function watchProgramRequests() {
  const asked: (string | null)[] = [];
  server.use(http.get(apiUrl(`/api/programs/by-slug/${program.slug}`), ({ request }) => {
    asked.push(request.headers.get('authorization'));
    return HttpResponse.json({ data: program });
  }));
  return asked;
}

const cached = (store: ReturnType<typeof makeTestStore>) =>
  Object.values((store.getState() as unknown as { api: { queries: Record<string, { endpointName: string; data?: unknown }> } }).api.queries).filter((q) => q.endpointName === 'catalogProgram');

describe('program prefetch (render-as-you-fetch)', () => {
  startMockApi();

  it('finds the slug of a details URL, in the path or the query', () => {
    expect(slugFromUrl('/program-details/kyoto-zen', '')).toBe('kyoto-zen');
    expect(slugFromUrl('/program-details', '?slug=kyoto-zen')).toBe('kyoto-zen');
    expect(slugFromUrl('/program-details', '')).toBeNull();
    expect(slugFromUrl('/programs', '?slug=x')).toBeNull();
  });

  it('loads the program into the store through the page’s own query, from the configured API, with the session', async () => {
    const asked = watchProgramRequests();
    const store = makeTestStore({ session });
    await prefetchProgram(`/program-details/${program.slug}`, '', store);
    expect(cached(store)).toEqual([expect.objectContaining({ data: program })]);
    // No second read of /config.json: the API's address is the store's (an unhandled request fails the test).
    expect(asked).toEqual(['Bearer tok']);
  });

  it("leaves a call the site's server started to the page's own query, which takes its answer when the page mounts", async () => {
    const asked = watchProgramRequests();
    const handshake = serverStartedCalls({ [`/api/programs/by-slug/${program.slug}`]: apiUrl(`/api/programs/by-slug/${program.slug}`) });
    try {
      const store = makeTestStore({ session });
      await prefetchProgram('/program-details', `?slug=${program.slug}`, store);
      expect(cached(store)).toEqual([]);
      expect(asked).toEqual([]);
      // The page's query: the server's call, public, so without the session's token.
      await startProgramQuery(store.dispatch, program.slug);
      expect(cached(store)).toEqual([expect.objectContaining({ data: program })]);
      expect(asked).toEqual([null]);
    } finally {
      handshake.remove();
    }
  });

  it('leaves nothing in the store when the API does not answer with the program', async () => {
    server.use(http.get(apiUrl('/api/programs/by-slug/missing'), () => HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Program not found' } }, { status: 404 })));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeTestStore();
    await prefetchProgram('/program-details/missing', '', store);
    expect(cached(store).map((q) => q.data)).toEqual([undefined]);
  });
});
