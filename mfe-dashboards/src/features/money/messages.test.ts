import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { manualRefundSchema } from '@wellness/shared/schemas';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue("the money pages' catalogue", en, { es, fr }, __dirname, () => {
  it('says the refund schema’s rules in its English words', () => {
    const rules = (input: unknown) => manualRefundSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(rules({ reference: '', amount: undefined, reason: '' })).toEqual([en.refund.check.reference, en.refund.check.amount, en.refund.check.reason]);
    expect(rules({ reference: 'WT-1', amount: 0, reason: 'x'.repeat(501) })).toEqual([en.refund.check.positive, en.refund.check.reasonMax]);
  });
});
