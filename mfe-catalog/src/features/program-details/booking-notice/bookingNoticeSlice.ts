import { createSlice, rootReducer, type PayloadAction } from '@wellness/shared/contract';
import type { Booking } from '@wellness/shared/domain';

/** What the notice keeps of a booking just made: enough to find it again, and whose it is (an email, or null for a visitor). */
export type NoticedBooking = Pick<Booking, 'id' | 'reference' | 'programName' | 'state' | 'respondBy'> & { bookedBy: string | null };

export interface BookingNoticeState {
  booking: NoticedBooking | null;
}

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    bookingNotice: BookingNoticeState;
  }
}

// In the one store rather than in the page: the notice outlives the booking dialog and the program's page, until the
// visitor dismisses it (or makes another booking, which takes its place).
const bookingNoticeSlice = createSlice({
  name: 'bookingNotice',
  initialState: (): BookingNoticeState => ({ booking: null }),
  reducers: {
    bookingMade: (state, action: PayloadAction<NoticedBooking>) => {
      state.booking = action.payload;
    },
    bookingNoticeDismissed: (state) => {
      state.booking = null;
    },
  },
  selectors: {
    selectNoticedBooking: (state) => state.booking,
  },
});

const injectedBookingNoticeSlice = bookingNoticeSlice.injectInto(rootReducer);
export const { bookingMade, bookingNoticeDismissed } = injectedBookingNoticeSlice.actions;
export const { selectNoticedBooking } = injectedBookingNoticeSlice.selectors;
