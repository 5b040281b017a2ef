import type { Program, ProgramSummary, ProviderProfile, Review } from '@wellness/shared/domain';

/**
 * schema.org objects for this remote's server views, with the names and signatures of the shared builders
 * (`@wellness/shared/seo`, written on another branch): at merge, these imports switch to the shared ones and this file
 * goes. Hand-written on purpose until then: plain objects, no library needed to write JSON-LD.
 */

type Ld = Record<string, unknown>;
const CONTEXT = 'https://schema.org';
const SITE_NAME = 'Wellness Travel';

const absolute = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`);

/** A meta description: whitespace folded, at most `max` characters, cut on a word with an ellipsis. */
export function describe(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

export function organizationLd(origin: string): Ld {
  return { '@context': CONTEXT, '@type': 'Organization', '@id': `${origin}/#organization`, name: SITE_NAME, url: `${origin}/` };
}

export function breadcrumbLd(origin: string, items: { name: string; path: string }[]): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absolute(origin, item.path) })),
  };
}

const programUrl = (origin: string, slug: string) => `${origin}/program-details/${encodeURIComponent(slug)}`;

/** A program as a Product with its Offer, its rating and reviews when it has them. */
export function programLd(origin: string, program: Program, reviews: Review[] = []): Ld {
  const url = programUrl(origin, program.slug);
  const rated = program.reviewStats.count > 0 && program.reviewStats.average !== null;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: program.name,
    description: describe(program.about || program.description, 500),
    image: [absolute(origin, program.image), ...program.imageGallery.slice(0, 4).map((src) => absolute(origin, src))],
    url,
    category: program.groupName || undefined,
    ...(program.provider ? { brand: { '@type': 'Organization', name: program.provider.name, url: `${origin}/providers/${encodeURIComponent(program.provider.slug)}` } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      ...(program.price !== null ? { price: program.price, priceCurrency: program.currency || 'USD' } : { priceSpecification: { '@type': 'PriceSpecification', description: program.priceText } }),
      availability: program.status === 'active' && program.approved ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
      ...(program.terms?.bookBy ? { priceValidUntil: program.terms.bookBy } : {}),
    },
    ...(rated
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: program.reviewStats.average, reviewCount: program.reviewStats.count, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(rated && reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorFirstName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.text,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** A provider's page: the facility as an organisation, its rating, and its programs. */
export function providerLd(origin: string, provider: ProviderProfile): Ld {
  const url = `${origin}/providers/${encodeURIComponent(provider.slug)}`;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: provider.name,
    url,
    description: provider.description || undefined,
    address: { '@type': 'PostalAddress', addressLocality: provider.city, addressCountry: provider.country },
    ...(provider.rating.count > 0 && provider.rating.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: provider.rating.average, reviewCount: provider.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
    makesOffer: provider.programs.map((p) => ({ '@type': 'Offer', itemOffered: { '@type': 'Product', name: p.name, url: programUrl(origin, p.slug) } })),
  };
}

export function faqLd(faqs: { question: string; answer: string }[]): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

/** A list page's programs, in the order shown. */
export function itemListLd(origin: string, programs: ProgramSummary[]): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: programs.map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: programUrl(origin, p.slug), name: p.name })),
  };
}
