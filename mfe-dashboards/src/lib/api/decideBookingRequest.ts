import type { ApiSuccess, OwnerBookingRequest } from '@wellness/shared/domain';
import { dashboardsApi } from './tags';

export interface DecideArgs {
  id: string;
  decision: 'confirm' | 'decline';
}

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/my/booking-requests/:id/confirm|decline (409 when already decided or canceled). */
    decideBookingRequest: build.mutation<OwnerBookingRequest, DecideArgs>({
      query: ({ id, decision }) => ({ url: `/api/my/booking-requests/${encodeURIComponent(id)}/${decision}`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<OwnerBookingRequest>) => response.data,
      invalidatesTags: ['BookingRequests', 'MyBookings'],
    }),
  }),
});

export const { useDecideBookingRequestMutation } = api;
