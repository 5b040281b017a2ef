import type { AdminProgram, Booking, OwnerBookingRequest, Program, ProgramStatus, User } from '@wellness/shared/domain';

export const sessionOf = (role: User['role'], firstName = 'Ines') => ({
  session: { user: { firstName, lastName: 'Duarte', email: `${role}@example.test`, phone: '5551234567', role }, token: 't' },
});

export function program(over: Partial<Program> & { id: string; status: ProgramStatus }): Program {
  return {
    slug: `${over.id}-slug`, name: `Program ${over.id}`, location: 'Ubud - Bali', country: 'Bali', city: 'Ubud', description: 'Quiet days.', details: '',
    duration: '7 Days / 6 Nights', days: 7, nights: 6, price: 3450, priceText: '$3,450', category: 'yoga', group: 'healing-renewal', groupName: '',
    image: '/media/gallery/gallery-01-960.webp', specialOffer: '', terms: { bookBy: '', stayBy: '' }, approved: over.status === 'active' || over.status === 'inactive',
    rating: null, about: 'Long text', imageGallery: ['/uploads/a.webp'], includes: [], highlights: [], bookingOptions: { pricePerPerson: '', availableDates: [] },
    specialOffers: [], events: [], dailySchedule: [], arrival: { airport: '', transfer: '', checkIn: '', notes: '' }, remark: '', ownerId: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function booking(over: Partial<Booking> & { id: string }): Booking {
  return {
    programId: 'p1', programSlug: 'p1-slug', programName: 'Lakeside Stillness', programImage: '/media/gallery/gallery-01-480.webp', location: 'Lucerne - Switzerland',
    name: 'Gabriel', email: 'g@example.test', phone: '5551234567', preferredDate: '2030-05-09', status: 'requested', upcoming: true,
    createdAt: '2026-01-01T00:00:00.000Z', canceledAt: null, decidedAt: null,
    ...over,
  };
}

export function request(over: Partial<OwnerBookingRequest> & { id: string }): OwnerBookingRequest {
  return {
    programId: 'p1', programName: 'Lakeside Stillness', programSlug: 'p1-slug', name: 'Gabriel Moreau', email: 'g@example.test', phone: '5551234567',
    preferredDate: '2030-05-09', status: 'requested', createdAt: '2026-01-01T00:00:00.000Z', decidedAt: null, canceledAt: null,
    ...over,
  };
}

export function adminProgram(over: Partial<AdminProgram> & { id: string }): AdminProgram {
  return {
    slug: `${over.id}-slug`, title: `Program ${over.id}`, creator: 'Fiona Moreau', creatorEmail: 'f@example.test', status: 'pending', programStatus: 'pending',
    remark: '', category: 'spa', location: 'Lucerne - Switzerland', submittedAt: null, reviewedAt: null, version: 3,
    ...over,
  };
}

export const conflict = (message: string) => ({ error: { code: 'CONFLICT', message } });
