import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { addMiddleware, rootReducer, type RootState } from '@wellness/shared/contract';

/**
 * With read replicas, the API answers a write with `X-Read-After`: where the visitor's next reads must be read from to
 * hold that write (signed; its middle part is when it stops mattering). It goes back with every call until then, so
 * the visitor sees their own write at once whichever API process answers (api/src/lib/read-routing.ts).
 */
let readAfter: { token: string; until: number } | null = null;

/** Keeps the newest X-Read-After the API answered (a malformed one is ignored). */
function rememberReadAfter(token: string | null | undefined) {
  const until = token ? parseInt(token.split('.')[1] ?? '', 36) : NaN;
  if (token && Number.isFinite(until)) readAfter = { token, until };
}

const request = fetchBaseQuery({
  prepareHeaders: (headers, { getState }) => {
    const { session, locale } = getState() as RootState;
    if (session.token) headers.set('Authorization', `Bearer ${session.token}`);
    // The page's language: the API writes its error messages in it (a CORS-safelisted header, no preflight).
    headers.set('Accept-Language', locale);
    if (readAfter && readAfter.until > Date.now()) headers.set('X-Read-After', readAfter.token);
    else readAfter = null;
    return headers;
  },
});

// The API's address is the shell's runtime config, read from the store on each call.
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const baseUrl = (api.getState() as RootState).config.apiBaseUrl;
  if (!baseUrl) return { error: { status: 'CUSTOM_ERROR', error: 'The site configuration has not loaded.' } };
  const withBase = typeof args === 'string' ? `${baseUrl}${args}` : { ...args, url: `${baseUrl}${args.url}` };
  const result = await request(withBase, api, extra);
  rememberReadAfter(result.meta?.response?.headers.get('x-read-after'));
  return result;
};

/**
 * The one RTK Query API of the product. Features add their calls with `baseApi.injectEndpoints` and their cache tags
 * with `baseApi.enhanceEndpoints({ addTagTypes })`. It joins the store when first imported, so pages that call no
 * API never load RTK Query.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof baseApi.reducer>;
  }
}

rootReducer.inject(baseApi);
addMiddleware(baseApi.middleware);

/**
 * Frees a store a server view filled by hand (`upsertQueryEntries`) once its page is rendered (the view's `release`):
 * each entry holds a `keepUnusedDataFor` timer (60–120 s) of RTK Query's cache, and through it the store and every
 * answer, long after the page is sent. Resetting the one API clears them all.
 */
export function releaseServerStore(store: { dispatch(action: ReturnType<typeof baseApi.util.resetApiState>): unknown }): void {
  store.dispatch(baseApi.util.resetApiState());
}

/**
 * A store made before this module loaded has no `state.api` until its next action. The store's own middleware now
 * joins it on that action, before anything else (contract/store/makeStore.ts, joinLateMiddleware), for every call.
 *
 * @deprecated Not needed: kept because `@wellness/shared/api` is a page-wide singleton and a remote built before
 * still calls it. Remove once no deployed remote does.
 */
export function joinApi(store: { getState(): unknown; dispatch(action: { type: string }): unknown }): void {
  if (!(store.getState() as { api?: unknown }).api) store.dispatch({ type: 'api/joined' });
}

/** What `injectEndpoints` is given, as far as `injectOnce` reads it. */
interface Injected {
  endpoints: (build: never) => Record<string, unknown>;
}

/**
 * `injectEndpoints` of `api` (the one `baseApi`, or it with a layer's cache tags) for a layer of calls several apps
 * bundle (the catalogue, trust, conversations): each injects the same endpoints into the one `baseApi` of the page, so
 * the first injection stands and the cache is one. RTK Query skips a name it already has (keeping the first
 * definition, which is this same code) but logs the skip in development builds, so names already there are left out
 * rather than passed in again.
 */
export function injectOnce<Api extends { injectEndpoints(inject: Injected): unknown }>(api: Api): Api['injectEndpoints'] {
  const inject = (options: Injected) =>
    api.injectEndpoints({
      ...options,
      endpoints: (build) => Object.fromEntries(Object.entries(options.endpoints(build)).filter(([name]) => !(name in baseApi.endpoints))),
    });
  return inject as Api['injectEndpoints'];
}

/** The API's error body is `{ error: { code, message } }`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  const message = data?.error?.message;
  return typeof message === 'string' && message ? message : fallback;
}
