import type { ApiSuccess, ProgramPlace } from '@wellness/shared/domain';
import { baseApi, injectOnce } from '@wellness/shared/api';
import { CATALOG_API_TIMEOUT_MS, logFailure } from '@wellness/shared/api/catalog';

/** GET /api/programs/by-slug/:slug/place: where the program is (about 1 km for the public) and its nearest airport. */
const placeApi = injectOnce(baseApi)({
  endpoints: (build) => ({
    programPlace: build.query<ProgramPlace, string>({
      query: (slug) => ({ url: `/api/programs/by-slug/${encodeURIComponent(slug)}/place`, timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<ProgramPlace>) => response.data,
      transformErrorResponse: logFailure('the program’s place'),
    }),
  }),
});

export const { useProgramPlaceQuery } = placeApi;
