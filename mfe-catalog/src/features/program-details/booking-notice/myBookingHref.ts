import type { NoticedBooking } from './bookingNoticeSlice';

/** Where the guest's dashboard shows this booking (it opens on the booking's tab). */
export const myBookingHref = (booking: Pick<NoticedBooking, 'id'>) => `/dashboard/user?booking=${encodeURIComponent(booking.id)}`;
