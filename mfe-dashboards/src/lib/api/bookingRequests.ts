import type { ApiSuccess, OwnerBookingRequestList } from '@wellness/shared/domain';
import { dashboardsApi } from './tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/booking-requests: requests made for the caller's own programs. */
    bookingRequests: build.query<OwnerBookingRequestList, void>({
      query: () => '/api/my/booking-requests',
      transformResponse: (response: ApiSuccess<OwnerBookingRequestList>) => response.data,
      providesTags: ['BookingRequests'],
    }),
  }),
});

export const { useBookingRequestsQuery } = api;
