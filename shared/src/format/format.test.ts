import {
  formatCount, formatDate, formatDateRange, formatDateTime, formatLongDate, formatMoney, formatMonth, formatNumber, formatPercent, formatWeekday, pluralCategory, formatRelative,
} from './index';

describe('the one format module', () => {
  it('writes a stored day day-first with the month in words, in each language, never moved by a time zone', () => {
    expect(formatDate('2027-01-10', 'en')).toBe('10 Jan 2027');
    expect(formatDate('2027-01-10', 'es')).toBe('10 ene 2027');
    expect(formatDate('2027-01-10', 'fr')).toBe('10 janv. 2027');
    expect(formatDate('2027-01-10', 'en', 'Pacific/Honolulu')).toBe('10 Jan 2027');
  });

  it('leaves a missing or invalid date empty rather than writing N/A', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateRange(null, null, 'en')).toBe('');
  });

  it('writes an instant with 24-hour time in the zone asked for', () => {
    expect(formatDateTime('2027-01-10T13:00:00Z', 'en', 'UTC')).toBe('10 Jan 2027, 13:00');
    expect(formatDateTime('2027-01-10T13:00:00Z', 'en', 'Europe/Paris')).toBe('10 Jan 2027, 14:00');
  });

  it('writes a range once where its ends share a month or a year', () => {
    // ICU puts thin spaces around the dash; compare with plain spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatDateRange('2026-05-03', '2026-05-09', 'en'))).toBe('3 – 9 May 2026');
    expect(plain(formatDateRange('2026-05-03', '2026-05-09', 'fr'))).toBe('3–9 mai 2026');
    expect(plain(formatDateRange('2026-04-28', '2026-05-03', 'en'))).toBe('28 Apr – 3 May 2026');
    expect(formatDateRange('2026-05-03', null, 'en')).toBe('3 May 2026');
  });

  it('names a month in words, alone or in a date', () => {
    expect(formatMonth('2027-03', 'en')).toBe('March 2027');
    expect(formatMonth('2027-03', 'fr')).toBe('mars 2027');
    // A day's name, of the day as stored whatever the reader's zone.
    expect(formatWeekday('2027-03-01', 'en')).toBe('Mon');
    expect(formatWeekday('2027-03-01', 'en', 'long')).toBe('Monday');
    expect(formatWeekday('2027-03-07', 'fr', 'long')).toBe('dimanche');
    expect(formatWeekday('', 'en')).toBe('');
    expect(formatLongDate('2027-03-31', 'en')).toBe('31 March 2027');
    expect(formatLongDate('2027-03-31', 'es')).toBe('31 de marzo de 2027');
    expect(formatLongDate(null, 'en')).toBe('');
  });

  it('writes a count the API capped as a lower bound', () => {
    expect([formatCount(1000, 'en', true), formatCount(24, 'en'), formatCount(12450, 'en')]).toEqual(['1,000+', '24', '12,450']);
    expect(formatCount(1000, 'es', true)).toBe('1000+');
  });

  it('writes money in whole units with the language’s separators, cents only when there are some', () => {
    expect(formatMoney(4800, 'USD', 'en')).toBe('$4,800');
    expect(formatMoney(1455.5, 'USD', 'en')).toBe('$1,455.50');
    expect(formatMoney(4800, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('4 800 €');
    expect(formatMoney(4800, 'EUR', 'es').replace(/\s/g, ' ')).toBe('4800 €');
  });

  it('writes numbers, percentages, plural categories and relative times by language', () => {
    expect(formatNumber(12450, 'en')).toBe('12,450');
    expect(formatNumber(12450, 'fr').replace(/\s/g, ' ')).toBe('12 450');
    expect(formatPercent(0.25, 'fr').replace(/\s/g, ' ')).toBe('25 %');
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(1_000_000, 'fr')).toBe('many');
    expect(pluralCategory(1_000_000, 'es')).toBe('many');
    expect(formatRelative(3, 'hour', 'en')).toBe('in 3 hours');
    expect(formatRelative(-1, 'day', 'fr')).toBe('hier');
  });
});

describe('formatApproxMoney and formatCurrencyName', () => {
  it('writes an approximate amount in whole units, and a currency\'s name in the plural', async () => {
    const { formatApproxMoney, formatCurrencyName } = await import('./index');
    expect(formatApproxMoney(3180.4, 'EUR', 'en')).toBe('≈ €3,180');
    expect(formatApproxMoney(319840, 'JPY', 'en')).toBe('≈ ¥319,840');
    expect(formatCurrencyName('USD', 'en')).toBe('US dollars');
  });
});

describe('formatCountry', () => {
  it('names a country in the page’s language from the English name the catalogue stores', async () => {
    const { formatCountry } = await import('./index');
    expect(['Switzerland', 'USA', 'Italy'].map((name) => formatCountry(name, 'es'))).toEqual(['Suiza', 'Estados Unidos', 'Italia']);
    expect(['Switzerland', 'USA', 'Italy'].map((name) => formatCountry(name, 'fr'))).toEqual(['Suisse', 'États-Unis', 'Italie']);
    expect([formatCountry('UK', 'fr'), formatCountry('united states', 'es'), formatCountry('Greece', 'fr')]).toEqual(['Royaume-Uni', 'Estados Unidos', 'Grèce']);
  });

  it('shows English, and a name that is not a country, as written', async () => {
    const { formatCountry } = await import('./index');
    expect(['Switzerland', 'USA', 'Italy'].map((name) => formatCountry(name, 'en'))).toEqual(['Switzerland', 'USA', 'Italy']);
    expect([formatCountry('Bali', 'fr'), formatCountry('Bali', 'es'), formatCountry('', 'fr')]).toEqual(['Bali', 'Bali', '']);
  });

  it('names the country that ends a program’s place, and leaves any other place as its host wrote it', async () => {
    const { formatLocation } = await import('./index');
    expect(formatLocation('Montreux - Switzerland', 'Switzerland', 'fr')).toBe('Montreux - Suisse');
    expect(formatLocation('Sedona - USA', 'USA', 'es')).toBe('Sedona - Estados Unidos');
    expect(formatLocation('Montreux - Switzerland', 'Switzerland', 'en')).toBe('Montreux - Switzerland');
    expect(formatLocation('Ubud - Bali', 'Bali', 'fr')).toBe('Ubud - Bali');
    expect(formatLocation('Lake Geneva shore', 'Switzerland', 'fr')).toBe('Lake Geneva shore');
  });
});
