import type { ApiSuccess, ExchangeRates } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, injectCatalogEndpoints } from './catalogCalls';

export const ratesApi = injectCatalogEndpoints({
  endpoints: (build) => ({
    /** GET /api/rates: the latest reference rates, fetched when prices are shown (never in a bundle). */
    exchangeRates: build.query<ExchangeRates, void>({
      query: () => ({ url: '/api/rates', timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<ExchangeRates>) => response.data,
      // Published once a working day: kept for the visit.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useExchangeRatesQuery } = ratesApi;
