import type { BookingState } from '@wellness/shared/domain';

export const BOOKING_STATE_LABEL: Record<BookingState, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  canceled: 'Canceled',
};
/** Badge variants of the design system, per booking state. */
export const BOOKING_STATE_BADGE = {
  requested: 'warning',
  confirmed: 'success',
  declined: 'error',
  canceled: 'neutral',
} as const satisfies Record<BookingState, string>;
