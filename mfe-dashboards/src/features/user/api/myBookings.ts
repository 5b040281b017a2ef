import type { ApiSuccess, BookingFilter, BookingList } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/bookings/mine?status=booked|upcoming|canceled: the signed-in user's own bookings. */
    myBookings: build.query<BookingList, BookingFilter>({
      query: (status) => ({ url: '/api/bookings/mine', params: { status } }),
      transformResponse: (response: ApiSuccess<BookingList>) => response.data,
      providesTags: ['MyBookings'],
    }),
  }),
});

export const { useMyBookingsQuery } = api;
