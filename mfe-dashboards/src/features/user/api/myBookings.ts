import type { ApiSuccess, BookingList, BookingTab } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

export const myBookingsApi = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/bookings/mine?tab=booked|upcoming|canceled: the signed-in user's own bookings (all without a tab), with the count per tab. */
    myBookings: build.query<BookingList, BookingTab | void>({
      query: (tab) => ({ url: '/api/bookings/mine', params: tab ? { tab } : undefined }),
      transformResponse: (response: ApiSuccess<BookingList>) => response.data,
      providesTags: ['MyBookings'],
    }),
  }),
});

export const { useMyBookingsQuery } = myBookingsApi;
