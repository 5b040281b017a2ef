import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
import { manualRefundSchema } from '@wellness/shared/schemas';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describe("the money pages' catalogue", () => {
  const report = checkCatalogue(en, { es, fr }, __dirname);

  it('has every English key in Spanish and French, no other, and none unused', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
    expect(report.unused).toEqual([]);
  });

  it('writes every text in every language as i18next would', async () => {
    expect(await differencesFromI18next(en, { es, fr })).toEqual([]);
  });

  it('says the refund schema’s rules in its English words', () => {
    const rules = (input: unknown) => manualRefundSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(rules({ reference: '', amount: undefined, reason: '' })).toEqual([en.refund.check.reference, en.refund.check.amount, en.refund.check.reason]);
    expect(rules({ reference: 'WT-1', amount: 0, reason: 'x'.repeat(501) })).toEqual([en.refund.check.positive, en.refund.check.reasonMax]);
  });
});
