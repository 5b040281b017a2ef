import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
import { BOOKING_TAB_RULE, CANCELLATION_POLICY_RULE } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import cancelEn from './cancel-messages/en.json';
import cancelEs from './cancel-messages/es.json';
import cancelFr from './cancel-messages/fr.json';

// The page's catalogue (its chunk) and the cancel dialog's (the dialog's chunk, loaded when a guest first cancels).
describe.each([
  ["guest's dashboard", en, es, fr],
  ['cancel dialog', cancelEn, cancelEs, cancelFr],
])('the %s catalogue', (_name, pageEn, pageEs, pageFr) => {
  const report = checkCatalogue(pageEn, { es: pageEs, fr: pageFr }, __dirname);

  it('has every English key in Spanish and French, no other, and none unused', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
    expect(report.unused).toEqual([]);
  });

  it('writes every text in every language as i18next would', async () => {
    expect(await differencesFromI18next(pageEn, { es: pageEs, fr: pageFr })).toEqual([]);
  });
});

it('states each tab’s rule and each policy’s rule in the shared domain’s English', () => {
  expect(en.rule).toEqual(BOOKING_TAB_RULE);
  expect(cancelEn.rule).toEqual(CANCELLATION_POLICY_RULE);
});
