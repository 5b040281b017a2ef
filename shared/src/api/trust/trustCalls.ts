import { baseApi } from '@wellness/shared/api';

/** The cache tags of reviews and saved programs. */
export const trustApiBase = baseApi.enhanceEndpoints({ addTagTypes: ['Saved', 'Reviews'] });

/**
 * `injectEndpoints` for the trust calls. Every remote that shows hearts or ratings bundles this layer and injects the
 * same endpoints into the one `baseApi` of the page: the first injection stands, so the cache (the saved ids above
 * all) is one. Names already there are left out rather than passed again (RTK Query logs those in development).
 */
export const injectTrustEndpoints: typeof trustApiBase.injectEndpoints = (inject) =>
  trustApiBase.injectEndpoints({
    ...inject,
    endpoints: (build) => Object.fromEntries(Object.entries(inject.endpoints(build)).filter(([name]) => !(name in baseApi.endpoints))) as ReturnType<typeof inject.endpoints>,
  });

/** The saved programs' list, and the saved ids every heart reads. */
export const SAVED_LIST_TAG = { type: 'Saved' as const, id: 'LIST' };
export const SAVED_IDS_TAG = { type: 'Saved' as const, id: 'IDS' };
