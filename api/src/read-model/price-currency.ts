// Price filters and the price sort in a visitor's currency. Programs keep their prices in their own currency, and the
// catalogue is almost always in one: then the bounds are converted once, here, to that currency and the statements,
// their indexes and plans are those of a search without a currency (the order of prices in one currency is the same
// in any other). Only a catalogue of several currencies compares each program through its currency's rate.
import { convertAmount, type ExchangeRates } from '@wellness/shared/domain';
import type { Database } from '../db/client';
import { latestRates } from '../exchange-rates/rates';
import { convertedPrice, NONE, type ProgramFilters } from './filters';
import type { PriceIn } from './filters';

const CODE = /^[A-Z]{3}$/;

/** The currencies of the public programs: one probe of their index (migrations/0125) per currency. */
export async function catalogueCurrencies(database: Database): Promise<string[]> {
  const rows = await database.query<{ currency: string }>(
    `WITH RECURSIVE c AS (
       (SELECT p.currency FROM programs p WHERE p.status = 'active' AND p.approved ORDER BY p.currency LIMIT 1)
       UNION ALL
       SELECT (SELECT p.currency FROM programs p WHERE p.status = 'active' AND p.approved AND p.currency > c.currency ORDER BY p.currency LIMIT 1)
       FROM c WHERE c.currency IS NOT NULL)
     SELECT currency FROM c WHERE currency IS NOT NULL`,
    [],
    { prepare: true },
  );
  return rows.map((r) => r.currency);
}

/**
 * The filters with their price bounds in `currency` made comparable to the programs' prices: converted to the
 * catalogue's one currency, or (several currencies) given each currency's factor (`priceIn`). Without fresh rates
 * (RATES_MAX_AGE_DAYS) or a currency, the bounds stay as given: each program's own currency.
 */
export async function filtersInCurrency<F extends ProgramFilters & { sort?: string | undefined }>(
  database: Database,
  filters: F,
  currency: string | undefined,
  today: string,
  rates?: ExchangeRates,
): Promise<F> {
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined || Boolean(filters.sort?.startsWith('price-'));
  if (!currency || !priced) return filters;
  const currencies = (await catalogueCurrencies(database)).filter((c) => CODE.test(c));
  if (currencies.every((c) => c === currency)) return filters;
  const latest = rates ?? (await latestRates(database, today));
  if (!latest.fresh) return filters;
  const factor = (to: string) => convertAmount(1_000_000, currency, to, latest.perEuro);
  if (currencies.length === 1) {
    const only = currencies[0]!;
    const f = factor(only);
    if (f === null) return filters;
    // Prices are whole units: the converted bounds keep every price they admit (and the index applies as before).
    const min = filters.minPrice === undefined ? undefined : Math.ceil((filters.minPrice * f) / 1_000_000 - 1e-9);
    const max = filters.maxPrice === undefined ? undefined : Math.floor((filters.maxPrice * f) / 1_000_000 + 1e-9);
    return { ...filters, minPrice: min, maxPrice: max };
  }
  const factors: Record<string, number> = {};
  for (const c of currencies) {
    const f = factor(c);
    if (f !== null) factors[c] = f / 1_000_000;
  }
  return { ...filters, priceIn: { factors } };
}

/** The price sort keys (as read-model/list.ts writes them) in the asked currency: whole units, NONE last. */
export const convertedPriceKeys = (priceIn: PriceIn) => ({
  asc: `coalesce(round(${convertedPrice(priceIn)})::int, ${NONE})`,
  desc: `coalesce(-round(${convertedPrice(priceIn)})::int, ${NONE})`,
});
