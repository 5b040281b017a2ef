import type { Program, Review } from '../domain';
import { ld, type JsonLd } from './clean';
import { aggregateRating, reviewItem } from './rating';
import { absoluteUrl, programPath, SITE_NAME } from './site';
import { providerPath } from '../domain';

/** The program's details page, as the API answers it (`GET /api/programs/by-slug/:slug`). */
export type ProgramDetails = Program;

const SCHEMA = 'https://schema.org/';

/**
 * Whether a place can be booked, as schema.org's ItemAvailability: a program of dated sessions is sold out when no
 * session has a place left; a program booked by preferred date (no sessions) takes bookings while it is listed.
 */
export function programAvailability(program: Pick<Program, 'sessions'>): string {
  if (program.sessions.length === 0) return `${SCHEMA}InStock`;
  return program.sessions.some((session) => session.placesLeft > 0) ? `${SCHEMA}InStock` : `${SCHEMA}SoldOut`;
}

/**
 * A program as Google's Product (rich results: name, and offers, review or aggregateRating): its Offer with the price
 * per person, currency, availability and the page's url; its rating and reviews only when it has them. A program of
 * no price ("Contact for pricing") gets no Offer: an Offer without a price is invalid.
 */
export function programLd(origin: string, program: ProgramDetails, reviews: Review[] = []): JsonLd {
  const url = absoluteUrl(origin, programPath(program.slug));
  const images = [program.image, ...(program.imageGallery ?? [])].filter((image) => Boolean(image));
  const seller = program.provider
    ? { '@type': 'Organization', name: program.provider.name, url: absoluteUrl(origin, providerPath(program.provider.slug)) }
    : { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(origin, '/') };
  const offer =
    program.price === null
      ? undefined
      : {
          '@type': 'Offer',
          url,
          price: program.price,
          priceCurrency: program.currency,
          availability: programAvailability(program),
          // The last day the program takes bookings (YYYY-MM-DD), when it has one.
          priceValidUntil: program.terms?.bookBy || undefined,
          seller,
        };
  return ld('Product', {
    '@id': `${url}#product`,
    name: program.name,
    description: program.description || program.about,
    image: [...new Set(images)].map((image) => absoluteUrl(origin, image)),
    url,
    sku: program.id,
    category: program.groupName || undefined,
    brand: { '@type': 'Brand', name: seller.name },
    offers: offer,
    aggregateRating: aggregateRating(program.reviewStats),
    review: reviews.map(reviewItem),
  });
}
