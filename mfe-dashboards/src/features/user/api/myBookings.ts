import { selectToken, takeServerData, takeSessionStarted, type RootState } from '@wellness/shared/contract';
import type { ApiSuccess, BookingList, BookingTab } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';
import { MY_BOOKINGS_PATH } from './myBookingsPath';

/** How long the page waits for the call the shell's entry started before it asks on its own. */
const SESSION_CALL_WAIT_MS = 2000;

export const myBookingsApi = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/bookings/mine?tab=booked|upcoming|canceled: the signed-in user's own bookings (all without a tab), with the count per tab. */
    myBookings: build.query<BookingList, BookingTab | void>({
      async queryFn(tab, api, _extra, baseQuery) {
        // All of them, first: those the server rendered the page with (its view with the visitor's session, ADR 0018),
        // else the call the shell's entry started with this session, when it did (the page's first call).
        const held = tab ? undefined : (takeServerData(MY_BOOKINGS_PATH) as BookingList | undefined);
        if (held) return { data: held };
        const early = tab ? null : ((await takeSessionStarted(MY_BOOKINGS_PATH, selectToken(api.getState() as RootState), SESSION_CALL_WAIT_MS)) as BookingList | null);
        if (early) return { data: early };
        const result = await baseQuery({ url: MY_BOOKINGS_PATH, params: tab ? { tab } : undefined });
        return result.error ? { error: result.error } : { data: (result.data as ApiSuccess<BookingList>).data };
      },
      providesTags: ['MyBookings'],
    }),
  }),
});

export const { useMyBookingsQuery } = myBookingsApi;
