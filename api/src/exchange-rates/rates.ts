// The European Central Bank's reference rates (per euro), read from its eurofxref file and kept in `exchange_rates`
// (migrations/0125): the job `rates.refresh` (features/rates) loads them, the seed loads the snapshot shipped in data/.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { ratesAreFresh, type ExchangeRates } from '@wellness/shared/domain';
import type { Database, RawQuery } from '../db/client';
import { API_ROOT } from '../paths';

/** The snapshot that ships with the API (and seeds a new database): the ECB's file of that day, as published. */
export const RATES_SNAPSHOT = path.join(API_ROOT, 'data', 'eurofxref-2026-11-27.xml');

/** One publication: its day and each currency's units per euro. */
export interface RatesFile {
  date: string;
  perEuro: Record<string, number>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z]{3}$/;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function checked(date: string, entries: [string, string][]): RatesFile {
  if (!DAY.test(date) || Number.isNaN(Date.parse(date))) throw new Error(`exchange rates: no valid date (${date || 'none'})`);
  const perEuro: Record<string, number> = {};
  for (const [currency, text] of entries) {
    const rate = Number(text);
    if (!CODE.test(currency) || !Number.isFinite(rate) || rate <= 0) throw new Error(`exchange rates: bad rate ${currency}=${text}`);
    perEuro[currency] = rate;
  }
  if (!Object.keys(perEuro).length) throw new Error('exchange rates: the file has no rates');
  return { date, perEuro };
}

/**
 * The ECB's XML (eurofxref-daily.xml; of a history file, its latest day), parsed by fast-xml-parser:
 * `<Cube><Cube time="2026-11-27"><Cube currency="USD" rate="1.1642"/>…`.
 */
export function parseEurofxrefXml(xml: string): RatesFile {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, parseAttributeValue: false });
  type Day = { time?: string; Cube?: { currency?: string; rate?: string } | { currency?: string; rate?: string }[] };
  const doc = parser.parse(xml) as { Envelope?: { Cube?: { Cube?: Day | Day[] } } };
  const days = asList(doc.Envelope?.Cube?.Cube).filter((d) => typeof d.time === 'string');
  const latest = days.sort((a, b) => (a.time! < b.time! ? 1 : -1))[0];
  if (!latest) throw new Error('exchange rates: not an ECB eurofxref XML file');
  return checked(latest.time!, asList(latest.Cube).map((c) => [String(c.currency ?? ''), String(c.rate ?? '')]));
}

/**
 * The ECB's CSV (eurofxref.csv, inside eurofxref.zip): a header "Date, USD, JPY, …" and one line "27 November 2026,
 * 1.1642, 180.52, …". Two lines of comma-separated words: split by hand rather than with a CSV library (no quoting,
 * no escapes in this format).
 */
export function parseEurofxrefCsv(csv: string): RatesFile {
  const [head, first] = csv.split(/\r?\n/).map((line) => line.split(',').map((cell) => cell.trim()));
  if (!head || !first || head[0]?.toLowerCase() !== 'date') throw new Error('exchange rates: not an ECB eurofxref CSV file');
  const [d, m, y] = (first[0] ?? '').split(/\s+/);
  const month = MONTHS.indexOf((m ?? '').toLowerCase()) + 1;
  const date = month ? `${y}-${String(month).padStart(2, '0')}-${String(Number(d)).padStart(2, '0')}` : (first[0] ?? '');
  // "N/A" for a currency the ECB did not quote that day; an empty last column after the trailing comma.
  const entries = head.slice(1).flatMap((currency, i): [string, string][] => (currency && first[i + 1] && first[i + 1] !== 'N/A' ? [[currency, first[i + 1]!]] : []));
  return checked(date, entries);
}

/** Either format, told apart by its first character. */
export const parseEurofxref = (text: string): RatesFile => (text.trimStart().startsWith('<') ? parseEurofxrefXml(text) : parseEurofxrefCsv(text));

/** The file's text from a path or an http(s) URL (EXCHANGE_RATES_URL). */
export async function readRatesSource(source: string, fetcher: typeof fetch = fetch): Promise<string> {
  if (!/^https?:\/\//i.test(source)) return readFile(source.replace(/^file:\/\//, ''), 'utf8');
  const res = await fetcher(source, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`exchange rates: ${source} answered ${res.status}`);
  return res.text();
}

/** Keeps one publication (again: the same day's rows are replaced), and drops days older than `keepDays` before it. */
export async function storeRates(query: RawQuery, file: RatesFile, keepDays = 30): Promise<void> {
  const currencies = Object.keys(file.perEuro);
  await query(
    `INSERT INTO exchange_rates (rate_date, currency, per_euro)
     SELECT $1::date, c, r FROM unnest($2::text[], $3::numeric[]) AS x(c, r)
     ON CONFLICT (rate_date, currency) DO UPDATE SET per_euro = excluded.per_euro, fetched_at = now()`,
    [file.date, `{${currencies.join(',')}}`, `{${currencies.map((c) => file.perEuro[c]).join(',')}}`],
  );
  await query(`DELETE FROM exchange_rates WHERE rate_date < $1::date - $2::int`, [file.date, keepDays]);
}

/** The latest publication, fresh or not on `today` (YYYY-MM-DD). */
export async function latestRates(database: Database, today: string): Promise<ExchangeRates> {
  const rows = await database.query<{ rate_date: string; currency: string; per_euro: string }>(
    `SELECT to_char(rate_date, 'YYYY-MM-DD') AS rate_date, currency, per_euro::text AS per_euro FROM exchange_rates
     WHERE rate_date = (SELECT max(rate_date) FROM exchange_rates) ORDER BY currency`,
    [],
    { prepare: true },
  );
  const date = rows[0]?.rate_date ?? null;
  return { date, perEuro: Object.fromEntries(rows.map((r) => [r.currency, Number(r.per_euro)])), fresh: ratesAreFresh(date, today) };
}
