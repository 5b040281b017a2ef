import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, Destination } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, logFailure } from './timeout';
import { fallbackFields, useWithFallback } from '@wellness/shared/fallback';

const destinationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /destinations (SPEC §7): country, cities, image and the card's copy. */
    catalogDestinations: build.query<Destination[], void>({
      query: () => ({ url: '/destinations', timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<Destination[]>) => response.data,
      transformErrorResponse: logFailure('the destinations'),
    }),
  }),
});

export const { useCatalogDestinationsQuery } = destinationsApi;

/** The destinations, with the spec's fallback to the nine sample destinations. */
export function useDestinations() {
  const query = useCatalogDestinationsQuery(undefined, { selectFromResult: fallbackFields });
  return { ...useWithFallback(query, (data) => data.destinations), refetch: query.refetch };
}
