import { withLanguage } from './pageHead.mjs';

describe("a page's structured data in its language", () => {
  it('puts inLanguage on page-like objects and adds no WebPage beside them', () => {
    const list = [{ '@type': 'AboutPage', name: 'About' }, { '@type': 'FAQPage', mainEntity: [] }, { '@type': 'BreadcrumbList' }];
    expect(withLanguage(list, 'es', 'https://w.example/es/about', 'Nosotros')).toEqual([
      { '@type': 'AboutPage', name: 'About', inLanguage: 'es' },
      { '@type': 'FAQPage', mainEntity: [], inLanguage: 'es' },
      { '@type': 'BreadcrumbList' },
    ]);
  });

  it('gives a page with no page-like object (a Product, or nothing) a WebPage in its language', () => {
    expect(withLanguage([], 'fr', 'https://w.example/fr/pricing', 'Tarifs')).toEqual([
      { '@context': 'https://schema.org', '@type': 'WebPage', url: 'https://w.example/fr/pricing', name: 'Tarifs', inLanguage: 'fr' },
    ]);
    expect(withLanguage([{ '@type': 'Product' }], 'en', 'u', 't').map((o) => o['@type'])).toEqual(['Product', 'WebPage']);
  });
});
