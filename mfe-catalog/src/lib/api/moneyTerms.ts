import { baseApi } from '@wellness/shared/api';
import { BALANCE_DUE_DAYS, type ApiSuccess, type MoneyTerms } from '@wellness/shared/domain';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/money/terms: the configured balance days (and commission), which the booking texts state. */
    catalogMoneyTerms: build.query<MoneyTerms, void>({
      query: () => '/api/money/terms',
      transformResponse: (response: ApiSuccess<MoneyTerms>) => response.data,
    }),
  }),
});

/** Days before arrival the balance is charged, as the API is configured (its default until the answer arrives). */
export function useBalanceDueDays(): number {
  return api.useCatalogMoneyTermsQuery().data?.balanceDueDays ?? BALANCE_DUE_DAYS;
}
