import type { ApiSuccess, Booking } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/bookings/:id/cancel (409 when it is already canceled or declined). */
    cancelBooking: build.mutation<Booking, string>({
      query: (id) => ({ url: `/api/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<Booking>) => response.data,
      invalidatesTags: ['MyBookings', 'BookingRequests'],
    }),
  }),
});

export const { useCancelBookingMutation } = api;
