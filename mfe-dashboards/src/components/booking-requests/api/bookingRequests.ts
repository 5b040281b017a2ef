import type { ApiSuccess, BookingState, OwnerBookingList } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

export interface BookingRequestsArgs {
  /** Only the bookings in this state; all of them when absent. */
  state?: BookingState;
  /** From 1; 20 a page. */
  page?: number;
  /** A part of the guest's name or email, the program's name or the booking's reference. */
  q?: string;
}

/** Bookings a page of GET /api/my/booking-requests holds. */
export const BOOKING_REQUESTS_PAGE_SIZE = 20;

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/my/booking-requests?state=&page=&q=: the bookings of the caller's own programs (requests first, by their
     * deadline), with the count per state.
     */
    bookingRequests: build.query<OwnerBookingList, BookingRequestsArgs>({
      query: ({ state, page, q }) => ({
        url: '/api/my/booking-requests',
        params: { ...(state ? { state } : {}), ...(page && page > 1 ? { page } : {}), ...(q ? { q } : {}) },
      }),
      transformResponse: (response: ApiSuccess<OwnerBookingList>) => response.data,
      providesTags: ['BookingRequests'],
    }),
  }),
});

export const { useBookingRequestsQuery } = api;
