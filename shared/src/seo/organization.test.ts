import { breadcrumbLd } from './breadcrumb';
import { faqLd } from './faq';
import { itemListLd } from './itemList';
import { organizationLd, websiteLd } from './organization';
import { providerLd } from './provider';
import { programs } from '../data';
import { hasEmpty, urlValues } from './testing';

const ORIGIN = 'https://wellness.example';

describe('organizationLd', () => {
  it('is the Organization with name, url and the logo the site serves', () => {
    expect(organizationLd(ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Wellness Travel',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/media/brand/logo.svg`,
    });
  });
});

describe('websiteLd', () => {
  it('searches on /search?q=', () => {
    const out = websiteLd(ORIGIN);
    expect(out['@type']).toBe('WebSite');
    expect(out.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('breadcrumbLd', () => {
  it('numbers each crumb from 1 with its name and absolute item (Google: position, name, item)', () => {
    const out = breadcrumbLd(ORIGIN, [
      { name: 'Home', path: '/' },
      { name: 'Programs', path: '/programs?category=detox' },
      { name: 'Alpine Detox', path: '/program-details/alpine-detox' },
    ]);
    expect(out['@type']).toBe('BreadcrumbList');
    expect(out.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Programs', item: `${ORIGIN}/programs?category=detox` },
      { '@type': 'ListItem', position: 3, name: 'Alpine Detox', item: `${ORIGIN}/program-details/alpine-detox` },
    ]);
  });
});

describe('faqLd', () => {
  it('is a FAQPage whose mainEntity lists each Question with its acceptedAnswer', () => {
    const out = faqLd([
      { question: 'Can I cancel?', answer: 'Yes, up to 30 days before.' },
      { question: 'Blank', answer: '  ' },
    ]);
    expect(out).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Can I cancel?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, up to 30 days before.' } }],
    });
  });
});

describe('itemListLd', () => {
  it('lists the programs in order, each a ListItem with its position and absolute url', () => {
    const shown = programs.slice(0, 3);
    const out = itemListLd(ORIGIN, shown);
    expect(out['@type']).toBe('ItemList');
    expect(out.itemListElement).toEqual(
      shown.map((program, i) => ({ '@type': 'ListItem', position: i + 1, url: `${ORIGIN}/program-details/${program.slug}`, name: program.name })),
    );
  });
});

describe('providerLd', () => {
  it('is the LocalBusiness with its page, town, country and rating', () => {
    const out = providerLd(ORIGIN, { id: 'p1', slug: 'terme', name: 'Terme', description: 'Hot springs.', city: 'Saturnia', country: 'Italy', rating: { average: 4.25, count: 8 } });
    expect(out).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${ORIGIN}/providers/terme#business`,
      name: 'Terme',
      url: `${ORIGIN}/providers/terme`,
      description: 'Hot springs.',
      address: { '@type': 'PostalAddress', addressLocality: 'Saturnia', addressCountry: 'Italy' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 8, bestRating: 5, worstRating: 1 },
    });
  });

  it('has no rating and no address it does not know', () => {
    const out = providerLd(ORIGIN, { id: 'p1', slug: 'terme', name: 'Terme', rating: { average: null, count: 0 } });
    expect(out).not.toHaveProperty('aggregateRating');
    expect(out).not.toHaveProperty('address');
    expect(hasEmpty(out)).toBe(false);
  });
});

describe('every builder', () => {
  it('writes absolute urls of the origin only and nothing empty', () => {
    const all = [
      organizationLd(ORIGIN),
      websiteLd(ORIGIN),
      breadcrumbLd(ORIGIN, [{ name: 'Home', path: '/' }]),
      itemListLd(ORIGIN, programs.slice(0, 2)),
      providerLd(ORIGIN, { id: 'p', slug: 'p', name: 'P' }),
    ];
    for (const out of all) {
      expect(hasEmpty(out)).toBe(false);
      const urls = urlValues(out);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
    }
  });
});
