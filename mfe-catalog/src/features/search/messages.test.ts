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

// The search's catalogues: the page's (first paint; its server view writes the head with it) and the map's (its chunk).
describe.each([
  ['search page', path.join(__dirname, '../..'), en, es, fr],
  ['map', path.join(__dirname, 'map'), mapEn, mapEs, mapFr],
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
