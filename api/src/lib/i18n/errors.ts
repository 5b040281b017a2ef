// The API's error messages in the reader's language, translated where the answer is written (lib/errors.ts): the
// code throws its English text (SPEC's words, shared with the forms), and this module finds that text in the errors
// catalogue (errors/en.json) and writes the same key in the request's language. English is never rewritten.
import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { DEFAULT_LOCALE, formatDate, isLocale, LOCALES, type Locale } from '@wellness/shared/format';
import en from './errors/en.json' with { type: 'json' };
import es from './errors/es.json' with { type: 'json' };
import fr from './errors/fr.json' with { type: 'json' };
import { fixedT } from './instance';

export const ERROR_CATALOGUES = { en, es, fr } as const;

/**
 * The request's language from `Accept-Language` (the site's client sends the page's): the listed language with the
 * highest weight among English, Spanish and French, English when none is listed. Written here rather than with a
 * negotiation library: three languages and one header, and the API takes no new dependency for it.
 */
export function localeOf(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((found) => found !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (LOCALES as readonly string[]).includes(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const best = ranked[0]?.language;
  return isLocale(best) ? best : DEFAULT_LOCALE;
}

/** The language of the request's answer. */
export const requestLocale = (request: FastifyRequest): Locale => localeOf(request.headers['accept-language']);

type Messages = { [key: string]: string | Messages };
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
/** Keys the matcher never tries: the field prefix is applied by hand (it would match any "x: y"), words are values. */
const NOT_MATCHED = /^(http\.field|words\.|wait\.)/;

/** Every English text of the catalogue with its key (a plural form keeps its suffix). */
export function englishTexts(messages: Messages = en, prefix = ''): [key: string, text: string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : englishTexts(value, `${prefix}${key}.`),
  );
}

interface Template {
  key: string;
  pattern: RegExp;
  /** How many fixed characters it has: the most specific template is tried first. */
  fixed: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(key: string, text: string): Template {
  const seen = new Set<string>();
  let source = '';
  let last = 0;
  let fixed = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const before = text.slice(last, match.index);
    source += escape(before);
    fixed += before.length;
    const name = match[1]!;
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
    seen.add(name);
    last = match.index! + match[0].length;
  }
  source += escape(text.slice(last));
  fixed += text.length - last;
  return { key: key.replace(PLURAL, ''), pattern: new RegExp(`^${source}$`, 's'), fixed };
}

const entries = englishTexts().filter(([key]) => !NOT_MATCHED.test(key));
const literals = new Map(entries.filter(([, text]) => !text.includes('{{')).map(([key, text]) => [text, key.replace(PLURAL, '')]));
const templates = entries
  .filter(([, text]) => text.includes('{{'))
  .map(([key, text]) => compile(key, text))
  .sort((a, b) => b.fixed - a.fixed);

/** The catalogue's key and values for an English message, or null when the catalogue does not have it. */
export function keyOf(message: string): { key: string; values: Record<string, string> } | null {
  const literal = literals.get(message);
  if (literal) return { key: literal, values: {} };
  for (const template of templates) {
    const found = template.pattern.exec(message);
    if (found) return { key: template.key, values: { ...found.groups } };
  }
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "10 Jan 2027" (an English date the message was written with) or "2027-01-10" as a day, else null. */
function dayOf(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const found = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(value);
  const month = found ? MONTHS.indexOf(found[2]!) : -1;
  return found && month >= 0 ? `${found[3]}-${String(month + 1).padStart(2, '0')}-${found[1]!.padStart(2, '0')}` : null;
}

const NUMBER = /^\d{1,3}(,\d{3})*$|^\d+$/;

/** A value in `locale`: a counted number for plurals, a nested message, a wait, a day, a word the catalogue lists. */
function valueIn(name: string, value: string, t: TFunction, locale: Locale): unknown {
  if (name === 'message') return translateMessage(value, locale);
  if (name === 'wait') {
    const wait = /^(\d+) (second|minute|hour)s?$/.exec(value);
    return wait ? t(`wait.${wait[2]}`, { count: Number(wait[1]) }) : value;
  }
  if (name === 'from' || name === 'to' || name === 'date') {
    const day = dayOf(value);
    return day ? formatDate(day, locale) : value;
  }
  if (NUMBER.test(value) && ['count', 'cap', 'more', 'size'].includes(name)) return Number(value.replace(/,/g, ''));
  const words = (en as unknown as { words: Record<string, Record<string, string>> }).words[name];
  if (words && value in words) return t(`words.${name}.${value}`);
  return value;
}

const tIn = (locale: Locale): TFunction => fixedT(locale, 'errors');

/** A field path before the message, as `fromZod` and the routes write it ("sessions.0.startDate: …"). */
const FIELD_PREFIX = /^([A-Za-z_][\w.[\]-]{0,100}): (.+)$/s;

/**
 * `message` in `locale`: the catalogue's text for it, or zod's own words for a message zod wrote (given the issue it
 * came from), or the English message when neither knows it.
 */
export function translateMessage(message: string, locale: Locale, issue?: z.core.$ZodIssue): string {
  if (locale === DEFAULT_LOCALE) return message;
  const t = tIn(locale);
  const found = keyOf(message);
  if (found) {
    const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, valueIn(name, value, t, locale)]));
    return t(found.key, values);
  }
  if (issue) {
    const zodWords = zodMessage(issue, message, locale);
    if (zodWords) return zodWords;
  }
  const field = FIELD_PREFIX.exec(message);
  if (field) {
    const inner = translateMessage(field[2]!, locale, issue);
    if (inner !== field[2]) return t('http.field', { path: field[1], message: inner });
  }
  return message;
}

// Zod writes its default messages from the issue; its own catalogues say them in Spanish and French. The issue comes
// without its input, so the received type zod named in English is given back as a value of that type.
const SAMPLE: Record<string, unknown> = { number: 0, string: '', boolean: false, bigint: 0n, null: null, array: [], object: {}, undefined, Date: new Date(0), NaN: NaN, symbol: Symbol('x') };
const zodLocales = { en: z.locales.en(), es: z.locales.es(), fr: z.locales.fr() };

function zodMessage(issue: z.core.$ZodIssue, message: string, locale: Locale): string | null {
  const received = /received (\w+)$/.exec(message)?.[1];
  const raw = { ...issue, ...(received && received in SAMPLE ? { input: SAMPLE[received] } : {}) } as z.core.$ZodRawIssue;
  const said = (which: 'en' | 'es' | 'fr') => {
    const out = zodLocales[which].localeError(raw);
    return typeof out === 'string' ? out : out?.message;
  };
  if (said('en') !== message) return null;
  return said(locale === 'en' ? 'en' : locale) ?? null;
}
