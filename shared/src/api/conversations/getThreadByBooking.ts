import type { ApiSuccess, ThreadPage } from '@wellness/shared/domain';
import { injectConversationEndpoints } from './conversationsApi';

const threadByBookingApi = injectConversationEndpoints({
  endpoints: (build) => ({
    /** GET /api/threads/by-booking/:bookingId: the thread of a booking (both sides may read it). */
    threadByBooking: build.query<ThreadPage, string>({
      query: (bookingId) => `/api/threads/by-booking/${encodeURIComponent(bookingId)}`,
      transformResponse: (response: ApiSuccess<ThreadPage>) => response.data,
    }),
  }),
});

export const { useThreadByBookingQuery } = threadByBookingApi;
