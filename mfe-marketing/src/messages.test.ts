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

// A page's own catalogue, in its chunk: each checked like the remote's.
describe.each([
  ['pricing', pricingEn, pricingEs, pricingFr],
  ['about', aboutEn, aboutEs, aboutFr],
  ['chat', chatEn, chatEs, chatFr],
  ['components/ChatComposer', composerEn, composerEs, composerFr],
  ['components', componentsEn, componentsEs, componentsFr],
  ['features/home/sections', sectionsEn, sectionsEs, sectionsFr],
])("the %s catalogue", (dir, pageEn, pageEs, pageFr) => {
  const report = checkCatalogue(pageEn, { es: pageEs, fr: pageFr }, path.join(__dirname, dir.includes('/') || dir === 'components' ? dir : path.join('features', dir)));

  it('has every English key in Spanish and French, no other, and none unused', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
    expect(report.unused).toEqual([]);
  });

  it('writes every text in every language as i18next would', async () => {
    expect(await differencesFromI18next(pageEn, { es: pageEs, fr: pageFr })).toEqual([]);
  });
});
