import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, Faq } from '@wellness/shared/domain';
import { HOME_API_TIMEOUT_MS, logFailure } from './apiTimeout';
import { fallbackFields, useWithFallback } from '@wellness/shared/fallback';

export const faqsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /faqs: question and answer. */
    marketingFaqs: build.query<Faq[], void>({
      query: () => ({ url: '/faqs', timeout: HOME_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<Faq[]>) => response.data,
      transformErrorResponse: logFailure('the FAQs'),
    }),
  }),
});

export const { useMarketingFaqsQuery } = faqsApi;

/** The FAQs, with the spec's fallback to the six sample FAQs. */
export function useFaqs() {
  return useWithFallback(useMarketingFaqsQuery(undefined, { selectFromResult: fallbackFields }), (data) => data.faqs);
}
