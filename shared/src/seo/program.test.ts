import { programs } from '../data';
import type { Program, Review } from '../domain';
import { programAvailability, programLd } from './program';
import { hasEmpty, urlValues } from './testing';

const ORIGIN = 'https://wellness.example';
const base: Program = programs[0]!;

function review(over: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    programId: base.id,
    programName: base.name,
    programSlug: base.slug,
    rating: 5,
    aspects: {},
    text: 'The mornings in the pools were the best of the year.',
    authorFirstName: 'Giulia',
    stayMonth: '2026-09',
    verifiedStay: true,
    createdAt: '2026-10-02T08:30:00.000Z',
    answer: null,
    ...over,
  };
}

describe('programLd', () => {
  it("is a Product with the program's name, description, absolute images, url and brand", () => {
    const out = programLd(ORIGIN, base);
    expect(out['@context']).toBe('https://schema.org');
    expect(out['@type']).toBe('Product');
    expect(out.name).toBe(base.name);
    expect(out.description).toBe(base.description);
    expect(out.url).toBe(`${ORIGIN}/program-details/${base.slug}`);
    expect(out.image).toEqual(expect.arrayContaining([`${ORIGIN}${base.image}`]));
    expect(out.brand).toEqual({ '@type': 'Brand', name: expect.any(String) });
  });

  it('offers the price per person with its currency, availability and url (Google: Offer.price, priceCurrency)', () => {
    const out = programLd(ORIGIN, { ...base, price: 3450, currency: 'EUR' });
    expect(out.offers).toMatchObject({
      '@type': 'Offer',
      price: 3450,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/program-details/${base.slug}`,
    });
  });

  it('has no Offer for a program of no price (an Offer without a price is invalid)', () => {
    expect(programLd(ORIGIN, { ...base, price: null })).not.toHaveProperty('offers');
  });

  it('has no rating and no reviews when the program has none', () => {
    const out = programLd(ORIGIN, { ...base, reviewStats: { average: null, count: 0 } });
    expect(out).not.toHaveProperty('aggregateRating');
    expect(out).not.toHaveProperty('review');
  });

  it('has its aggregate rating (value, count, best 5) and each review (author by first name, rating, body, date)', () => {
    const out = programLd(ORIGIN, { ...base, reviewStats: { average: 4.666, count: 3 } }, [review(), review({ id: 'r2', rating: 4, authorFirstName: 'Tom' })]);
    expect(out.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(out.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Giulia' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'The mornings in the pools were the best of the year.',
        datePublished: '2026-10-02',
      },
      expect.objectContaining({ author: { '@type': 'Person', name: 'Tom' }, reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
    ]);
  });

  it('names the provider as the seller and brand, with its page', () => {
    const out = programLd(ORIGIN, { ...base, provider: { id: 'p1', slug: 'terme-di-saturnia', name: 'Terme di Saturnia' } });
    expect(out.brand).toEqual({ '@type': 'Brand', name: 'Terme di Saturnia' });
    expect((out.offers as Record<string, unknown>).seller).toEqual({ '@type': 'Organization', name: 'Terme di Saturnia', url: `${ORIGIN}/providers/terme-di-saturnia` });
  });

  it('leaves nothing empty and every url absolute, even from a sparse program', () => {
    const sparse: Program = { ...base, description: '', about: 'About it.', imageGallery: [], specialOffer: '', groupName: '', terms: { bookBy: '', stayBy: '' }, provider: null };
    const out = programLd(ORIGIN, sparse, [review()]);
    expect(hasEmpty(out)).toBe(false);
    expect(out.description).toBe('About it.');
    for (const url of urlValues(out)) expect(url).toMatch(/^https:\/\/wellness\.example\//);
    expect(JSON.stringify(out)).not.toContain('undefined');
  });
});

describe('programAvailability', () => {
  const session = (placesLeft: number) => ({ id: `s${placesLeft}`, startDate: '2027-03-01', nights: 6, endDate: '2027-03-07', capacity: 10, placesLeft });

  it('is in stock while a session has a place left', () => {
    expect(programAvailability({ sessions: [session(0), session(2)] })).toBe('https://schema.org/InStock');
  });

  it('is sold out when every session is full', () => {
    expect(programAvailability({ sessions: [session(0), session(0)] })).toBe('https://schema.org/SoldOut');
  });

  it('is in stock for a program booked by preferred date (no sessions)', () => {
    expect(programAvailability({ sessions: [] })).toBe('https://schema.org/InStock');
  });
});
