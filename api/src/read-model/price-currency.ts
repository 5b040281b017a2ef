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
 * How amounts in a visitor's currency compare with the programs' prices: as they are (the catalogue's one currency is
 * the visitor's, or no fresh rates or no currency: each program's own), times one factor (the catalogue's one
 * currency), or each program through its currency's rate (`priceIn`, a catalogue of several).
 */
export type PriceScale = { kind: 'own' } | { kind: 'one'; factor: number } | { kind: 'several'; priceIn: PriceIn };

const OWN: PriceScale = { kind: 'own' };

/** The scale of `currency`'s amounts, and the rates it used (null: none fresh). */
export async function priceScale(database: Database, currency: string | undefined, today: string, rates?: ExchangeRates): Promise<{ scale: PriceScale; rates: ExchangeRates | null }> {
  if (!currency) return { scale: OWN, rates: null };
  const latest = rates ?? (await latestRates(database, today));
  const fresh = latest.fresh ? latest : null;
  const currencies = (await catalogueCurrencies(database)).filter((c) => CODE.test(c));
  if (!fresh || currencies.every((c) => c === currency)) return { scale: OWN, rates: fresh };
  const factor = (to: string) => convertAmount(1_000_000, currency, to, fresh.perEuro);
  if (currencies.length === 1) {
    const f = factor(currencies[0]!);
    return { scale: f === null ? OWN : { kind: 'one', factor: f / 1_000_000 }, rates: fresh };
  }
  const factors: Record<string, number> = {};
  for (const c of currencies) {
    const f = factor(c);
    if (f !== null) factors[c] = f / 1_000_000;
  }
  return { scale: { kind: 'several', priceIn: { factors } }, rates: fresh };
}

/**
 * Bounds of an amount range in the visitor's currency as bounds of the catalogue's one currency. Prices are whole units:
 * the converted bounds keep every price they admit (and the index applies as before).
 */
export const boundsInCatalogue = (factor: number, min: number | undefined, max: number | undefined) => ({
  min: min === undefined ? undefined : Math.ceil(min * factor - 1e-9),
  max: max === undefined ? undefined : Math.floor(max * factor + 1e-9),
});

/** The filters with their price bounds and sort made comparable to the programs' prices by `scale`. */
export function filtersOnScale<F extends ProgramFilters & { sort?: string | undefined }>(filters: F, scale: PriceScale): F {
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined || Boolean(filters.sort?.startsWith('price-'));
  if (scale.kind === 'own' || !priced) return filters;
  if (scale.kind === 'several') return { ...filters, priceIn: scale.priceIn };
  const { min, max } = boundsInCatalogue(scale.factor, filters.minPrice, filters.maxPrice);
  return { ...filters, minPrice: min, maxPrice: max };
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
  // Unpriced filters need no rates: no statement.
  if (!currency || !priced) return filters;
  return filtersOnScale(filters, (await priceScale(database, currency, today, rates)).scale);
}

/** The price sort keys (as read-model/list.ts writes them) in the asked currency: whole units, NONE last. */
export const convertedPriceKeys = (priceIn: PriceIn) => ({
  asc: `coalesce(round(${convertedPrice(priceIn)})::int, ${NONE})`,
  desc: `coalesce(-round(${convertedPrice(priceIn)})::int, ${NONE})`,
});
