import type { ServerViewRequest } from '@wellness/shared/contract';
import { pricingPlans } from '@wellness/shared/data/plans';
import { renderToServerHtml } from '@wellness/shared/testing';
import { serverView } from './serverView';

const ORIGIN = 'https://wellness.example';
const request: ServerViewRequest = { route: '/pricing', rest: '', query: new URLSearchParams(), origin: ORIGIN, api: jest.fn() };

describe('the pricing server view', () => {
  it('is the Subscription page with its description and canonical path', async () => {
    const outcome = await serverView(request);
    if (outcome.kind !== 'page') throw new Error('expected a page');
    expect(outcome.head).toMatchObject({ title: 'Subscription · Wellness Travel', canonical: '/pricing' });
    expect(outcome.head.description).toMatch(/^Choose the membership that suits the way you travel/);
    expect(outcome.head.description.length).toBeLessThanOrEqual(160);
    const html = renderToServerHtml(outcome.view, { route: '/pricing' });
    expect(html).toContain('<h1>Subscription</h1>');
    for (const plan of pricingPlans) expect(html).toContain(plan.name);
  });

  it('offers each plan of a monthly price in US dollars per month, and no made-up price for the others', async () => {
    const outcome = await serverView(request);
    if (outcome.kind !== 'page') throw new Error('expected a page');
    const [catalog] = outcome.head.jsonLd!;
    expect(catalog!['@type']).toBe('OfferCatalog');
    const offers = catalog!.itemListElement as Record<string, unknown>[];
    const priced = pricingPlans.filter((plan) => typeof plan.price === 'number');
    expect(priced.length).toBeGreaterThan(0);
    expect(offers).toHaveLength(priced.length);
    for (const [i, plan] of priced.entries()) {
      expect(offers[i]).toMatchObject({
        '@type': 'Offer',
        name: plan.name,
        price: plan.price,
        priceCurrency: 'USD',
        url: `${ORIGIN}/pricing`,
        priceSpecification: { '@type': 'UnitPriceSpecification', price: plan.price, priceCurrency: 'USD', unitCode: 'MON' },
      });
    }
  });
});
