import path from 'node:path';
import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

// The translations section's catalogue, checked against the section (the folder above) and this folder.
describe('the program form’s translations catalogue', () => {
  const report = checkCatalogue(en, { es, fr }, path.join(__dirname, '..'));

  it('has every English key in Spanish and French, no other, and none unused', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
    expect(report.unused).toEqual([]);
  });

  it('writes each text as i18next does', async () => {
    expect(await differencesFromI18next(en, { es, fr })).toEqual([]);
  });
});
