import { destinations, programGroups, programs } from '@wellness/shared/data';
import type { SearchCriteria } from '@wellness/shared/domain';
import { loadSampleData } from '@wellness/shared/fallback';
import { sampleSearch } from './assistantFallback';
import { RECOMMENDATION_COUNT, recommend, type Catalogue } from './recommend';
import { replies } from './replies';

const replyText = replies('en');

// 25 November 2026: "in March" is March 2027, when the sample programs have dates.
const TODAY = new Date(2026, 10, 25, 12);

/** The catalogue over the bundled sample programs, recording each search it is asked. */
async function sampleCatalogue() {
  const data = await loadSampleData();
  const searches: SearchCriteria[] = [];
  const currencies: (string | undefined)[] = [];
  const catalogue: Catalogue = {
    destinations: async () => destinations,
    categories: async () => programGroups.map((g) => g.type),
    search: async (criteria, currency) => {
      searches.push(criteria);
      currencies.push(currency);
      return sampleSearch(data, criteria, RECOMMENDATION_COUNT);
    },
  };
  return { catalogue, searches, currencies };
}
const slugs = (filter: (p: (typeof programs)[number]) => boolean) => programs.filter(filter).map((p) => p.slug);

describe('the assistant’s answer', () => {
  it('lists the programs that match what it understood, says so in one sentence and links the search page', async () => {
    const { catalogue, searches } = await sampleCatalogue();
    const reply = await recommend('Detox programs under $3,000 in March', catalogue, 'en', TODAY);
    const expected = slugs((p) => p.category === 'detox' && (p.price ?? Infinity) <= 3000 && p.bookingOptions.availableDates.some((d) => d.startsWith('2027-03')));
    expect(expected.length).toBeGreaterThan(0);
    expect(reply.content).toBe(replyText.found('Detox programs under $3,000 in March 2027', expected.length));
    expect(reply.programs?.map((p) => p.slug)).toEqual(expected.slice(0, RECOMMENDATION_COUNT));
    expect(reply.searchHref).toBe('/search?category=detox&maxPrice=3000&month=2027-03&currency=USD');
    expect(searches).toEqual([{ category: 'detox', maxPrice: 3000, month: '2027-03' }]);
  });

  it('counts every match and shows the first three', async () => {
    const { catalogue } = await sampleCatalogue();
    const reply = await recommend('spa', catalogue, 'en', TODAY);
    const spa = slugs((p) => p.category === 'spa');
    expect(spa.length).toBeGreaterThan(RECOMMENDATION_COUNT);
    expect(reply.content).toBe(`Spa programs: ${spa.length} found`);
    expect(reply.programs).toHaveLength(RECOMMENDATION_COUNT);
  });

  it('says plainly when nothing matches and offers the nearest search without the month', async () => {
    const { catalogue, searches } = await sampleCatalogue();
    const reply = await recommend('detox under $3,000 in September', catalogue, 'en', TODAY);
    const withoutMonth = slugs((p) => p.category === 'detox' && (p.price ?? Infinity) <= 3000);
    expect(reply.content).toBe(replyText.nearest('Detox programs under $3,000 in September 2027', 'the month', 'Detox programs under $3,000', withoutMonth.length));
    expect(reply.content).toMatch(/^Nothing found for detox programs under \$3,000 in September 2027\. Without the month, detox programs under \$3,000: \d+ found$/);
    expect(reply.programs?.map((p) => p.slug)).toEqual(withoutMonth.slice(0, RECOMMENDATION_COUNT));
    expect(reply.searchHref).toBe('/search?category=detox&maxPrice=3000&currency=USD');
    expect(searches[1]).toEqual({ category: 'detox', maxPrice: 3000 });
  });

  it('drops the budget before the place when the month is not what empties the search', async () => {
    const { catalogue } = await sampleCatalogue();
    const reply = await recommend('detox in Switzerland under 2k in March', catalogue, 'en', TODAY);
    expect(reply.content).toMatch(/^Nothing found for detox programs in Switzerland under \$2,000 in March 2027\. Without the budget, detox programs in Switzerland in March 2027: 1 found$/);
    expect(reply.programs?.map((p) => p.slug)).toEqual(['lucerne-lakeside-detox-cure']);
  });

  it('widens a city to its country', async () => {
    const { catalogue } = await sampleCatalogue();
    const reply = await recommend('spa in Ubud', catalogue, 'en', TODAY);
    const baliSpa = slugs((p) => p.category === 'spa' && p.country === 'Bali');
    expect(reply.content).toBe(replyText.nearest('Spa programs in Ubud, Bali', 'the city', 'Spa programs in Bali', baliSpa.length));
    expect(reply.searchHref).toBe('/search?category=spa&country=Bali');
  });

  it('says a region was searched as words, and offers the kind without it', async () => {
    const { catalogue } = await sampleCatalogue();
    const reply = await recommend('detox in the Caribbean', catalogue, 'en', TODAY);
    const detox = slugs((p) => p.category === 'detox');
    expect(reply.content).toBe(replyText.nearest('Detox programs mentioning “Caribbean” (a region is searched as words)', 'the region', 'Detox programs', detox.length));
  });

  it('says nothing matched and offers the categories when even the nearest search finds nothing', async () => {
    const { catalogue } = await sampleCatalogue();
    const reply = await recommend('the Caribbean', catalogue, 'en', TODAY);
    expect(reply).toEqual({ content: replyText.nothingFor('Programs mentioning “Caribbean” (a region is searched as words)'), categories: programGroups.map((g) => g.type) });
  });

  it.each(['What does it cost?', 'zzz qqq', 'Hello!'])('answers "%s" (no criterion understood) with the canned reply and asks no search', async (message) => {
    const { catalogue, searches } = await sampleCatalogue();
    const reply = await recommend(message, catalogue, 'en', TODAY);
    expect(reply).toEqual({ content: replyText.nothing, categories: programGroups.map((g) => g.type) });
    expect(searches).toEqual([]);
  });
});

describe('the assistant’s answer on a Spanish or French page', () => {
  it('reads "retiro de yoga en Italia por menos de 3.000 €" as yoga in Italy under 3000 euros, and answers in Spanish', async () => {
    const { catalogue, searches, currencies } = await sampleCatalogue();
    const reply = await recommend('retiro de yoga en Italia por menos de 3.000 €', catalogue, 'es', TODAY);
    expect(searches[0]).toEqual({ category: 'yoga', country: 'Italy', maxPrice: 3000 });
    expect(currencies[0]).toBe('EUR');
    // The sample catalogue has no yoga in Italy: the nearest search leaves the place out, the budget still in euros.
    const yoga = slugs((p) => p.category === 'yoga' && (p.price ?? Infinity) <= 3000);
    expect(yoga.length).toBeGreaterThan(0);
    expect(reply.content).toBe(
      replies('es').nearest('Programas de yoga y meditación en Italia por menos de 3000\u00a0€', 'el lugar', 'Programas de yoga y meditación por menos de 3000\u00a0€', yoga.length),
    );
    expect(reply.content).toMatch(/^No hay resultados para programas de yoga y meditación en Italia por menos de 3000\u00a0€\. Sin el lugar, programas de yoga y meditación por menos de 3000\u00a0€: \d+ resultados?$/);
    expect(currencies.at(-1)).toBe('EUR');
    expect(reply.programs?.map((p) => p.slug)).toEqual(yoga.slice(0, RECOMMENDATION_COUNT));
  });

  it('answers a yoga program in Italy under 3000 euros with it, in Spanish', async () => {
    const { catalogue } = await sampleCatalogue();
    const found = { programs: [], total: 2, totalCapped: false };
    const reply = await recommend('retiro de yoga en Italia por menos de 3.000 €', { ...catalogue, search: async () => found }, 'es', TODAY);
    expect(reply.content).toBe('Programas de yoga y meditación en Italia por menos de 3000\u00a0€: 2 resultados');
    expect(reply.searchHref).toBe('/search?category=yoga&country=Italy&maxPrice=3000&currency=EUR');
  });

  it('reads "une semaine de détox en mars" as a week of detox in March, and answers in French', async () => {
    const { catalogue, searches } = await sampleCatalogue();
    const reply = await recommend('une semaine de détox en mars', catalogue, 'fr', TODAY);
    expect(searches).toEqual([{ category: 'detox', minNights: 6, maxNights: 8, month: '2027-03' }]);
    // One program of the sample catalogue: the singular.
    expect(reply.content).toBe('Programmes de détox en mars 2027 de 6 à 8 nuits\u00a0: 1 résultat');
    expect(reply.programs?.map((p) => p.slug)).toEqual(['koh-samui-holistic-detox-journey']);
  });

  it('says in Spanish what it left out when nothing matches, with one result in the singular', async () => {
    const { catalogue } = await sampleCatalogue();
    const reply = await recommend('detox en Suiza por menos de 2000 $ en marzo', catalogue, 'es', TODAY);
    expect(reply.content).toBe(
      'No hay resultados para programas de detox en Suiza por menos de 2000\u00a0US$ en marzo de 2027. Sin el presupuesto, programas de detox en Suiza en marzo de 2027: 1 resultado',
    );
    expect(reply.programs?.map((p) => p.slug)).toEqual(['lucerne-lakeside-detox-cure']);
  });

  it('widens a city to its country in French, with the country’s preposition', async () => {
    const { catalogue } = await sampleCatalogue();
    const reply = await recommend('spa à Ubud', catalogue, 'fr', TODAY);
    const baliSpa = slugs((p) => p.category === 'spa' && p.country === 'Bali');
    expect(reply.content).toBe(replies('fr').nearest('Programmes de spa à Ubud (Bali)', 'la ville', 'Programmes de spa à Bali', baliSpa.length));
  });

  it.each([
    ['es', 'zzz qqq', 'Aún no he encontrado ningún programa que corresponda a su mensaje. ¿Prefiere explorar nuestras categorías?'],
    ['fr', 'Bonjour !', 'Je n’ai pas encore trouvé de programme correspondant à votre message. Souhaitez-vous plutôt parcourir nos catégories\u00a0?'],
  ] as const)('answers a %s message it cannot use ("%s") with the canned reply in that language', async (locale, message, text) => {
    const { catalogue, searches } = await sampleCatalogue();
    expect(await recommend(message, catalogue, locale, TODAY)).toEqual({ content: text, categories: programGroups.map((g) => g.type) });
    expect(searches).toEqual([]);
  });
});
