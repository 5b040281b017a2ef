import { bookingRequestSchema, bookingTermsSchema } from './booking';

describe('the booking schemas', () => {
  it('refuses a deposit over 100 %, two sessions on one day, and guests out of range', () => {
    expect(bookingTermsSchema.safeParse({ depositPercent: 101 }).error?.issues[0]?.message).toBe('The deposit cannot be over 100%');
    const twice = bookingTermsSchema.safeParse({ sessions: [{ startDate: '2027-05-01', nights: 5, places: 8 }, { startDate: '2027-05-01', nights: 3, places: 4 }] });
    expect(twice.error?.issues[0]?.message).toBe('Two sessions cannot start on the same day');
    const base = { name: 'Ann', email: 'a@b.co', phone: '5551234567', preferredDate: '2030-01-01', programId: 'prg-001' };
    expect(bookingRequestSchema.safeParse({ ...base, guests: 0 }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...base, guests: 21 }).success).toBe(false);
    expect(bookingRequestSchema.parse(base).guests).toBe(1);
  });
});
