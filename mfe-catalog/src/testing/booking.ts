// Test-only: sessions and bookings as the API answers them (the booking API's HTTP contract).
import type { Booking, ProgramSession } from '@wellness/shared/domain';

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function sessionOf(id: string, startDate: string, placesLeft: number, { nights = 7, capacity = 12 } = {}): ProgramSession {
  return { id, startDate, nights, endDate: plusDays(startDate, nights), capacity, placesLeft };
}

/** The booking the API answers to POST /api/bookings. */
export function bookingOf(overrides: Partial<Booking> = {}): Booking {
  const state = overrides.state ?? 'requested';
  return {
    id: 'bk-1',
    reference: 'WT-7K3QX9',
    programId: 'prg-001',
    programSlug: 'test-program',
    programName: 'Test Program',
    programImage: '',
    location: 'Sedona - USA',
    name: 'Ana Moreau',
    email: 'ana@example.com',
    phone: '0791234567',
    startDate: '2099-03-01',
    preferredDate: '2099-03-01',
    endDate: '2099-03-08',
    sessionId: 's-1',
    guests: 1,
    currency: 'USD',
    unitPrice: 4850,
    total: 4850,
    deposit: null,
    balance: null,
    bookingMode: state === 'confirmed' ? 'instant' : 'request',
    policy: 'flexible',
    state,
    status: state,
    tab: 'upcoming',
    respondBy: state === 'requested' ? '2099-02-03T12:00:00.000Z' : null,
    cancellation: null,
    reason: '',
    createdAt: '2099-02-01T12:00:00.000Z',
    updatedAt: '2099-02-01T12:00:00.000Z',
    history: [],
    ...overrides,
  };
}
