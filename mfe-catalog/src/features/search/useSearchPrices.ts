import { useMemo } from 'react';
import { DEFAULT_CURRENCY, priceBandsIn, type PriceBand, type SearchCriteria } from '@wellness/shared/domain';
import { useLocale } from '@wellness/shared/contract';
import { formatMoney } from '@wellness/shared/format';
import { searchCurrencyFor, useDisplayCurrency } from '../../components/ConvertedPrice/ConvertedPrice';

export interface SearchPrices {
  /** The currency the search asks the API in (its price bounds, sort and bands): none for the programs' own. */
  currency: string | undefined;
  /** The price bands offered and counted, in that currency. */
  bands: PriceBand[];
  /** One amount in that currency, in the page's locale. */
  money: (amount: number) => string;
}

/**
 * The search page's prices in the visitor's currency: the API counts the bands the page offers (`priceBandsIn` on both
 * sides, from the same rates), and a chosen band's bounds are in that currency, as the programs lists' bounds are.
 */
export function useSearchPrices(criteria: Pick<SearchCriteria, 'minPrice' | 'maxPrice' | 'sort'>): SearchPrices {
  const display = useDisplayCurrency();
  const locale = useLocale();
  const currency = searchCurrencyFor(criteria, display);
  return useMemo(
    () => ({ currency, bands: priceBandsIn(currency, display.rates), money: (amount: number) => formatMoney(amount, currency ?? DEFAULT_CURRENCY, locale) }),
    [currency, display.rates, locale],
  );
}
