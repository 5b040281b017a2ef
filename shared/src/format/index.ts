// The one format module: every date, date range, number and amount the product shows (pages, server views, emails)
// goes through here, with the locale passed in (a page's own: useLocale() of the contract). No zod and no React, so
// first paint and the API can both import it.
// Intl does the work (it knows each language's month names, separators and plural rules); this file only fixes
// which options we use, caches the formatters, and reads our stored shapes (YYYY-MM-DD days, ISO instants).

/** The languages the product speaks (SPEC §3 Preferences: en, es, fr). */
export const LOCALES = ['en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// English dates are written day first ("10 Jan 2027", SPEC §9: day/month/year) so they are never ambiguous beside a
// dollar price; English numbers and money keep the en-US separators ("$4,800").
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.RelativeTimeFormat | Intl.DisplayNames;
const cache = new Map<string, Formatter>();
function cached<T extends Formatter>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const localeOf = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * A stored day ("2027-01-10") is a calendar day, not an instant: it is read and shown in UTC so no time zone moves
 * it a day. An ISO instant is a moment, shown in the reader's zone (or `timeZone`).
 */
function parse(value: string | Date | null | undefined): { date: Date; isDay: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, isDay: false };
  const day = DAY.exec(value);
  if (day) return { date: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))), isDay: true };
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : { date: new Date(time), isDay: false };
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

function dateFormat(locale: Locale, timeZone: string | undefined, extra?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const options = { ...DATE_OPTIONS, ...extra, ...(timeZone ? { timeZone } : {}) };
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(DATE_LOCALE[locale], options));
}

/** A day or an instant as "10 Jan 2027" ("10 ene 2027", "10 janv. 2027"); '' when absent or not a date. */
export function formatDate(value: string | Date | null | undefined, locale: string, timeZone?: string): string {
  const parsed = parse(value);
  if (!parsed) return '';
  return dateFormat(localeOf(locale), parsed.isDay ? 'UTC' : timeZone).format(parsed.date);
}

/** An instant with its time, 24-hour: "10 Jan 2027, 14:00", in the reader's zone unless `timeZone` is given. */
export function formatDateTime(value: string | Date | null | undefined, locale: string, timeZone?: string): string {
  const parsed = parse(value);
  if (!parsed) return '';
  return dateFormat(localeOf(locale), parsed.isDay ? 'UTC' : timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(parsed.date);
}

/** A stay or a session: "3–9 May 2026", "28 Apr – 3 May 2026"; the first day alone when the end is missing. */
export function formatDateRange(start: string | Date | null | undefined, end: string | Date | null | undefined, locale: string, timeZone?: string): string {
  const from = parse(start);
  const to = parse(end);
  if (!from) return to ? formatDate(end, locale, timeZone) : '';
  if (!to) return formatDate(start, locale, timeZone);
  const format = dateFormat(localeOf(locale), from.isDay ? 'UTC' : timeZone);
  if (to.date.getTime() < from.date.getTime()) return format.format(from.date);
  return format.formatRange(from.date, to.date);
}

/** A day with its month in words: "31 March 2027" ("31 de marzo de 2027", "31 mars 2027"). */
export function formatLongDate(value: string | Date | null | undefined, locale: string): string {
  const parsed = parse(value);
  if (!parsed) return '';
  return dateFormat(localeOf(locale), parsed.isDay ? 'UTC' : undefined, { month: 'long' }).format(parsed.date);
}

/** "2027-03" → "March 2027" ("marzo de 2027", "mars 2027"). */
export function formatMonth(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return dateFormat(localeOf(locale), 'UTC', { day: undefined, month: 'long', year: 'numeric' }).format(date);
}

/** A count or measure with the language's separators: "12,450" ("12.450", "12 450"). */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  const l = localeOf(locale);
  return cached(`n|${l}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(NUMBER_LOCALE[l], options)).format(value);
}

/** A count, with "+" when it is only a lower bound (the API counts up to a cap): "1,000+" ("1.000+", "1 000+"). */
export function formatCount(count: number, locale: string, atLeast = false): string {
  return `${formatNumber(count, locale)}${atLeast ? '+' : ''}`;
}

/** An amount in whole units of its currency: "$3,450" ("3450 US$", "3 450 $US"); cents only when the amount has them. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const l = localeOf(locale);
  const whole = Number.isInteger(amount);
  const key = `m|${l}|${currency}|${whole}`;
  return cached(key, () =>
    new Intl.NumberFormat(NUMBER_LOCALE[l], { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }),
  ).format(amount);
}

/** An approximate amount in a visitor's currency, in whole units: "≈ €3,180" ("≈ 3180 €", "≈ 3 180 €"). */
export function formatApproxMoney(amount: number, currency: string, locale: string): string {
  return `≈ ${formatMoney(Math.round(amount), currency, locale)}`;
}

/** A currency's name in the language: "US dollars" ("dólares estadounidenses", "dollars des États-Unis"). */
export function formatCurrencyName(currency: string, locale: string): string {
  const l = localeOf(locale);
  try {
    const names = new Intl.DisplayNames(NUMBER_LOCALE[l], { type: 'currency' });
    // The plural reads "charged in US dollars"; Intl names the currency in the singular ("US Dollar"), so the count
    // form comes from formatting a plural amount's unit name.
    const plural = new Intl.NumberFormat(NUMBER_LOCALE[l], { style: 'currency', currency, currencyDisplay: 'name' }).formatToParts(2).find((p) => p.type === 'currency')?.value;
    return plural ?? names.of(currency) ?? currency;
  } catch {
    return currency;
  }
}

// Country names by language without a table of them: Intl names every region in every language, so only the way back
// from an English name to its region code is built here, once, over the two-letter codes Intl knows.
let regionCodes: Map<string, string> | undefined;
/** How the catalogue writes some countries, besides the names Intl gives in English ("United States"). */
const COUNTRY_ALIASES: Record<string, string> = { usa: 'US', uk: 'GB', uae: 'AE', turkey: 'TR' };
function regionCode(name: string): string | undefined {
  if (!regionCodes) {
    regionCodes = new Map(Object.entries(COUNTRY_ALIASES));
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    // "AA" to "ZZ" (fromCharCode drops the fraction); a code Intl does not name is undefined.
    for (let i = 0; i < 676; i++) {
      const code = String.fromCharCode(65 + i / 26, 65 + (i % 26));
      const written = english.of(code);
      if (written) regionCodes.set(written.toLowerCase(), code);
    }
  }
  return regionCodes.get(name.trim().toLowerCase());
}

/**
 * A country's name in the language, from the English name the catalogue stores ("Switzerland" → "Suisse", "USA" →
 * "Estados Unidos"); English and a name that is not a country ("Bali") are shown as written.
 */
export function formatCountry(name: string, locale: string): string {
  const l = localeOf(locale);
  if (l === DEFAULT_LOCALE || !name) return name;
  const code = regionCode(name);
  if (!code) return name;
  return cached(`region|${l}`, () => new Intl.DisplayNames(NUMBER_LOCALE[l], { type: 'region', fallback: 'none' })).of(code) ?? name;
}

/**
 * A program's place as its host wrote it ("Montreux - Switzerland"), its country in the language when the text ends
 * with it ("Montreux - Suisse"); any other text as written.
 */
export function formatLocation(location: string, country: string | undefined, locale: string): string {
  if (!country || !location.toLowerCase().endsWith(country.toLowerCase())) return location;
  return location.slice(0, location.length - country.length) + formatCountry(country, locale);
}

/** The language's tag for the browser's own services (speech recognition): "en-US", "es-ES", "fr-FR". */
export const languageTag = (locale: string): string => NUMBER_LOCALE[localeOf(locale)];

/** "25%" in the language's way ("25 %" in French). */
export function formatPercent(ratio: number, locale: string): string {
  return formatNumber(ratio, locale, { style: 'percent', maximumFractionDigits: 0 });
}

/** The plural category of `count` in the language (en: one/other; es, fr: one/many/other). */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  const l = localeOf(locale);
  return cached(`p|${l}`, () => new Intl.PluralRules(NUMBER_LOCALE[l])).select(count);
}

/** "in 3 hours", "2 days ago" ("dentro de 3 horas", "il y a 2 jours"). */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, locale: string): string {
  const l = localeOf(locale);
  return cached(`r|${l}`, () => new Intl.RelativeTimeFormat(NUMBER_LOCALE[l], { numeric: 'auto' })).format(value, unit);
}

/** A day's name: "Mon" / "Monday" ("lun" / "lunes"); '' when absent or not a date. */
export function formatWeekday(value: string | Date | null | undefined, locale: string, width: 'short' | 'long' = 'short'): string {
  const parsed = parse(value);
  if (!parsed) return '';
  return dateFormat(localeOf(locale), parsed.isDay ? 'UTC' : undefined, { day: undefined, month: undefined, year: undefined, weekday: width }).format(parsed.date);
}
