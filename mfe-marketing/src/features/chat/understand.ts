// What a guest asks the assistant, read into the catalogue search's criteria (the ones the search page's URL holds).
// The reading is in English; a Spanish or French message is first rewritten into its words by its language's table
// (languages/), and what was understood is written back from the chat catalogue in the page's language.
//
// Hand-written rather than a date or NLP library: the assistant needs month-level dates that look forward from today,
// seasons, budgets, lengths, guests and the catalogue's own places and kinds, all in one small pass, and a library
// (chrono-node and the like) would parse only the dates, at many times the size of this file.
import type { SearchCriteria } from '@wellness/shared/domain';
import { formatMoney, formatMonth } from '@wellness/shared/format';
import type { TFunction } from '@wellness/shared/i18n';
import { english } from './languages/en';
import type { PlaceIn, UnderstandingTable } from './languages/types';
import { chatT } from './replies';

/** The catalogue's places the message may name (the destinations the API lists). */
export interface KnownPlaces {
  countries: readonly string[];
  cities: readonly { city: string; country: string }[];
  /** Regions and the countries in them; the built-in REGIONS when left out. */
  regions?: readonly Region[];
}

export interface Region {
  name: string;
  /** Ways a message names it, lower case. */
  names: readonly string[];
  countries: readonly string[];
}

/** Each criterion the assistant can understand, in the order its sentence names them. */
export const UNDERSTOOD_ORDER = ['kind', 'place', 'budget', 'when', 'length', 'guests', 'instant', 'rating', 'words'] as const;
export type UnderstoodCriterion = (typeof UNDERSTOOD_ORDER)[number];

export interface Understanding {
  criteria: SearchCriteria;
  /** The currency of the budget's amounts (ISO 4217), when a budget was understood. */
  currency?: string;
  /** The region searched as words, when one search cannot ask for its countries ("Europe"). */
  region?: string;
  /** What was understood, as short phrases in the page's language, in sentence order ("detox", "under $3,000", "in March 2027"). */
  understood: string[];
  /** The same phrases by criterion. */
  phrases: Partial<Record<UnderstoodCriterion, string>>;
}

/** Regions a guest names, and their countries (only those the catalogue has count). */
const REGIONS: readonly Region[] = [
  { name: 'the Alps', names: ['the alps', 'alps', 'alpine'], countries: ['Switzerland', 'Italy', 'Germany', 'Austria', 'France'] },
  { name: 'Southeast Asia', names: ['southeast asia', 'south-east asia', 'south east asia'], countries: ['Thailand', 'Bali', 'Indonesia', 'Vietnam', 'Malaysia', 'Philippines', 'Cambodia'] },
  { name: 'Asia', names: ['asia', 'asian'], countries: ['Japan', 'Thailand', 'Bali', 'Indonesia', 'India', 'Sri Lanka', 'Vietnam', 'China', 'Malaysia', 'Philippines'] },
  { name: 'Europe', names: ['europe', 'european'], countries: ['Italy', 'Switzerland', 'Greece', 'Germany', 'Austria', 'France', 'Spain', 'Portugal', 'Croatia', 'United Kingdom'] },
  { name: 'the Mediterranean', names: ['the mediterranean', 'mediterranean'], countries: ['Italy', 'Greece', 'Spain', 'France', 'Croatia', 'Turkey', 'Cyprus', 'Malta'] },
  { name: 'Scandinavia', names: ['scandinavia', 'scandinavian', 'nordic', 'the nordics'], countries: ['Sweden', 'Norway', 'Denmark', 'Finland', 'Iceland'] },
  { name: 'Central America', names: ['central america', 'central american', 'latin america', 'latin american'], countries: ['Costa Rica', 'Mexico', 'Panama', 'Belize', 'Guatemala'] },
  { name: 'North America', names: ['north america'], countries: ['USA', 'Canada', 'Mexico'] },
  { name: 'South America', names: ['south america'], countries: ['Brazil', 'Peru', 'Argentina', 'Chile', 'Colombia', 'Ecuador'] },
  { name: 'the Caribbean', names: ['the caribbean', 'caribbean'], countries: ['Jamaica', 'Barbados', 'Bahamas', 'Dominican Republic', 'Saint Lucia', 'Antigua'] },
  { name: 'the Middle East', names: ['the middle east', 'middle east'], countries: ['United Arab Emirates', 'Oman', 'Jordan', 'Israel'] },
  { name: 'Africa', names: ['africa', 'african'], countries: ['Morocco', 'South Africa', 'Kenya', 'Tanzania', 'Mauritius', 'Seychelles'] },
];

/** Other ways guests name countries of the catalogue (demonyms, old or larger names), lower case. */
const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  usa: ['united states', 'the states', 'america', 'american', 'u.s.a.', 'u.s.', 'california', 'arizona', 'colorado', 'florida'],
  switzerland: ['swiss'],
  italy: ['italian'],
  greece: ['greek', 'greek islands'],
  japan: ['japanese'],
  thailand: ['thai'],
  bali: ['balinese', 'indonesia', 'indonesian'],
  germany: ['german', 'bavaria', 'bavarian'],
  'costa rica': ['costa rican'],
};

/** The catalogue key of a kind's name ("detox", "yoga and meditation"). */
type KindKey = 'kind.metabolicHealth' | 'kind.detox' | 'kind.yoga' | 'kind.spa' | 'kind.fitness' | 'kind.nutrition' | 'kind.longevity' | 'kind.healing' | 'kind.wellness';

// ---- The kinds of program: a category of the search (a form category value or a group slug), most specific first ----

const KINDS: readonly { category: string; label: KindKey; pattern: RegExp }[] = [
  { category: 'metabolic-health', label: 'kind.metabolicHealth', pattern: /\b(weight[- ]?loss|los(e|ing) weight|metaboli\w*|glucose|diabet\w*|insulin|blood sugar)\b/ },
  { category: 'detox', label: 'kind.detox', pattern: /\b(detox\w*|cleans(e|es|ing)|fasting|juic(e|es|ing))\b/ },
  { category: 'yoga', label: 'kind.yoga', pattern: /\b(yoga|yogi|meditat\w*|mindful\w*|breathwork|breathing|pranayama|zen|silent retreats?)\b/ },
  { category: 'spa', label: 'kind.spa', pattern: /\b(spas?|massages?|thermal|onsen|hot springs?|saunas?|hammam|pamper\w*|relax\w*)\b/ },
  { category: 'fitness', label: 'kind.fitness', pattern: /\b(fitness|training|workouts?|strength|hik(e|es|ing)|athlet\w*|sports?|exercis\w*|bootcamp|boot camp|muay thai|pilates)\b/ },
  { category: 'nutrition', label: 'kind.nutrition', pattern: /\b(nutrition\w*|diet|diets|dietary|food|eating|cook\w*|plant[- ]based|vegan|gut health)\b/ },
  { category: 'transformative-health', label: 'kind.longevity', pattern: /\b(longevity|anti[- ]?ag(e|eing|ing)|healthspan|check[- ]?ups?|medical|clinic(s|al)?|diagnos\w*|physicians?|doctors?|biohack\w*)\b/ },
  { category: 'healing-renewal', label: 'kind.healing', pattern: /\b(heal(ing)?|renew\w*|stress|burn[- ]?out|sleep\w*|insomnia|recover(y|ing)?|reset|recharge)\b/ },
  { category: 'wellness', label: 'kind.wellness', pattern: /\b(wellness|well[- ]?being|holistic|health|healthy)\b/ },
];

/** Kinds of program no category names: searched as words. */
const KIND_WORDS = /\b(ayurved\w*|surf(ing)?|ski(ing)?|golf(ing)?|reiki|tai chi|qigong|sound (bath|healing)|forest bathing|cryotherapy|menopause|fertility)\b/;

// ---- Numbers ----

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, 'a couple of': 2, 'couple of': 2, 'a couple': 2,
};
const NUMBER = `(\\d{1,3}|a couple of|couple of|a couple|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)`;
const toNumber = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word]);


// ---- Months and seasons ----

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;
const MONTH_ABBREVIATIONS: Record<string, number> = { jan: 1, feb: 2, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12 };
/** Northern-hemisphere seasons (the catalogue's places are mostly north of the equator): their months. */
const SEASONS: Record<string, readonly number[]> = { spring: [3, 4, 5], summer: [6, 7, 8], autumn: [9, 10, 11], fall: [9, 10, 11], winter: [12, 1, 2] };
/** A season's phrase ("in spring (March 2027)"): each language puts its own word before a season. */
const SEASON_KEYS: Record<string, 'when.spring' | 'when.summer' | 'when.autumn' | 'when.winter'> = {
  spring: 'when.spring', summer: 'when.summer', autumn: 'when.autumn', fall: 'when.autumn', winter: 'when.winter',
};

const yearMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The next `month` (1–12) from today: this month counts unless `next` asks for the one after. */
function nextMonth(today: Date, month: number, next = false): { year: number; month: number } {
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  const later = next ? month > thisMonth : month >= thisMonth;
  return { year: later ? thisYear : thisYear + 1, month };
}

/**
 * A season's first month that is not past: the current month while the season is on (or, asked "next", the start of
 * the next one), else the season's next start.
 */
function seasonStart(today: Date, months: readonly number[], next: boolean): { year: number; month: number } {
  const thisMonth = today.getMonth() + 1;
  if (months.includes(thisMonth) && !next) return { year: today.getFullYear(), month: thisMonth };
  const start = months[0]!;
  return nextMonth(today, start, months.includes(thisMonth) || start === thisMonth);
}

// ---- Text ----

/** Lower case, without accents, straight quotes, single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `name` as whole words: "cost" is not "Costa Rica". */
const wholeWords = (name: string) => new RegExp(`(?<![a-z0-9])${escape(normalizeText(name))}(?![a-z0-9])`);

/**
 * The message as it is read: each part understood is blanked out, so a number read as a length ("10 days") is not
 * read again as a price, and "for two weeks" is not "for two" guests.
 */
class Reading {
  constructor(public text: string) {}

  /** Each match of `pattern` that `accept` does not turn down (by returning false) is blanked. */
  take(pattern: RegExp, accept: (m: RegExpExecArray) => boolean | void): void {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    const taken: [number, number][] = [];
    for (let m = global.exec(this.text); m; m = global.exec(this.text)) {
      if (m[0] === '') {
        global.lastIndex += 1;
        continue;
      }
      if (accept(m) !== false) taken.push([m.index, m.index + m[0].length]);
    }
    for (const [from, to] of taken) this.text = this.text.slice(0, from) + ' '.repeat(to - from) + this.text.slice(to);
  }

  /** The first match of `pattern`, blanked. */
  first(pattern: RegExp): RegExpExecArray | undefined {
    const m = pattern.exec(this.text);
    if (m) this.text = this.text.slice(0, m.index) + ' '.repeat(m[0].length) + this.text.slice(m.index + m[0].length);
    return m ?? undefined;
  }
}

/** How the understanding is written back: the page's language, its catalogue and its table. */
interface Writer {
  t: TFunction;
  locale: string;
  table: UnderstandingTable;
}

// ---- Lengths ----

const MAX_INCLUSIVE = /^(up to|at most|no more than|not more than|max(imum)?)$/;
const MAX_EXCLUSIVE = /^(under|less than|fewer than|below|shorter than)$/;
const MIN_INCLUSIVE = /^(at least|min(imum)?)$/;
const MIN_EXCLUSIVE = /^(more than|over|longer than)$/;

function nightsOf(count: number, unit: string): [number, number] {
  if (unit.startsWith('night')) return [count, count];
  if (unit.startsWith('day')) return [Math.max(0, count - 1), Math.max(0, count - 1)];
  return [count * 7 - 1, count * 7 + 1];
}

function lengthPhrase(t: TFunction, min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? t('length.exactly', { count: min }) : t('length.between', { min, count: max });
  if (max !== undefined) return t('length.upTo', { count: max });
  return t('length.atLeast', { count: min! });
}

function readLength(reading: Reading, criteria: SearchCriteria, { t }: Writer): string | undefined {
  let range: { min?: number; max?: number } | undefined;
  const set = (min: number | undefined, max: number | undefined) => {
    range ??= { min, max };
  };
  reading.take(/\b(a )?long weekend\b/, () => set(2, 4));
  reading.take(/\b(a |the )?weekend( break| getaway| away)?\b/, () => set(undefined, 3));
  reading.take(/\b(a )?few (days|nights)\b/, () => set(2, 4));
  reading.take(/\b(a )?fortnight\b/, () => set(13, 15));
  reading.take(new RegExp(`\\b(\\d{1,3})\\s*(?:-|to)\\s*(\\d{1,3})[\\s-]*(nights?|days?|weeks?)\\b`), (m) => {
    const [a, b] = [nightsOf(Number(m[1]), m[3]!), nightsOf(Number(m[2]), m[3]!)];
    set(Math.min(a[0], b[0]), Math.max(a[1], b[1]));
  });
  const qualifier = '(up to|at most|no more than|not more than|maximum|max|under|less than|fewer than|below|shorter than|at least|minimum|min|more than|over|longer than)';
  reading.take(new RegExp(`(?:\\b${qualifier}\\s+)?\\b${NUMBER}[\\s-]*(nights?|days?|weeks?)\\b(?:\\s+or\\s+(more|longer|less|fewer|shorter))?`), (m) => {
    const count = toNumber(m[2]!);
    if (count === undefined || count < 1) return false;
    const [lo, hi] = nightsOf(count, m[3]!);
    const q = m[1] ?? '';
    const after = m[4] ?? '';
    if (MAX_INCLUSIVE.test(q) || /less|fewer|shorter/.test(after)) set(undefined, hi);
    else if (MAX_EXCLUSIVE.test(q)) set(undefined, Math.max(0, lo - 1));
    else if (MIN_INCLUSIVE.test(q) || /more|longer/.test(after)) set(lo, undefined);
    else if (MIN_EXCLUSIVE.test(q)) set(hi + 1, undefined);
    else set(lo, hi);
  });
  if (!range) return undefined;
  criteria.minNights = range.min;
  criteria.maxNights = range.max;
  return lengthPhrase(t, range.min, range.max);
}

// ---- Budgets ----

// An amount: "$3,000", "3000 dollars", "3k", "$2.5k", "2,500 usd", "3 grand", "€3,000", "3000 €", "2k euros", "£4k".
const AMOUNT = `(\\$\\s*|€\\s*|£\\s*|(?:usd|eur|gbp|chf)\\s+)?(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)\\s*(?:(k|thousand|grand)(?![a-z]))?(?:\\s*(\\$|€|£|(?:usd|eur|euros?|gbp|chf|dollars?|bucks)(?![a-z])))?`;
interface Amount {
  value: number;
  marked: boolean;
  thousands: boolean;
  /** The currency it is written in, if it says. */
  currency?: string;
}
/** The currency a sign or word names. */
function currencyOf(mark: string): string | undefined {
  if (/\$|usd|dollar|buck/.test(mark)) return 'USD';
  if (/€|eur/.test(mark)) return 'EUR';
  if (/£|gbp/.test(mark)) return 'GBP';
  if (/chf/.test(mark)) return 'CHF';
  return undefined;
}
function amountAt(m: RegExpExecArray, at: number): Amount | undefined {
  const digits = m[at + 1];
  if (digits === undefined) return undefined;
  const thousands = Boolean(m[at + 2]);
  const value = Math.round(Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1));
  return { value, thousands, marked: Boolean(m[at] || m[at + 2] || m[at + 3]), currency: currencyOf(`${m[at] ?? ''}${m[at + 3] ?? ''}`) };
}
/** A number is a price when written as one, or when a budget word leads it and it is too big to be anything else. */
const isPrice = (a: Amount | undefined): a is Amount => a !== undefined && a.value > 0 && (a.marked || a.value >= 100);
const round100 = (n: number) => Math.round(n / 100) * 100;

function readBudget(reading: Reading, criteria: SearchCriteria, { t, locale, table }: Writer): { phrase?: string; currency?: string } {
  let phrase: string | undefined;
  let currency = table.currency;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const set = (min: number | undefined, max: number | undefined, text: () => string, ...amounts: Amount[]) => {
    if (phrase) return;
    currency = amounts.find((a) => a.currency)?.currency ?? table.currency;
    criteria.minPrice = min;
    criteria.maxPrice = max;
    phrase = text();
  };
  // Between two amounts: "between 2k and 4k", "$2,000-3,000", "from 2000 to 3500 dollars".
  reading.take(new RegExp(`(?:\\b(between|from)\\s+)?${AMOUNT}\\s*(?:-|to|and)\\s*${AMOUNT}`), (m) => {
    const a = amountAt(m, 2);
    const b = amountAt(m, 6);
    if (!a || !b || !(a.marked || b.marked || m[1])) return false;
    if (b.thousands && !a.thousands && a.value < 1000) a.value *= 1000;
    if (a.value < 100 || b.value < 100) return false;
    const [lo, hi] = a.value <= b.value ? [a.value, b.value] : [b.value, a.value];
    set(lo, hi, () => t('budget.between', { min: money(lo), max: money(hi) }), a, b);
  });
  // Around an amount: a band of ±25%.
  reading.take(new RegExp(`(?<![a-z])(around|about|approximately|approx\\.?|roughly|circa|close to|something like|~)\\s*${AMOUNT}`), (m) => {
    const a = amountAt(m, 2);
    if (!isPrice(a)) return false;
    const lo = round100(a.value * 0.75);
    const hi = round100(a.value * 1.25);
    set(lo, hi, () => t('budget.around', { amount: money(a.value), min: money(lo), max: money(hi) }), a);
  });
  // A most: "under $3,000", "max 3k", "budget of 2500 dollars", "$3,000 or less".
  const most = '(under|below|less than|cheaper than|lower than|max(?:imum)?|up to|no more than|not more than|at most|within|budget(?: of| is|:)?|<)';
  reading.take(new RegExp(`(?<![a-z])${most}\\s*${AMOUNT}`), (m) => {
    const a = amountAt(m, 2);
    if (!isPrice(a)) return false;
    set(undefined, a.value, () => t('budget.under', { amount: money(a.value) }), a);
  });
  // A least: "over $2,000", "at least 3k", "from $4,000", "$5,000 or more", "5k+".
  const least = '(over|above|more than|at least|from|starting at|min(?:imum)?|>)';
  reading.take(new RegExp(`(?<![a-z])${least}\\s*${AMOUNT}`), (m) => {
    const a = amountAt(m, 2);
    if (!isPrice(a)) return false;
    set(a.value, undefined, () => t('budget.from', { amount: money(a.value) }), a);
  });
  reading.take(new RegExp(`${AMOUNT}\\s*(\\+|or more|and up|and above|or less|or under|and under|max)`), (m) => {
    const a = amountAt(m, 1);
    if (!a?.marked || !isPrice(a)) return false;
    if (/less|under|max/.test(m[5]!)) set(undefined, a.value, () => t('budget.under', { amount: money(a.value) }), a);
    else set(a.value, undefined, () => t('budget.from', { amount: money(a.value) }), a);
  });
  // An amount alone, written as money ("a $3,000 retreat", "I have 3k"): the most the guest means to spend.
  reading.take(new RegExp(AMOUNT), (m) => {
    const a = amountAt(m, 1);
    if (!a?.marked || !isPrice(a)) return false;
    set(undefined, a.value, () => t('budget.under', { amount: money(a.value) }), a);
  });
  reading.take(/\b(cheap(er|est)?|affordable|inexpensive|budget[- ]friendly|low[- ]cost|on a budget)\b/, () => {
    set(undefined, 3000, () => t('budget.under', { amount: money(3000) }));
  });
  return phrase ? { phrase, currency } : {};
}

// ---- When ----

function readWhen(reading: Reading, criteria: SearchCriteria, today: Date, { t, locale }: Writer): string | undefined {
  let phrase: string | undefined;
  const set = (at: { year: number; month: number }, season?: string) => {
    if (phrase) return;
    criteria.month = yearMonth(at.year, at.month);
    const month = formatMonth(criteria.month, locale);
    phrase = season ? t(SEASON_KEYS[season]!, { month }) : t('when.month', { month });
  };
  const thisMonth = { year: today.getFullYear(), month: today.getMonth() + 1 };
  reading.take(/\bnext month\b/, () => set(thisMonth.month === 12 ? { year: thisMonth.year + 1, month: 1 } : { year: thisMonth.year, month: thisMonth.month + 1 }));
  reading.take(/\bthis month\b/, () => set(thisMonth));
  reading.take(/\b(?:(this|next|coming|the|in|in the|during|over|for)\s+)?(spring|summer|autumn|fall|winter)(?:\s+(\d{4}))?\b/, (m) => {
    const season = m[2]!;
    // "fall" is a verb too ("fall asleep"): a season only after a word that leads a time, or before a year.
    if (season === 'fall' && !m[1] && !m[3]) return false;
    const months = SEASONS[season]!;
    const year = m[3] ? Number(m[3]) : undefined;
    const at = year !== undefined ? { year, month: months[0]! } : seasonStart(today, months, m[1] === 'next');
    set(at, season);
  });
  const names = [...MONTHS, ...Object.keys(MONTH_ABBREVIATIONS)].join('|');
  reading.take(new RegExp(`\\b(?:(in|for|during|this|next|early|mid|late|by|until|around|end of|beginning of|the end of|start of)[\\s-]+)?(${names})\\.?(?:\\s+(\\d{4}))?\\b`), (m) => {
    const word = m[2]!;
    const month = MONTHS.indexOf(word as (typeof MONTHS)[number]) + 1 || MONTH_ABBREVIATIONS[word]!;
    // "may" is mostly the verb ("may I…"): a month only after a word that leads a time, or before a year.
    if (word === 'may' && !m[1] && !m[3]) return false;
    set(m[3] ? { year: Number(m[3]), month } : nextMonth(today, month, m[1] === 'next'));
  });
  reading.take(/\b(christmas|xmas|the holidays)\b/, () => set(nextMonth(today, 12)));
  return phrase;
}

// ---- Guests, instant booking, rating ----

function readGuests(reading: Reading, criteria: SearchCriteria, { t }: Writer): string | undefined {
  let guests: number | undefined;
  const set = (n: number | undefined) => {
    if (guests === undefined && n !== undefined && n >= 1) guests = Math.min(n, 20);
  };
  reading.take(new RegExp(`\\b${NUMBER}\\s+(people|persons|guests|adults|travell?ers|friends|of us|pax)\\b`), (m) => set(toNumber(m[1]!)));
  reading.take(new RegExp(`\\b(group|family|party) of ${NUMBER}\\b`), (m) => set(toNumber(m[2]!)));
  // "for two", "for 3": a bare number after "for" (a/an are left out: "for a detox" is no number).
  reading.take(/\bfor (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/, (m) => set(toNumber(m[1]!)));
  reading.take(/\b(couples?|my (partner|wife|husband|girlfriend|boyfriend|fiance|fiancee|spouse)|honeymoon|the two of us|both of us)\b/, () => set(2));
  reading.take(/\b(solo|alone|by myself|on my own|just me|only me)\b/, () => set(1));
  if (guests === undefined) return undefined;
  criteria.guests = guests;
  return t('guests', { count: guests });
}

function readInstant(reading: Reading, criteria: SearchCriteria, { t }: Writer): string | undefined {
  let found = false;
  reading.take(/\b(instant(ly)?( booking| book| bookable| confirmation)?|(book|booked|confirm(ed)?) (right away|straight away|immediately))\b/, () => {
    found = true;
  });
  if (!found) return undefined;
  criteria.instant = true;
  return t('instant');
}

function readRating(reading: Reading, criteria: SearchCriteria, { t }: Writer): string | undefined {
  let stars: number | undefined;
  reading.take(/\b(top[- ]rated|highly[- ]rated|best[- ]rated|well[- ]reviewed|best reviews?|great reviews?)\b/, () => {
    stars ??= 4;
  });
  reading.take(/\b(?:(?:rated|at least)\s+)?([1-5])(?:\.0)?\s*\+?[\s-]*stars?(?:\s+(?:and up|or more|or better|and above))?\b|\brated ([1-5])\+?(?:\s+(?:and up|or more|or better|and above))?\b/, (m) => {
    stars ??= Number(m[1] ?? m[2]);
  });
  if (stars === undefined) return undefined;
  criteria.minRating = stars;
  return t('rating', { count: stars });
}

// ---- Places and kinds ----

/** The catalogue key of each way a language writes "in" before a place. */
const PLACE_IN: Record<PlaceIn, 'place.in' | 'place.inMasculine' | 'place.inPlural' | 'place.inIsland'> = {
  in: 'place.in', masculine: 'place.inMasculine', plural: 'place.inPlural', island: 'place.inIsland',
};

/** "in Italy" in the page's language ("en Italia", "au Japon", "à Bali"). */
export function inCountry({ t, table }: { t: TFunction; table: UnderstandingTable }, country: string): string {
  const name = table.countryName(country);
  return t(PLACE_IN[table.placeIn(name, country)], { place: name });
}

function readPlace(reading: Reading, criteria: SearchCriteria, places: KnownPlaces, original: string, writer: Writer): { place?: string; region?: string } {
  const { t, table } = writer;
  const longestFirst = <T>(items: readonly T[], name: (t: T) => string) => [...items].sort((a, b) => name(b).length - name(a).length);
  for (const { city, country } of longestFirst(places.cities, (c) => c.city)) {
    if (reading.first(wholeWords(city))) {
      criteria.country = country;
      criteria.city = city;
      return { place: t('place.city', { city, country: table.countryName(country) }) };
    }
  }
  for (const country of longestFirst(places.countries, (c) => c)) {
    if (reading.first(wholeWords(country))) {
      criteria.country = country;
      return { place: inCountry(writer, country) };
    }
  }
  // Regions are read before the other names of countries, so "Central America" is not "America".
  const regions = places.regions ?? REGIONS;
  let region: Region | undefined;
  for (const r of regions) {
    for (const name of [...r.names].sort((a, b) => b.length - a.length)) {
      if (!region && reading.first(wholeWords(name))) region = r;
    }
  }
  const known = (name: string) => places.countries.find((c) => normalizeText(c) === normalizeText(name));
  // "US" in capitals is the country; "us" is a pronoun.
  const aliasCountry =
    (/(?<![A-Za-z])US(?![A-Za-z])/.test(original) && known('USA')) ||
    places.countries.find((c) => (COUNTRY_ALIASES[normalizeText(c)] ?? []).some((alias) => reading.first(wholeWords(alias))));
  if (aliasCountry) {
    criteria.country = aliasCountry;
    return { place: inCountry(writer, aliasCountry) };
  }
  if (!region) return {};
  const inCatalogue = region.countries.map(known).filter((c): c is string => Boolean(c));
  if (inCatalogue.length === 1) {
    criteria.country = inCatalogue[0];
    return { place: t('place.region', { region: table.regionName(region.name), country: table.countryName(inCatalogue[0]!) }) };
  }
  // One search asks for one country at most: a region of several (or of none in the catalogue) is searched as words.
  return { region: region.name.replace(/^the /, '') };
}

function readKind(reading: Reading, criteria: SearchCriteria, { t }: Writer): { kind?: string; words?: string } {
  const kind = KINDS.find((k) => k.pattern.test(reading.text));
  if (kind) criteria.category = kind.category;
  const word = KIND_WORDS.exec(reading.text)?.[0];
  return { kind: kind && t(kind.label), words: word };
}

/**
 * The message in the English reading's words: the language's names of the catalogue's countries become their English
 * names, then the table's phrasings their English counterparts (nothing changes for English).
 */
function inEnglish(text: string, places: KnownPlaces, table: UnderstandingTable): string {
  let reading = normalizeText(text);
  for (const country of places.countries) {
    for (const name of table.countryNames(country)) reading = reading.replace(new RegExp(wholeWords(name).source, 'g'), normalizeText(country));
  }
  for (const [pattern, english] of table.rewrites) reading = reading.replace(pattern, english);
  return reading;
}

/**
 * The criteria a guest's message asks for, and what was understood in the page's language. The message is read in
 * `table`'s language (English by default; Spanish and French tables load with the page in that language), every name
 * as whole words (so "What does it cost?" names no place); what is not understood is left out, never guessed. The
 * phrases are in `locale`'s chat catalogue, which must be loaded (English until it is).
 */
export function understandRequest(text: string, today: Date, places: KnownPlaces, locale: string, table: UnderstandingTable = english): Understanding {
  const writer: Writer = { t: chatT(locale), locale, table };
  const reading = new Reading(inEnglish(text, places, table));
  const criteria: SearchCriteria = {};
  const phrases: Understanding['phrases'] = {};
  // Lengths first, so "for two weeks" is a length and "10 days" no price; then budgets, so "$3,000" is no guest count.
  phrases.length = readLength(reading, criteria, writer);
  const budget = readBudget(reading, criteria, writer);
  phrases.budget = budget.phrase;
  phrases.when = readWhen(reading, criteria, today, writer);
  phrases.rating = readRating(reading, criteria, writer);
  phrases.guests = readGuests(reading, criteria, writer);
  phrases.instant = readInstant(reading, criteria, writer);
  const { place, region } = readPlace(reading, criteria, places, text, writer);
  phrases.place = place;
  const { kind, words } = readKind(reading, criteria, writer);
  phrases.kind = kind;
  const searched = [words, region].filter((w): w is string => Boolean(w));
  if (searched.length) {
    criteria.q = searched.join(' ');
    phrases.words = region ? writer.t('words.region', { q: criteria.q }) : writer.t('words.plain', { q: criteria.q });
  }
  for (const key of Object.keys(criteria) as (keyof SearchCriteria)[]) if (criteria[key] === undefined) delete criteria[key];
  for (const key of UNDERSTOOD_ORDER) if (phrases[key] === undefined) delete phrases[key];
  const understood = UNDERSTOOD_ORDER.flatMap((key) => (phrases[key] ? [phrases[key]] : []));
  return { criteria, phrases, understood, ...(budget.currency && { currency: budget.currency }), ...(region && { region }) };
}

/** The search in one phrase: "Detox programs in Bali under $3,000 in March 2027" ("Programas de detox en Bali…"). */
export function describeUnderstanding(phrases: Understanding['phrases'], locale = 'en'): string {
  const t = chatT(locale);
  const rest = UNDERSTOOD_ORDER.filter((key) => key !== 'kind').flatMap((key) => (phrases[key] ? [phrases[key]] : []));
  const head = phrases.kind ? t('search.kind', { kind: phrases.kind }) : t('search.all');
  const sentence = [head, ...rest].join(' ');
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}
