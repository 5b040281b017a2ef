// The API's module loads after the shell's store exists (with the first page that calls it): the page's first query,
// dispatched before any other action, must still be asked (contract/store/makeStore.ts, joinLateMiddleware). Its own
// file: the API's module must not be loaded before the store is made.
import { makeStore, runtimeConfigLoaded } from '@wellness/shared/contract';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';

startMockApi();

it('asks a query that is the first action after the API’s module joined an existing store', async () => {
  const heard: string[] = [];
  server.use(http.get(apiUrl('/late/:n'), ({ params }) => (heard.push(String(params.n)), HttpResponse.json({ n: params.n }))));
  const store = makeStore();
  store.dispatch(runtimeConfigLoaded({ apiBaseUrl: apiUrl('') }));
  expect((store.getState() as { api?: unknown }).api).toBeUndefined();
  const { baseApi } = await import('./index');
  const late = baseApi.injectEndpoints({ endpoints: (build) => ({ lateProbe: build.query<{ n: string }, string>({ query: (path) => path }) }) });
  // The first action after the module loaded (before: "uninitialized", no request, and the page waited for ever).
  const first = await store.dispatch(late.endpoints.lateProbe.initiate('/late/1'));
  expect(first.data).toEqual({ n: '1' });
  expect(heard).toEqual(['1']);
});
