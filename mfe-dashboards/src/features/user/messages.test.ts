import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
import { BOOKING_TAB_RULE } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describe("the guest's dashboard catalogue", () => {
  const report = checkCatalogue(en, { es, fr }, __dirname);

  it('has every English key in Spanish and French, no other, and none unused', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
    expect(report.unused).toEqual([]);
  });

  it('writes every text in every language as i18next would', async () => {
    expect(await differencesFromI18next(en, { es, fr })).toEqual([]);
  });

  it('states each tab’s rule in the shared domain’s English', () => {
    expect(en.rule).toEqual(BOOKING_TAB_RULE);
  });
});
