import { urlEntry } from './xml';

describe('a sitemap entry', () => {
  it('names the page in each language and English as x-default, query kept and escaped', () => {
    const entry = urlEntry('https://site.test/programs?country=Greece&city=Crete');
    expect(entry).toContain('<loc>https://site.test/programs?country=Greece&amp;city=Crete</loc>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://site.test/programs?country=Greece&amp;city=Crete"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://site.test/es/programs?country=Greece&amp;city=Crete"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://site.test/fr/programs?country=Greece&amp;city=Crete"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://site.test/programs?country=Greece&amp;city=Crete"/>');
  });
});
