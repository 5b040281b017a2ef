import type { ApiSuccess, ProgramSummary } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, injectCatalogEndpoints, logFailure } from './catalogCalls';

const relatedProgramsApi = injectCatalogEndpoints({
  endpoints: (build) => ({
    /** GET /api/programs/:id/related : three, those of the same city and country first, then other active ones. */
    catalogRelated: build.query<ProgramSummary[], string>({
      query: (id) => ({ url: `/api/programs/${encodeURIComponent(id)}/related`, timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<ProgramSummary[]>) => response.data,
      transformErrorResponse: logFailure('the related programs'),
    }),
  }),
});

export const { useCatalogRelatedQuery } = relatedProgramsApi;
