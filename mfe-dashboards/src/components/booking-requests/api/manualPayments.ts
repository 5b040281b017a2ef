import type { ApiSuccess, BookingMoney } from '@wellness/shared/domain';
import type { RecordManualPaymentRequest } from '@wellness/shared/schemas';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/bookings/:id/money as the host reads it: how the program is paid, what was recorded and what is still due. */
    hostBookingMoney: build.query<BookingMoney, string>({
      query: (id) => `/api/bookings/${encodeURIComponent(id)}/money`,
      transformResponse: (response: ApiSuccess<BookingMoney>) => response.data,
      providesTags: ['BookingRequests'],
    }),
    /** POST /api/bookings/:id/manual-payments: money received by bank transfer or on arrival (once per Idempotency-Key). */
    recordManualPayment: build.mutation<BookingMoney, { id: string; body: RecordManualPaymentRequest; idempotencyKey: string }>({
      query: ({ id, body, idempotencyKey }) => ({ url: `/api/bookings/${encodeURIComponent(id)}/manual-payments`, method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (response: ApiSuccess<BookingMoney>) => response.data,
      invalidatesTags: ['BookingRequests', 'MyBookings'],
    }),
  }),
});

export const { useHostBookingMoneyQuery, useRecordManualPaymentMutation } = api;
