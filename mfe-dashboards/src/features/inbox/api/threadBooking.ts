import type { ApiSuccess, Booking } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/bookings/:id: the booking a thread is about, for its guest or its program's owner. Read again when a
     * booking changes (the owner's answer here or in the requests list, a live event, the guest's cancel).
     */
    threadBooking: build.query<Booking, string>({
      query: (id) => `/api/bookings/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<Booking>) => response.data,
      providesTags: ['MyBookings', 'BookingRequests'],
    }),
  }),
});

export const { useThreadBookingQuery } = api;
