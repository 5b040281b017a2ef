import type { ApiSuccess, MoneyTerms } from '@wellness/shared/domain';
import { dashboardsApi } from './tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/money/terms: the configured commission and balance days, which the pages state instead of a constant. */
    moneyTerms: build.query<MoneyTerms, void>({
      query: () => '/api/money/terms',
      transformResponse: (response: ApiSuccess<MoneyTerms>) => response.data,
    }),
  }),
});

export const { useMoneyTermsQuery } = api;
