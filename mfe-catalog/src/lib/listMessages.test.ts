import path from 'node:path';
import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
import { BOOKING_MODE_LABEL, CANCELLATION_POLICIES, CANCELLATION_POLICY_LABEL, DEFAULT_DURATION_TEXT, DEFAULT_PRICE_TEXT, SEARCH_SORTS } from '@wellness/shared/domain';
import { CONVERTED_PRICE_TEXTS } from '../components/ConvertedPrice/ConvertedPrice';
import { EXPLORE_MESSAGES } from '../features/explore/messages';
import { EXPLORE_TITLE } from '../features/explore/ExplorePage';
import { PROGRAMS_MESSAGES } from '../features/programs/ProgramsPage';
import { SEARCH_MESSAGES } from '../features/search/SearchPage';
import { MAP_MESSAGES } from '../features/search/map/SearchMap';
import { listMessages, nightsIn, policyIn, priceIn, resultCountIn, sortLabelIn } from './listMessages';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import exploreEn from '../features/explore/messages/en.json';
import exploreEs from '../features/explore/messages/es.json';
import exploreFr from '../features/explore/messages/fr.json';
import destinationsEn from '../features/explore/destinations/en.json';
import destinationsEs from '../features/explore/destinations/es.json';
import destinationsFr from '../features/explore/destinations/fr.json';
import programsEn from '../features/programs/messages/en.json';
import programsEs from '../features/programs/messages/es.json';
import programsFr from '../features/programs/messages/fr.json';
import searchEn from '../features/search/messages/en.json';
import searchEs from '../features/search/messages/es.json';
import searchFr from '../features/search/messages/fr.json';
import mapEn from '../features/search/map/messages/en.json';
import mapEs from '../features/search/map/messages/es.json';
import mapFr from '../features/search/map/messages/fr.json';

const src = path.join(__dirname, '..');

// The list pages' catalogues, each in its chunk, each checked against the code that uses it: the folder of a part that
// loads on its own, the whole remote for the others (their server views write the pages' heads with them).
describe.each([
  ['lists', src, en, es, fr],
  ['explore', src, exploreEn, exploreEs, exploreFr],
  ['explore destinations', path.join(src, 'features/explore'), destinationsEn, destinationsEs, destinationsFr],
  ['programs list', src, programsEn, programsEs, programsFr],
  ['search', src, searchEn, searchEs, searchFr],
  ['search map', path.join(src, 'features/search/map'), mapEn, mapEs, mapFr],
])('the %s catalogue', (_name, dir, pageEn, pageEs, pageFr) => {
  const report = checkCatalogue(pageEn, { es: pageEs, fr: pageFr }, dir);

  it('has every English key in Spanish and French, no other, and none unused', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
    expect(report.unused).toEqual([]);
  });

  it('writes every text in every language as i18next would', async () => {
    expect(await differencesFromI18next(pageEn, { es: pageEs, fr: pageFr })).toEqual([]);
  });
});

describe('the English catalogues say what the product says', () => {
  const t = listMessages.fixedT('en');

  it('the card’s words are the shared domain’s', () => {
    expect(t('card.instant')).toBe(BOOKING_MODE_LABEL.instant);
    for (const policy of CANCELLATION_POLICIES) expect(policyIn(t, policy)).toBe(`${CANCELLATION_POLICY_LABEL[policy]} cancellation`);
    expect(nightsIn(t, null, '')).toBe(DEFAULT_DURATION_TEXT);
    expect(nightsIn(t, null, '2 night minimum')).toBe('2 night minimum');
    expect(priceIn(t, { price: null, priceText: '' }, 'en')).toBe(DEFAULT_PRICE_TEXT);
    expect(priceIn(t, { price: 3450, currency: 'USD', priceText: '' }, 'en')).toBe('$3,450');
    expect(t('price.ratesOf', { date: '10 Jan 2027' })).toBe(CONVERTED_PRICE_TEXTS.ratesOf('10 Jan 2027'));
    expect(t('price.approximately', { amount: '€3,180', date: '10 Jan 2027' })).toBe(CONVERTED_PRICE_TEXTS.approximately('≈ €3,180', '10 Jan 2027'));
  });

  it('every sort has a name in every language', async () => {
    await Promise.all([listMessages.load('es'), listMessages.load('fr')]);
    for (const locale of ['en', 'es', 'fr'] as const) {
      const names = SEARCH_SORTS.map((sort) => sortLabelIn(listMessages.fixedT(locale), sort));
      expect(new Set(names).size).toBe(SEARCH_SORTS.length);
      expect(names.every((name) => !name.startsWith('sort.'))).toBe(true);
    }
  });

  it('the pages’ messages the tests read are the catalogues’', () => {
    expect(exploreEn).toMatchObject({ ...EXPLORE_MESSAGES, title: EXPLORE_TITLE });
    expect(programsEn).toMatchObject(PROGRAMS_MESSAGES);
    expect(searchEn).toMatchObject(SEARCH_MESSAGES);
    expect(mapEn).toMatchObject(MAP_MESSAGES);
  });

  it('counts in the plural forms of each language', async () => {
    await Promise.all([listMessages.load('es'), listMessages.load('fr')]);
    const count = (locale: 'en' | 'es' | 'fr', n: number) => resultCountIn(listMessages.fixedT(locale), n, false, locale);
    expect([count('en', 1), count('en', 12)]).toEqual(['1 program', '12 programs']);
    expect([count('es', 1), count('es', 12), count('es', 1_000_000)]).toEqual(['1 programa', '12 programas', '1.000.000 de programas']);
    expect([count('fr', 1), count('fr', 12), count('fr', 0)]).toEqual(['1 programme', '12 programmes', '0 programme']);
  });
});
