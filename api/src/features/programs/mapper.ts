import { PROGRAM_GROUPS, type CategoryValue, type Program, type ProgramGroupSlug, type ProgramSummary } from '@wellness/shared/domain';
import type { ProgramRow } from '../../db/schema';

const GROUP_NAME = new Map<string, string>(PROGRAM_GROUPS.map((g) => [g.slug, g.type]));

export function toSummary(row: ProgramRow): ProgramSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    country: row.country,
    city: row.city,
    description: row.description,
    details: row.details,
    duration: row.duration,
    days: row.days,
    nights: row.nights,
    price: row.price,
    priceText: row.priceText,
    category: row.category as CategoryValue | '',
    group: row.groupSlug as ProgramGroupSlug | '',
    groupName: GROUP_NAME.get(row.groupSlug) ?? '',
    image: row.imageGallery[0] ?? '',
    specialOffer: row.specialOffer,
    terms: row.terms,
    status: row.status,
    approved: row.approved,
    rating: row.rating,
  };
}

export function toProgram(row: ProgramRow): Program {
  return {
    ...toSummary(row),
    about: row.about,
    imageGallery: row.imageGallery,
    includes: row.includes,
    highlights: row.highlights,
    bookingOptions: row.bookingOptions,
    specialOffers: row.specialOffers,
    events: row.events,
    dailySchedule: row.dailySchedule,
    arrival: row.arrival,
    remark: row.remark,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
