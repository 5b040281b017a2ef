import path from 'node:path';
import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
import { PROGRAMS_MESSAGES } from './ProgramsPage';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

// The programs list's catalogue (first paint; its server view writes the head with it).
describe('the programs list catalogue', () => {
  const report = checkCatalogue(en, { es, fr }, path.join(__dirname, '../..'));

  it('has every English key in Spanish and French, no other, and none unused', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
    expect(report.unused).toEqual([]);
  });

  it('writes every text in every language as i18next would', async () => {
    expect(await differencesFromI18next(en, { es, fr })).toEqual([]);
  });

  it('the English words the tests read are the catalogue’s', () => {
    expect(en).toMatchObject(PROGRAMS_MESSAGES);
  });
});
