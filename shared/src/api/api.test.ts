// Every call on the one API says the page's language, so the API answers its error messages in it.
import { localeSet } from '@wellness/shared/contract';
import { makeTestStore } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { baseApi } from './index';

startMockApi();

const languageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ languageProbe: build.query<{ error: { message: string } }, string>({ query: (path) => path }) }),
});

it("sends the page's language as Accept-Language, and the new one after a switch", async () => {
  const heard: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/probe/:n'), ({ request }) => {
      heard.push(request.headers.get('accept-language'));
      return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No se encontró.' } }, { status: 404 });
    }),
  );
  const store = makeTestStore();
  await store.dispatch(languageApi.endpoints.languageProbe.initiate('/probe/1'));
  store.dispatch(localeSet('es'));
  const answer = await store.dispatch(languageApi.endpoints.languageProbe.initiate('/probe/2'));
  store.dispatch(localeSet('fr'));
  await store.dispatch(languageApi.endpoints.languageProbe.initiate('/probe/3'));
  expect(heard).toEqual(['en', 'es', 'fr']);
  expect(answer.error).toMatchObject({ status: 404, data: { error: { message: 'No se encontró.' } } });
});
