import { pageWindow } from './Pagination';
import { listMessages, resultCountIn } from '../../lib/listMessages';
import { searchMessages } from './messages';
import { loadDomainWords } from '@wellness/shared/contract';
import { activeFilters, categoryLabel, categoryValues, guestsLabel, nightsRangeLabel, priceRangeLabel, withoutFilters } from './searchLabels';

const t = searchMessages.fixedT('en');

describe('the search page’s words', () => {
  beforeAll(() => Promise.all([searchMessages.load('es'), searchMessages.load('fr'), listMessages.load('es'), listMessages.load('fr')]));

  it('counts results, the capped total with a plus, in each language with its plural forms', () => {
    const count = (locale: 'en' | 'es' | 'fr', total: number, capped = false) => resultCountIn(listMessages.fixedT(locale), total, capped, locale);
    expect(count('en', 0)).toBe('0 programs');
    expect(count('en', 1)).toBe('1 program');
    expect(count('en', 24)).toBe('24 programs');
    expect(count('en', 1000, true)).toBe('1,000+ programs');
    expect(count('es', 1)).toBe('1 programa');
    expect(count('es', 12)).toBe('12 programas');
    expect(count('fr', 1)).toBe('1 programme');
    expect(count('fr', 12)).toBe('12 programmes');
    expect(count('fr', 1000, true)).toBe('1\u202f000+ programmes');
  });

  it('names a price or length range by its band, else by its bounds', () => {
    expect(priceRangeLabel(t, 1000, 3000, 'en')).toBe('$1,000–$3,000');
    expect(priceRangeLabel(t, 6000, undefined, 'en')).toBe('$6,000 and more');
    expect(priceRangeLabel(t, undefined, 1000, 'en')).toBe('Under $1,000');
    expect(priceRangeLabel(t, 1500, 2500, 'en')).toBe('$1,500–$2,500');
    expect(priceRangeLabel(t, undefined, 2500, 'en')).toBe('Up to $2,500');
    expect(nightsRangeLabel(t, 4, 7)).toBe('4–7 nights');
    expect(nightsRangeLabel(t, 10, undefined)).toBe('10 nights or more');
    const fr = searchMessages.fixedT('fr');
    expect(priceRangeLabel(fr, undefined, 1000, 'fr')).toBe('Moins de 1\u202f000\u00a0$US');
    expect(nightsRangeLabel(fr, 1, undefined)).toBe('1 nuit ou plus');
    expect(guestsLabel(searchMessages.fixedT('es'), 1)).toBe('Plazas para 1 huésped');
    expect(guestsLabel(searchMessages.fixedT('es'), 3)).toBe('Plazas para 3 huéspedes');
  });

  it('names categories by their form label or group, whatever case the URL wrote', () => {
    expect(categoryLabel('yoga')).toBe('Yoga & Meditation');
    expect(categoryLabel('Metabolic-Health')).toBe('Metabolic Health');
    expect(categoryLabel('spa & relaxation')).toBe('Spa & Relaxation');
  });

  it('names categories, groups and countries in the page’s language, a value the data does not know as written', async () => {
    await Promise.all([loadDomainWords('es'), loadDomainWords('fr')]);
    expect([categoryLabel('detox', undefined, 'fr'), categoryLabel('Yoga & Meditation', undefined, 'es'), categoryLabel('metabolic-health', undefined, 'fr')]).toEqual(['Détox', 'Yoga y meditación', 'Santé métabolique']);
    expect(categoryLabel('ayurveda', { categories: [{ value: 'ayurveda', label: 'Ayurveda', count: 2 }], groups: [] } as never, 'fr')).toBe('Ayurveda');
    expect(categoryValues(undefined, 'spa-relaxation', 'es').map((c) => c.label)).toEqual(['Bienestar', 'Detox', 'Fitness', 'Spa', 'Yoga y meditación', 'Nutrición', 'Spa y relajación']);
    const filters = activeFilters(searchMessages.fixedT('fr'), { category: 'wellness', country: 'Switzerland', city: 'Montreux' }, 'fr');
    expect(filters.map((f) => f.label)).toEqual(['Bien-être', 'Suisse', 'Montreux']);
    // The URL keeps the English values; only the words change.
    expect(filters[0]!.without).toMatchObject({ country: 'Switzerland', city: 'Montreux' });
  });

  it('lists the active filters, each removable (a country with its city, a range as one), back to page 1', () => {
    const criteria = { q: 'yoga', country: 'Japan', city: 'Kyoto', minPrice: 1000, maxPrice: 3000, instant: true, guests: 2, sort: 'price-asc' as const, page: 3 };
    const filters = activeFilters(t, criteria, 'en');
    expect(filters.map((f) => f.label)).toEqual(['“yoga”', 'Japan', 'Kyoto', '$1,000–$3,000', 'Places for 2 guests', 'Instant booking']);
    expect(filters[1]!.without).toMatchObject({ country: undefined, city: undefined, q: 'yoga', page: undefined, sort: 'price-asc' });
    expect(filters[3]!.without).toMatchObject({ minPrice: undefined, maxPrice: undefined, country: 'Japan' });
    expect(withoutFilters(criteria)).toEqual({ ...Object.fromEntries(Object.keys(criteria).map((k) => [k, undefined])), sort: 'price-asc' });
    expect(activeFilters(searchMessages.fixedT('fr'), { instant: true, bbox: '1,2,3,4' }, 'fr').map((f) => f.label)).toEqual(['Réservation immédiate', 'Dans la zone de la carte']);
  });

  it('offers the first, the last and two pages either side of the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(6, 10)).toEqual([1, null, 4, 5, 6, 7, 8, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 8, 9, 10]);
  });
});
