import { describeCatalogue } from '@wellness/shared/i18n/testing';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import path from 'node:path';
import pricingEn from './features/pricing/messages/en.json';
import pricingEs from './features/pricing/messages/es.json';
import pricingFr from './features/pricing/messages/fr.json';
import aboutEn from './features/about/messages/en.json';
import aboutEs from './features/about/messages/es.json';
import aboutFr from './features/about/messages/fr.json';
import chatEn from './features/chat/messages/en.json';
import chatEs from './features/chat/messages/es.json';
import chatFr from './features/chat/messages/fr.json';
import composerEn from './components/ChatComposer/messages/en.json';
import composerEs from './components/ChatComposer/messages/es.json';
import composerFr from './components/ChatComposer/messages/fr.json';
import componentsEn from './components/messages/en.json';
import componentsEs from './components/messages/es.json';
import componentsFr from './components/messages/fr.json';
import carouselsEn from './components/carousels/messages/en.json';
import carouselsEs from './components/carousels/messages/es.json';
import carouselsFr from './components/carousels/messages/fr.json';
import sectionsEn from './features/home/sections/messages/en.json';
import sectionsEs from './features/home/sections/messages/es.json';
import sectionsFr from './features/home/sections/messages/fr.json';

describeCatalogue("the marketing remote's messages", en, { es, fr }, __dirname);

// The catalogues of a page or a component, each in its chunk, checked like the remote's against the code of the
// folder that uses it.
describeCatalogue('the pricing catalogue', pricingEn, { es: pricingEs, fr: pricingFr }, path.join(__dirname, 'features/pricing'));
describeCatalogue('the about catalogue', aboutEn, { es: aboutEs, fr: aboutFr }, path.join(__dirname, 'features/about'));
describeCatalogue('the chat catalogue', chatEn, { es: chatEs, fr: chatFr }, path.join(__dirname, 'features/chat'));
describeCatalogue('the home sections catalogue', sectionsEn, { es: sectionsEs, fr: sectionsFr }, path.join(__dirname, 'features/home/sections'));
describeCatalogue('the chat composer catalogue', composerEn, { es: composerEs, fr: composerFr }, path.join(__dirname, 'components/ChatComposer'));
describeCatalogue('the shared components catalogue', componentsEn, { es: componentsEs, fr: componentsFr }, path.join(__dirname, 'components'));
// The carousels' cards (components/cards) write their Michelin keys.
describeCatalogue('the carousels catalogue', carouselsEn, { es: carouselsEs, fr: carouselsFr }, path.join(__dirname, 'components'));
