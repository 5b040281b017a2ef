import path from 'node:path';
import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { EXPLORE_MESSAGES } from './messages';
import { EXPLORE_TITLE } from './ExplorePage';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import destinationsEn from './destinations/en.json';
import destinationsEs from './destinations/es.json';
import destinationsFr from './destinations/fr.json';

// Explore's catalogues: the page's (first paint; its server view writes the head with it) and Our Destinations' (its chunk).
describeCatalogue('the explore page catalogue', en, { es, fr }, path.join(__dirname, '../..'));
describeCatalogue('the destinations tab catalogue', destinationsEn, { es: destinationsEs, fr: destinationsFr }, __dirname);

it('the English words the tests read are the catalogue’s', () => {
  expect(en).toMatchObject({ ...EXPLORE_MESSAGES, title: EXPLORE_TITLE });
});
