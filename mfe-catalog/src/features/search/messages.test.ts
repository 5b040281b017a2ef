import path from 'node:path';
import { describeCatalogue } from '@wellness/shared/i18n/testing';
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
describeCatalogue('the search page catalogue', en, { es, fr }, path.join(__dirname, '../..'));
describeCatalogue('the map catalogue', mapEn, { es: mapEs, fr: mapFr }, path.join(__dirname, 'map'));
describeCatalogue('the corrections catalogue', correctionsEn, { es: correctionsEs, fr: correctionsFr }, path.join(__dirname, 'corrections'));

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
