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

// The search's catalogues: the page's (first paint; its server view writes the head with it) and the map's (its chunk).
describeCatalogue('the search page catalogue', en, { es, fr }, path.join(__dirname, '../..'));
describeCatalogue('the map catalogue', mapEn, { es: mapEs, fr: mapFr }, path.join(__dirname, 'map'));

it('the English words the tests read are the catalogues’', () => {
  expect(en).toMatchObject(SEARCH_MESSAGES);
  expect(mapEn).toMatchObject(MAP_MESSAGES);
});
