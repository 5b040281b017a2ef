import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import { shellMessages } from './messages';

describe("the shell's messages", () => {
  const report = checkCatalogue(en, { es, fr }, __dirname);

  it('has every English key in Spanish and French, and no other', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
  });

  it('has no key the shell no longer uses', () => {
    expect(report.unused).toEqual([]);
  });

  it('writes every text in every language as i18next would', async () => {
    expect(await differencesFromI18next(en, { es, fr })).toEqual([]);
  });

  it('loads a language only when asked, then writes in it', async () => {
    expect(shellMessages.loaded('fr')).toBe(false);
    await shellMessages.load('fr');
    expect(shellMessages.fixedT('fr')('footer.contact')).toBe('Nous contacter');
    await shellMessages.load('es');
    expect(shellMessages.fixedT('es')('footer.contact')).toBe('Contacto');
    expect(shellMessages.fixedT('en')('footer.contact')).toBe('Contact us');
  });
});
