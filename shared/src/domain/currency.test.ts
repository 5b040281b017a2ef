import { approximateAmount, convertAmount, minorDigits, ratesAreFresh } from './currency';

const perEuro = { USD: 1.1642, JPY: 180.52, GBP: 0.8782 };

describe('display currency conversions', () => {
  it('converts through the euro, rounded to the target\'s minor unit (no decimals for yen)', () => {
    expect(convertAmount(100, 'EUR', 'USD', perEuro)).toBe(116.42);
    expect(convertAmount(3450, 'USD', 'EUR', perEuro)).toBe(2963.41);
    expect(convertAmount(3450, 'USD', 'JPY', perEuro)).toBe(534954);
    expect(Number.isInteger(convertAmount(1234.56, 'GBP', 'JPY', perEuro))).toBe(true);
    expect(convertAmount(10, 'USD', 'USD', perEuro)).toBe(10);
    expect(convertAmount(10, 'USD', 'CHF', perEuro)).toBeNull();
    expect([minorDigits('JPY'), minorDigits('USD')]).toEqual([0, 2]);
  });

  it('offers an approximation in whole units only with fresh rates and another currency', () => {
    const fresh = { date: '2026-11-27', perEuro, fresh: true };
    expect(approximateAmount(3450, 'USD', 'EUR', fresh)).toBe(2963);
    expect(approximateAmount(3450, 'USD', 'USD', fresh)).toBeNull();
    expect(approximateAmount(null, 'USD', 'EUR', fresh)).toBeNull();
    expect(approximateAmount(3450, 'USD', 'EUR', { ...fresh, fresh: false })).toBeNull();
    expect(approximateAmount(3450, 'USD', 'EUR', null)).toBeNull();
  });

  it('takes rates as fresh for 7 days after their day', () => {
    expect(ratesAreFresh('2026-11-27', '2026-11-27')).toBe(true);
    expect(ratesAreFresh('2026-11-27', '2026-12-04')).toBe(true);
    expect(ratesAreFresh('2026-11-27', '2026-12-05')).toBe(false);
    expect(ratesAreFresh(null, '2026-11-27')).toBe(false);
  });
});
