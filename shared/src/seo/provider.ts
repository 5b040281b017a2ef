import { providerPath, type ProviderProfile, type ProviderSummary } from '../domain';
import { ld, type JsonLd } from './clean';
import { aggregateRating } from './rating';
import { absoluteUrl } from './site';

/** A provider as its page shows it: at least its name and slug; the profile's place, words and rating when known. */
export type ProviderForLd = ProviderSummary & Partial<Pick<ProviderProfile, 'description' | 'city' | 'country' | 'rating'>>;

/**
 * A provider (a spa, clinic or resort running programs) as schema.org's LocalBusiness, an Organization with a place:
 * its page's url, its town and country, and the average of its programs' verified reviews where it has one.
 */
export function providerLd(origin: string, provider: ProviderForLd): JsonLd {
  const url = absoluteUrl(origin, providerPath(provider.slug));
  const hasPlace = Boolean(provider.city || provider.country);
  return ld('LocalBusiness', {
    '@id': `${url}#business`,
    name: provider.name,
    url,
    description: provider.description,
    address: hasPlace ? { '@type': 'PostalAddress', addressLocality: provider.city, addressCountry: provider.country } : undefined,
    aggregateRating: aggregateRating(provider.rating),
  });
}
