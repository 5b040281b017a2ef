import type { ApiSuccess, Booking } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

export interface CancelStayArgs {
  id: string;
  /** Required: the guest reads why their stay was canceled. */
  reason: string;
}

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/my/bookings/:id/cancel: the owner cancels a confirmed stay (full refund, places freed). */
    cancelStay: build.mutation<Booking, CancelStayArgs>({
      query: ({ id, reason }) => ({ url: `/api/my/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST', body: { reason } }),
      transformResponse: (response: ApiSuccess<Booking>) => response.data,
      invalidatesTags: ['BookingRequests', 'MyBookings', 'ProgramSessions'],
    }),
  }),
});

export const { useCancelStayMutation } = api;
