import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, Destination } from '@wellness/shared/domain';
import { HOME_API_TIMEOUT_MS, logFailure } from './apiTimeout';
import { fallbackFields, useWithFallback } from '@wellness/shared/fallback';

const destinationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /destinations (SPEC §7): country, cities, image and the card's copy. */
    marketingDestinations: build.query<Destination[], void>({
      query: () => ({ url: '/destinations', timeout: HOME_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<Destination[]>) => response.data,
      transformErrorResponse: logFailure('the destinations'),
    }),
  }),
});

export const { useMarketingDestinationsQuery } = destinationsApi;
export const marketingDestinations = destinationsApi.endpoints.marketingDestinations;

/** The destinations, with the spec's fallback to the nine sample destinations. */
export function useDestinations() {
  return useWithFallback(useMarketingDestinationsQuery(undefined, { selectFromResult: fallbackFields }), (data) => data.destinations);
}
