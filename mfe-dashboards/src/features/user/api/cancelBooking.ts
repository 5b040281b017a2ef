import type { ApiSuccess, Booking } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/bookings/:id/cancel: the guest cancels; the booking keeps what the policy gave back (409 when not upcoming). */
    cancelBooking: build.mutation<Booking, string>({
      query: (id) => ({ url: `/api/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<Booking>) => response.data,
      // Refetched on failure too: a 409 means the list is out of date.
      invalidatesTags: ['MyBookings', 'BookingRequests', 'ProgramSessions'],
    }),
  }),
});

export const { useCancelBookingMutation } = api;
