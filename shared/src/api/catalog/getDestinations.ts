import type { ApiSuccess, Destination } from '@wellness/shared/domain';
import { fallbackFields, useWithFallback } from '@wellness/shared/fallback';
import { CATALOG_API_TIMEOUT_MS, injectCatalogEndpoints, logFailure } from './catalogCalls';

export const destinationsApi = injectCatalogEndpoints({
  endpoints: (build) => ({
    /** GET /destinations: country, cities, image and the card's copy. */
    catalogDestinations: build.query<Destination[], void>({
      query: () => ({ url: '/destinations', timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<Destination[]>) => response.data,
      transformErrorResponse: logFailure('the destinations'),
    }),
  }),
});

export const { useCatalogDestinationsQuery } = destinationsApi;

/** The destinations, falling back to the nine sample destinations when the call fails. */
export function useDestinations() {
  const query = useCatalogDestinationsQuery(undefined, { selectFromResult: fallbackFields });
  return { ...useWithFallback(query, (data) => data.destinations), refetch: query.refetch };
}
