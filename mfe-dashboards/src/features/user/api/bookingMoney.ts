import type { ApiSuccess, BookingMoney } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/bookings/:id/money: paid, held, due and when, and what cancelling today gives back (the server's figures). */
    bookingMoney: build.query<BookingMoney, string>({
      query: (id) => `/api/bookings/${encodeURIComponent(id)}/money`,
      transformResponse: (response: ApiSuccess<BookingMoney>) => response.data,
      // A move of the booking (canceled, confirmed, charged) changes it.
      providesTags: ['MyBookings'],
    }),
  }),
});

export const { useBookingMoneyQuery } = api;
