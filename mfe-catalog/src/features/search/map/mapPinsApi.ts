import type { ApiSuccess, MapPins } from '@wellness/shared/domain';
import { baseApi, injectOnce } from '@wellness/shared/api';
import { CATALOG_API_TIMEOUT_MS, logFailure } from '@wellness/shared/api/catalog';

/** GET /api/search/pins: the search's API parameters (the view's bbox among them) and the view's zoom. */
const mapPinsApi = injectOnce(baseApi)({
  endpoints: (build) => ({
    mapPins: build.query<MapPins, Record<string, string>>({
      query: (params) => ({ url: `/api/search/pins?${new URLSearchParams(params)}`, timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<MapPins>) => response.data,
      transformErrorResponse: logFailure('the map’s pins'),
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useMapPinsQuery } = mapPinsApi;
