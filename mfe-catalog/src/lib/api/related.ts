import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, ProgramSummary } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, logFailure } from './timeout';

const relatedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/programs/:id/related : three, same city and country first, then active ones (SPEC §9). */
    catalogRelated: build.query<ProgramSummary[], string>({
      query: (id) => ({ url: `/api/programs/${encodeURIComponent(id)}/related`, timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<ProgramSummary[]>) => response.data,
      transformErrorResponse: logFailure('the related programs'),
    }),
  }),
});

export const { useCatalogRelatedQuery } = relatedApi;
