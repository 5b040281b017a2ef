import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogue } from '@wellness/shared/i18n/testing';
import { EMAIL_MESSAGES, emailT } from './index';

const apiSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
