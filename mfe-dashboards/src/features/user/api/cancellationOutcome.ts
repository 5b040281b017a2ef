import type { ApiSuccess, CancellationOutcome } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/bookings/:id/cancellation: what the policy gives back if the guest cancels now (409 NOT_UPCOMING otherwise). */
    cancellationOutcome: build.query<CancellationOutcome, string>({
      query: (id) => `/api/bookings/${encodeURIComponent(id)}/cancellation`,
      transformResponse: (response: ApiSuccess<CancellationOutcome>) => response.data,
      // The outcome depends on the moment: never reuse one read earlier.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCancellationOutcomeQuery } = api;
