import { useLocale } from '@wellness/shared/contract';
import type { ApiSuccess, ProgramSummary } from '@wellness/shared/domain';
import type { Locale } from '@wellness/shared/format';
import { CATALOG_API_TIMEOUT_MS, injectCatalogEndpoints, logFailure } from './catalogCalls';

const relatedProgramsApi = injectCatalogEndpoints({
  endpoints: (build) => ({
    /** GET /api/programs/:id/related : three, those of the same city and country first, then other active ones. */
    catalogRelated: build.query<ProgramSummary[], string | { id: string; lang: Locale }>({
      query: (key) => {
        const { id, lang } = typeof key === 'string' ? { id: key, lang: 'en' } : key;
        return { url: `/api/programs/${encodeURIComponent(id)}/related${lang === 'en' ? '' : `?lang=${lang}`}`, timeout: CATALOG_API_TIMEOUT_MS };
      },
      transformResponse: (response: ApiSuccess<ProgramSummary[]>) => response.data,
      transformErrorResponse: logFailure('the related programs'),
    }),
  }),
});

const { useCatalogRelatedQuery: useRelatedQuery } = relatedProgramsApi;

/** The related programs' cards in the page's language (English, the originals', keyed by the id alone). */
export const useCatalogRelatedQuery: typeof useRelatedQuery = (id, options) => {
  const locale = useLocale();
  return useRelatedQuery(typeof id === 'string' && locale !== 'en' ? { id, lang: locale } : id, options);
};
