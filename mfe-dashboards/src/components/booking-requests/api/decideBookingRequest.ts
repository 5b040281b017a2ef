import type { ApiSuccess, Booking } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

export interface DecideArgs {
  id: string;
  decision: 'confirm' | 'decline';
  /** A decline's reason, shown to the guest; optional. */
  reason?: string;
}

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/my/booking-requests/:id/confirm|decline (409 INVALID_TRANSITION when the request is no longer waiting). */
    decideBookingRequest: build.mutation<Booking, DecideArgs>({
      query: ({ id, decision, reason }) => ({
        url: `/api/my/booking-requests/${encodeURIComponent(id)}/${decision}`,
        method: 'POST',
        body: decision === 'decline' ? { ...(reason ? { reason } : {}) } : undefined,
      }),
      transformResponse: (response: ApiSuccess<Booking>) => response.data,
      // Refetched on failure too: a 409 means the list is out of date. A decline frees places.
      invalidatesTags: ['BookingRequests', 'MyBookings', 'ProgramSessions'],
    }),
  }),
});

export const { useDecideBookingRequestMutation } = api;
