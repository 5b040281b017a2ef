import type { BadgeVariant } from '@wellness/shared/ui';
import type { BookingState } from '@wellness/shared/domain';

// The words of each state are the shared BOOKING_STATE_LABEL (guest) and OWNER_BOOKING_STATE_LABEL (owner).

/** Badge variants of the design system, per booking state. */
export const BOOKING_STATE_BADGE: Record<BookingState, BadgeVariant> = {
  requested: 'warning',
  confirmed: 'success',
  declined: 'error',
  expired: 'neutral',
  canceled_by_guest: 'neutral',
  canceled_by_provider: 'error',
  completed: 'info',
};
