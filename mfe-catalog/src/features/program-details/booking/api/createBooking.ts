import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, Booking } from '@wellness/shared/domain';
import type { BookingRequest } from '@wellness/shared/schemas';

export interface CreateBookingArgs {
  body: BookingRequest;
  /** One per booking attempt (useIdempotencyKey): a request sent again is stored once. */
  idempotencyKey: string;
}

const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/bookings: stored, and linked to the account when signed in (the base query adds the bearer token). */
    createBooking: build.mutation<Booking, CreateBookingArgs>({
      query: ({ body, idempotencyKey }) => ({ url: '/api/bookings', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (response: ApiSuccess<Booking>) => response.data,
    }),
  }),
});

export const { useCreateBookingMutation } = bookingApi;
