import { approximateAmount, DEFAULT_CURRENCY, type ExchangeRates } from '@wellness/shared/domain';
import { useExchangeRatesQuery } from '@wellness/shared/api/catalog';
import { selectDisplayCurrency, useAppSelector, useLocale } from '@wellness/shared/contract';
import { formatApproxMoney, formatDate } from '@wellness/shared/format';
import { visuallyHiddenClassName } from '@wellness/shared/ui';
import type { TFunction } from '@wellness/shared/i18n';
import styles from './ConvertedPrice.module.css';

/**
 * The texts of the converted prices in English (the lists' catalogue has them as `price.ratesOf` and
 * `price.approximately`, a test keeps them equal); a page in another language passes its `t`.
 */
export const CONVERTED_PRICE_TEXTS = {
  ratesOf: (date: string) => `Rates of ${date}`,
  approximately: (amount: string, date: string) => `approximately ${amount.replace(/^≈\s*/, '')}, at the rates of ${date}`,
};

/** The visitor's display currency and the rates, when a conversion may be offered (fresh rates only). */
export function useDisplayCurrency(): { currency: string; rates: ExchangeRates | null } {
  const currency = useAppSelector(selectDisplayCurrency);
  const { data } = useExchangeRatesQuery();
  return { currency, rates: data?.fresh ? data : null };
}

/**
 * The currency of the price bounds and the price sort a list asks for: the visitor's, when its rates are fresh and the
 * list has a price bound or sort; else none (the programs' own currency, as the bounds' labels then say).
 */
export function priceCurrencyFor(criteria: { minPrice?: number | undefined; maxPrice?: number | undefined; sort?: string | undefined }, display: { currency: string; rates: ExchangeRates | null }): string | undefined {
  const priced = criteria.minPrice !== undefined || criteria.maxPrice !== undefined || Boolean(criteria.sort?.startsWith('price-'));
  return priced && display.rates ? display.currency : undefined;
}

/**
 * The currency the search page asks in: as a list's (`priceCurrencyFor`), and also whenever the visitor's is not the
 * dollar, so that its price bands are counted and chosen in the visitor's currency (`priceBandsIn`).
 */
export function searchCurrencyFor(criteria: { minPrice?: number | undefined; maxPrice?: number | undefined; sort?: string | undefined }, display: { currency: string; rates: ExchangeRates | null }): string | undefined {
  return priceCurrencyFor(criteria, display) ?? (display.rates && display.currency !== DEFAULT_CURRENCY ? display.currency : undefined);
}

/**
 * "≈ €3,180" beside a price in another currency, in the visitor's display currency; nothing when it is the program's
 * own, or the rates are missing or older than 7 days. `note` adds the rates' day on a line of its own. `t`: a catalogue
 * with the lists' `price.*` keys, in the page's language (the words are English without it).
 */
export function ConvertedPrice({ amount, currency, note = false, className, t }: { amount: number | null; currency: string; note?: boolean; className?: string; t?: TFunction }) {
  const locale = useLocale();
  const display = useDisplayCurrency();
  const converted = approximateAmount(amount, currency, display.currency, display.rates);
  if (converted === null || !display.rates?.date) return null;
  const text = formatApproxMoney(converted, display.currency, locale);
  const date = formatDate(display.rates.date, locale);
  return (
    <span className={`${styles.converted} ${className ?? ''}`} data-converted>
      <span aria-hidden="true">{text}</span>
      <span className={visuallyHiddenClassName}>{t ? t('price.approximately', { amount: text.replace(/^≈\s*/, ''), date }) : CONVERTED_PRICE_TEXTS.approximately(text, date)}</span>
      {note && <span className={styles.note} aria-hidden="true">{t ? t('price.ratesOf', { date }) : CONVERTED_PRICE_TEXTS.ratesOf(date)}</span>}
    </span>
  );
}
