import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
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

describe("the marketing remote's messages", () => {
  const report = checkCatalogue(en, { es, fr }, __dirname);

  it('has every English key in Spanish and French, and no other', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
  });

  it('has no key the remote no longer uses', () => {
    expect(report.unused).toEqual([]);
  });

  it('writes every text in every language as i18next would', async () => {
    expect(await differencesFromI18next(en, { es, fr })).toEqual([]);
  });
});

// The catalogues of a page or a component, each in its chunk, checked like the remote's against the code of the
// folder that uses it.
describe.each([
  ['pricing', 'features/pricing', pricingEn, pricingEs, pricingFr],
  ['about', 'features/about', aboutEn, aboutEs, aboutFr],
  ['chat', 'features/chat', chatEn, chatEs, chatFr],
  ['home sections', 'features/home/sections', sectionsEn, sectionsEs, sectionsFr],
  ['chat composer', 'components/ChatComposer', composerEn, composerEs, composerFr],
  ['shared components', 'components', componentsEn, componentsEs, componentsFr],
  // The carousels' cards (components/cards) write their Michelin keys.
  ['carousels', 'components', carouselsEn, carouselsEs, carouselsFr],
])('the %s catalogue', (_name, dir, pageEn, pageEs, pageFr) => {
  const report = checkCatalogue(pageEn, { es: pageEs, fr: pageFr }, path.join(__dirname, dir));

  it('has every English key in Spanish and French, no other, and none unused', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
    expect(report.unused).toEqual([]);
  });

  it('writes every text in every language as i18next would', async () => {
    expect(await differencesFromI18next(pageEn, { es: pageEs, fr: pageFr })).toEqual([]);
  });
});
