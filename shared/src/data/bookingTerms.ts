import { addNights, CANCELLATION_POLICIES, DEFAULT_CURRENCY, DEFAULT_RESPONSE_HOURS, type BookingMode, type CancellationPolicy, type ProgramSession } from '../domain';

/** Places per session of the sample programs: small groups, as retreats run them. */
const PLACES = [8, 12, 10, 6, 16, 14];

/**
 * How a sample program books: its available dates become dated sessions with places; every other program books
 * instantly (the rest on request), the policies rotate, and one program in three asks a deposit.
 */
export function sampleBookingTerms(programId: string, index: number, nights: number, availableDates: string[]) {
  const sessions: ProgramSession[] = availableDates.map((startDate, i) => {
    const capacity = PLACES[(index + i) % PLACES.length]!;
    return { id: `${programId}-s${i + 1}`, startDate, nights, endDate: addNights(startDate, nights), capacity, placesLeft: capacity };
  });
  const bookingMode: BookingMode = index % 2 === 0 ? 'instant' : 'request';
  const cancellationPolicy: CancellationPolicy = CANCELLATION_POLICIES[index % CANCELLATION_POLICIES.length]!;
  return {
    sessions,
    bookingMode,
    responseHours: DEFAULT_RESPONSE_HOURS,
    cancellationPolicy,
    depositPercent: index % 3 === 0 ? 30 : null,
    currency: DEFAULT_CURRENCY,
  };
}
