import path from 'node:path';
import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
import { EXPLORE_MESSAGES } from './messages';
import { EXPLORE_TITLE } from './ExplorePage';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import destinationsEn from './destinations/en.json';
import destinationsEs from './destinations/es.json';
import destinationsFr from './destinations/fr.json';

// Explore's catalogues: the page's (first paint; its server view writes the head with it) and Our Destinations' (its chunk).
describe.each([
  ['explore page', path.join(__dirname, '../..'), en, es, fr],
  ['destinations tab', __dirname, destinationsEn, destinationsEs, destinationsFr],
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

it('the English words the tests read are the catalogue’s', () => {
  expect(en).toMatchObject({ ...EXPLORE_MESSAGES, title: EXPLORE_TITLE });
});
