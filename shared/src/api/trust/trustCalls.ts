import { baseApi, injectOnce } from '@wellness/shared/api';

/** The cache tags of reviews and saved programs. */
export const trustApiBase = baseApi.enhanceEndpoints({ addTagTypes: ['Saved', 'Reviews'] });

/** `injectEndpoints` for the trust calls, bundled by each remote showing hearts or ratings (one cache of saved ids). */
export const injectTrustEndpoints = injectOnce(trustApiBase);

/** The saved programs' list, and the saved ids every heart reads. */
export const SAVED_LIST_TAG = { type: 'Saved' as const, id: 'LIST' };
export const SAVED_IDS_TAG = { type: 'Saved' as const, id: 'IDS' };
