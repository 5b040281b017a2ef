import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, Checkout } from '@wellness/shared/domain';
import type { BookingRequest } from '@wellness/shared/schemas';

export type { Checkout };

const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/checkouts: the server prices the booking and answers the payment page; the booking follows the payment. */
    startCheckout: build.mutation<Checkout, { body: BookingRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/api/checkouts', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (response: ApiSuccess<Checkout>) => response.data,
    }),
    getCheckout: build.query<Checkout, string>({
      query: (id) => `/api/checkouts/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<Checkout>) => response.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStartCheckoutMutation, useGetCheckoutQuery } = checkoutApi;
