import type { PricingPlan } from '@wellness/shared/domain';
import { absoluteUrl, SITE_NAME, type JsonLd } from '@wellness/shared/seo';

/**
 * The membership plans as schema.org's OfferCatalog: each plan of a monthly price an Offer of the membership service,
 * in US dollars (what the page shows, "$… per month") per month (UN/CEFACT unit MON). A plan priced on request
 * ("Custom") has no price to state, so it is left out rather than offered at a made-up one.
 */
export function pricingLd(origin: string, plans: readonly PricingPlan[]): JsonLd {
  const url = absoluteUrl(origin, '/pricing');
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: `${SITE_NAME} memberships`,
    url,
    itemListElement: plans
      .filter((plan): plan is PricingPlan & { price: number } => typeof plan.price === 'number')
      .map((plan) => ({
        '@type': 'Offer',
        name: plan.name,
        description: plan.description,
        url,
        price: plan.price,
        priceCurrency: 'USD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: plan.price,
          priceCurrency: 'USD',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
        itemOffered: { '@type': 'Service', name: `${SITE_NAME} ${plan.name} membership`, description: plan.description, provider: { '@id': absoluteUrl(origin, '/#organization') } },
      })),
  };
}
