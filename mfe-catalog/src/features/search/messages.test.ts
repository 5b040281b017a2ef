import path from 'node:path';
import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
import { SEARCH_MESSAGES } from './SearchPage';
import { MAP_MESSAGES } from './map/SearchMap';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import mapEn from './map/messages/en.json';
import mapEs from './map/messages/es.json';
import mapFr from './map/messages/fr.json';
import { readSearchParams } from '@wellness/shared/domain';
import { messagesT } from '@wellness/shared/i18n';
import { correctionIn } from './corrections/messages';
import correctionsEn from './corrections/messages/en.json';
import correctionsEs from './corrections/messages/es.json';
import correctionsFr from './corrections/messages/fr.json';

// The search's catalogues: the page's (first paint; its server view writes the head with it) and the map's (its chunk).
describe.each([
  ['search page', path.join(__dirname, '../..'), en, es, fr],
  ['map', path.join(__dirname, 'map'), mapEn, mapEs, mapFr],
  ['corrections', path.join(__dirname, 'corrections'), correctionsEn, correctionsEs, correctionsFr],
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

it('the English words the tests read are the catalogues’', () => {
  expect(en).toMatchObject(SEARCH_MESSAGES);
  expect(mapEn).toMatchObject(MAP_MESSAGES);
});

it('the corrections’ English is the shared domain’s message, for every kind of correction', () => {
  const t = messagesT('en', correctionsEn);
  const { corrections } = readSearchParams(new URLSearchParams(
    'q=%01&category=nowhere&minPrice=900&maxPrice=100&minNights=400&maxNights=x&guests=0&minRating=9&month=March&instant=yes&sort=cheapest&page=two&bbox=1,2,3',
  ));
  const also = readSearchParams(new URLSearchParams('minPrice=123456789012&maxPrice=x&minNights=9&maxNights=2')).corrections;
  const all = [...corrections, ...also];
  expect(new Set(all.map((c) => c.code)).size).toBe(10);
  // English bounds unformatted, as the message writes them (the page writes them with the language's separators).
  for (const c of all) expect(correctionIn(t, c, 'en').replace(/,(?=\d{3})/g, '')).toBe(c.message);
});
