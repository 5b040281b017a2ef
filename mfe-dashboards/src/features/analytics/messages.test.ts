import { describeCatalogue } from '@wellness/shared/i18n/testing';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue("the What sells page's catalogue", en, { es, fr }, __dirname);
