import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogue, type Messages } from '@wellness/shared/i18n/check';
import { CANCELLATION_POLICIES, CANCELLATION_POLICY_LABEL, CANCELLATION_POLICY_RULE } from '@wellness/shared/domain';
import { EMAIL_MESSAGES, emailT } from './index';

const apiSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe("the emails' catalogue", () => {
  const { en, es, fr } = EMAIL_MESSAGES;
  const report = checkCatalogue(en, { es, fr }, apiSource);

  it('has every English key in Spanish and French, and no other', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
  });

  it('has no key the code does not use', () => {
    expect(report.unused).toEqual([]);
  });

  it('gives every plural group the forms its language needs: one and other in English, one, many and other in Spanish and French', () => {
    const groups = (messages: Messages, prefix = ''): Record<string, string[]> =>
      Object.entries(messages).reduce<Record<string, string[]>>((all, [key, value]) => {
        if (typeof value !== 'string') return { ...all, ...groups(value, `${prefix}${key}.`) };
        const form = PLURAL.exec(key)?.[1];
        if (form) (all[`${prefix}${key}`.replace(PLURAL, '')] ??= []).push(form);
        return all;
      }, {});
    const expected = (forms: string[]) => (plural: Record<string, string[]>) => Object.fromEntries(Object.keys(plural).map((key) => [key, forms]));
    const enGroups = groups(en);
    expect(Object.keys(enGroups).length).toBeGreaterThan(5);
    expect(enGroups).toEqual(expected(['one', 'other'])(enGroups));
    for (const messages of [es, fr]) {
      const found = groups(messages);
      expect(Object.keys(found).sort()).toEqual(Object.keys(enGroups).sort());
      expect(Object.fromEntries(Object.entries(found).map(([key, forms]) => [key, [...forms].sort()]))).toEqual(expected(['many', 'one', 'other'])(found));
    }
  });

  it("says the cancellation policies in English as the site does, word for word", () => {
    for (const policy of CANCELLATION_POLICIES) {
      expect(emailT('en')(`booking.policyLabel.${policy}`)).toBe(CANCELLATION_POLICY_LABEL[policy]);
      expect(emailT('en')(`booking.policyRule.${policy}`)).toBe(CANCELLATION_POLICY_RULE[policy]);
    }
  });

  it('writes each language, with its plural forms, and English for anything else', () => {
    expect(emailT('en')('booking.guestCount', { count: 1 })).toBe('1 guest');
    expect(emailT('en')('booking.guestCount', { count: 2 })).toBe('2 guests');
    expect(emailT('es')('booking.guestCount', { count: 1 })).toBe('1 huésped');
    expect(emailT('es')('booking.guestCount', { count: 1_000_000 })).toBe('1000000 huéspedes');
    expect(emailT('fr')('booking.guestCount', { count: 3 })).toBe('3 voyageurs');
    expect(emailT('de')('booking.fact.program')).toBe('Program');
    expect(emailT(null)('booking.fact.program')).toBe('Program');
    expect(emailT('fr')('booking.fact.program')).toBe('Programme');
  });
});
