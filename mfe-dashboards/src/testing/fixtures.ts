import type { AdminProgram, Booking, OwnerProgramSession, Program, ProgramStatus, Review, ReviewableStay, User } from '@wellness/shared/domain';
import type { OwnerProgram } from '../lib/api/myProgram';

export const sessionOf = (role: User['role'], firstName = 'Ines') => ({
  session: { user: { firstName, lastName: 'Duarte', email: `${role}@example.test`, phone: '5551234567', role }, token: 't' },
});

export function program(over: Partial<Program> & { id: string; status: ProgramStatus }): Program {
  return {
    slug: `${over.id}-slug`, name: `Program ${over.id}`, location: 'Ubud - Bali', country: 'Bali', city: 'Ubud', description: 'Quiet days.', details: '',
    duration: '7 Days / 6 Nights', days: 7, nights: 6, price: 3450, priceText: '$3,450', category: 'yoga', group: 'healing-renewal', groupName: '',
    image: '/media/gallery/gallery-01-960.webp', specialOffer: '', terms: { bookBy: '', stayBy: '' }, approved: over.status === 'active' || over.status === 'inactive',
    reviewStats: { average: null, count: 0 }, provider: null, about: 'Long text', imageGallery: ['/uploads/a.webp'], includes: [], highlights: [], bookingOptions: { pricePerPerson: '', availableDates: [] },
    specialOffers: [], events: [], dailySchedule: [], arrival: { airport: '', transfer: '', checkIn: '', notes: '' }, remark: '', ownerId: 'u1', hostReachable: true,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    sessions: [], bookingMode: 'request', responseHours: 48, cancellationPolicy: 'moderate', depositPercent: null, currency: 'USD',
    ...over,
  };
}

/** A program as GET /api/my/programs/:id answers it to its owner: sessions with the places taken. */
export function ownerProgram(over: Partial<OwnerProgram> & { id: string; status: ProgramStatus }): OwnerProgram {
  const { sessions = [], ...rest } = over;
  return { ...program(rest), sessions };
}

export function ownerSession(over: Partial<OwnerProgramSession> & { id: string; startDate: string }): OwnerProgramSession {
  const nights = over.nights ?? 6;
  const capacity = over.capacity ?? 10;
  const taken = over.taken ?? 0;
  const end = new Date(Date.parse(`${over.startDate}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
  return { nights, capacity, taken, placesLeft: capacity - taken, endDate: end, ...over };
}

/** A booking as the API answers it; by default a request for a session of 2030, two guests at $3,450 each. */
export function booking(over: Partial<Booking> & { id: string }): Booking {
  const state = over.state ?? over.status ?? 'requested';
  return {
    reference: `WT-${over.id.toUpperCase()}`, programId: 'p1', programSlug: 'p1-slug', programName: 'Lakeside Stillness', programImage: '/media/gallery/gallery-01-480.webp',
    location: 'Lucerne - Switzerland', name: 'Gabriel Moreau', email: 'g@example.test', phone: '5551234567',
    startDate: over.startDate ?? '2030-05-09', preferredDate: over.startDate ?? '2030-05-09', endDate: '2030-05-15', sessionId: 's1', guests: 2, currency: 'USD',
    unitPrice: 3450, total: 6900, deposit: null, balance: null, bookingMode: 'request', policy: 'moderate', tab: 'upcoming',
    respondBy: state === 'requested' ? '2030-01-03T12:00:00.000Z' : null, cancellation: null, reason: '',
    createdAt: '2030-01-01T12:00:00.000Z', updatedAt: '2030-01-01T12:00:00.000Z',
    history: [{ from: null, to: 'requested', move: 'request', actor: 'guest', reason: '', at: '2030-01-01T12:00:00.000Z' }],
    ...over,
    state,
    status: state,
  };
}

/** GET /api/my/booking-requests counts: every state, 0 unless given. */
export function stateCounts(over: Partial<Record<Booking['state'], number>> = {}): Record<Booking['state'], number> {
  return { requested: 0, confirmed: 0, declined: 0, expired: 0, canceled_by_guest: 0, canceled_by_provider: 0, completed: 0, ...over };
}

export function adminProgram(over: Partial<AdminProgram> & { id: string }): AdminProgram {
  return {
    slug: `${over.id}-slug`, title: `Program ${over.id}`, creator: 'Fiona Moreau', creatorEmail: 'f@example.test', status: 'pending', programStatus: 'pending',
    remark: '', category: 'spa', location: 'Lucerne - Switzerland', submittedAt: null, reviewedAt: null, version: 3,
    ...over,
  };
}

export const conflict = (message: string, code = 'CONFLICT', details?: Record<string, unknown>) => ({ error: { code, message, ...(details ? { details } : {}) } });

/** A review as the API answers it; by default 5 stars for Lakeside Stillness, with no answer. */
export function review(over: Partial<Review> & { id: string }): Review {
  return {
    programId: 'p1', programName: 'Lakeside Stillness', programSlug: 'p1-slug', rating: 5, aspects: {},
    text: 'Quiet mornings by the lake, kind staff and food I still think about.', authorFirstName: 'Gabriel', stayMonth: '2026-03',
    verifiedStay: true, createdAt: '2026-04-02T10:00:00.000Z', answer: null,
    ...over,
  };
}

/** A completed stay waiting for its review. */
export function reviewableStay(over: Partial<ReviewableStay> & { bookingId: string }): ReviewableStay {
  return {
    programId: 'p1', programName: 'Lakeside Stillness', programSlug: 'p1-slug', image: '/media/gallery/gallery-01-480.webp',
    stayMonth: '2026-03', completedAt: '2026-03-20T10:00:00.000Z', reviewBy: '2026-05-19',
    ...over,
  };
}
