import path from 'node:path';
import { describeCatalogue } from '@wellness/shared/i18n/testing';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

// The translations section's catalogue, checked against the section (the folder above) and this folder.
describeCatalogue('the program form’s translations catalogue', en, { es, fr }, path.join(__dirname, '..'));
