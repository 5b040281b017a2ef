// Display currencies: a visitor may read prices in their own currency beside the program's. Only an approximation
// ("≈"): a booking is always charged in its program's currency. The rates are the European Central Bank's reference
// rates, per euro (GET /api/rates), and are not offered once older than RATES_MAX_AGE_DAYS.

/** The currencies a visitor may choose to read prices in. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
/** The site's currency until a visitor chooses one (the sample catalogue's). */
export const DEFAULT_DISPLAY_CURRENCY: DisplayCurrency = 'USD';

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);

/** Rates older than this many days (from their publication day to today, UTC) are not used for conversions. */
export const RATES_MAX_AGE_DAYS = 7;

/** GET /api/rates: the latest reference rates, per euro, of the day they were published. */
export interface ExchangeRates {
  /** The publication day, YYYY-MM-DD; null when no rates were ever loaded. */
  date: string | null;
  /** Units of each currency for one euro (EUR itself is 1). */
  perEuro: Record<string, number>;
  /** False when the rates are older than RATES_MAX_AGE_DAYS (or missing): no conversion is offered. */
  fresh: boolean;
}

const DAY_MS = 86_400_000;

/** Whether rates published on `date` (YYYY-MM-DD) may still be used on `today` (YYYY-MM-DD, UTC). */
export function ratesAreFresh(date: string | null, today: string): boolean {
  if (!date) return false;
  const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS;
  return Number.isFinite(age) && age <= RATES_MAX_AGE_DAYS;
}

/** Units of `currency` per euro (1 for the euro), undefined when the rates do not have it. */
const perEuroOf = (currency: string, perEuro: Record<string, number>): number | undefined => (currency === 'EUR' ? 1 : perEuro[currency]);

/** Digits after the decimal point of a currency's minor unit (2 for USD, 0 for JPY), as Intl knows them. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * `amount` of `from` in `to`, through the euro (cross rates as the ECB publishes them), rounded to `to`'s minor unit
 * (whole yen); null when either currency has no rate.
 */
export function convertAmount(amount: number, from: string, to: string, perEuro: Record<string, number>): number | null {
  if (from === to) return amount;
  const a = perEuroOf(from, perEuro);
  const b = perEuroOf(to, perEuro);
  if (!a || !b) return null;
  const scale = 10 ** minorDigits(to);
  return Math.round((amount / a) * b * scale) / scale;
}

/**
 * The approximate amount a visitor reads beside a price ("≈ €3,180"): whole units of their currency, or null when no
 * conversion is offered (same currency, rates missing or stale).
 */
export function approximateAmount(amount: number | null | undefined, from: string, to: string, rates: ExchangeRates | null | undefined): number | null {
  if (amount == null || from === to || !rates?.fresh) return null;
  const converted = convertAmount(amount, from, to, rates.perEuro);
  return converted === null ? null : Math.round(converted);
}
