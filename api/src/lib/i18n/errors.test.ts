// The API's error messages in Spanish and French: every message the code can throw (collected from the source, not
// listed by hand) has its text in the errors catalogue, in the three languages; English is never rewritten.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import * as domain from '@wellness/shared/domain';
import { CALENDAR_MESSAGES } from '@wellness/shared/host-tools';
import { ERROR_CATALOGUES, englishTexts, keyOf, localeOf, translateMessage } from './errors';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiSource = path.resolve(here, '../..');
const sharedSource = path.resolve(here, '../../../../shared/src');

type Messages = { [key: string]: string | Messages };
const PLURAL = /_(zero|one|two|few|many|other)$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });

// ---- Reading the messages out of the source ----

/** An argument as written: a string, a template literal (its parts), or a reference (`NAME`, `X_MESSAGES.key(…)`). */
type Arg = { kind: 'string'; text: string } | { kind: 'template'; raw: string } | { kind: 'ref'; name: string; call: string | null };

function readBalanced(source: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') i = readQuoted(source, i) - 1;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return source.length;
}

function readQuoted(source: string, start: number): number {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (quote === '`' && source.startsWith('${', i)) i = readBalanced(source, i + 1, '{', '}') - 1;
    else if (source[i] === quote) return i + 1;
  }
  return source.length;
}

/** The argument at `at`, or both branches when it is `condition ? a : b` (the condition compared with `===` or not). */
function readArgs(source: string, at: number): Arg[] {
  const first = readArg(source, at);
  if (!first) return [];
  const end = at + (first.kind === 'ref' ? first.name.length + (first.call === null ? 0 : first.call.length + 2) : readQuoted(source, at) - at);
  const ternary = /^\s*(?:[!=]==?\s*(?:'[^']*'|[\w.]+)\s*)?\?\s*/.exec(source.slice(end));
  if (!ternary) return [first];
  const yes = end + ternary[0].length;
  const a = readArg(source, yes);
  if (!a) return [first];
  const aEnd = yes + (a.kind === 'ref' ? a.name.length + (a.call === null ? 0 : a.call.length + 2) : readQuoted(source, yes) - yes);
  const colon = /^\s*:\s*/.exec(source.slice(aEnd));
  const b = colon ? readArg(source, aEnd + colon[0].length) : null;
  return b ? [a, b] : [first];
}

function readArg(source: string, at: number): Arg | null {
  const c = source[at];
  if (c === "'" || c === '"') {
    const end = readQuoted(source, at);
    return { kind: 'string', text: source.slice(at + 1, end - 1).replace(/\\(.)/g, '$1') };
  }
  if (c === '`') return { kind: 'template', raw: source.slice(at + 1, readQuoted(source, at) - 1) };
  const name = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*/.exec(source.slice(at))?.[0];
  if (!name || /^(true|false|null|undefined|new|await)$/.test(name)) return null;
  const after = at + name.length;
  return { kind: 'ref', name, call: source[after] === '(' ? source.slice(after + 1, readBalanced(source, after, '(', ')') - 1) : null };
}

/** Where a message starts in the code: the error helpers, the rate limits, the error bodies, zod's custom messages. */
const API_SITES = [
  /\b(?:badRequest|notFound|forbidden|unauthorized|gone|tooMany)\(\s*/g,
  /\bconflict\(\s*'[A-Z_]+',\s*/g,
  /\bnew HttpError\(\s*\d+,\s*'[A-Z_]+',\s*/g,
  /\.take\(\s*'\w+',\s*[^,()]+,\s*/g,
  /\bcode:\s*'[A-Z_]+',\s*message:\s*/g,
  /\[\s*'[A-Z_]+',\s*(?=')/g,
  /\(message = /g,
  // A reason or a zod message: where a text or a shared message is written (not a type annotation).
  /\breason:\s*(?=['`])/g,
  /\berror:\s*(?=['`]|[A-Z][A-Z0-9_]+\b|M\.)/g,
];
const SCHEMA_SITES = [/\berror:\s*(?=['`]|[A-Z][A-Z0-9_]+\b|M\.)/g, /\bmessage:\s*(?=['`]|[A-Z][A-Z0-9_]+\b|M\.)/g];
/** What no visitor reads from the API's error answers: its start-up settings, the test hooks, the test card's own page. */
const NOT_READ = /^(config\.ts|features\/test-hooks\/|payments\/providers\/)/;

/** Texts the code writes from a value only known at run time, each said where it is written. */
const DYNAMIC = new Set([
  'found.reason', // the `reason:` literals of lib/auth.ts, collected above
  'message', // a rate limit's message: the `.take(…)` call sites, collected above
  'error.message', // Fastify's own message, used for a code FASTIFY_ERRORS does not list
  'issue.message', // zod's message: its own catalogues translate it
]);

const MESSAGE_OBJECTS: Record<string, Record<string, unknown>> = {
  VALIDATION_MESSAGES: domain.VALIDATION_MESSAGES,
  ERROR_MESSAGES: domain.ERROR_MESSAGES,
  ACCOUNT_MESSAGES: domain.ACCOUNT_MESSAGES,
  BOOKING_MESSAGES: domain.BOOKING_MESSAGES,
  WITHDRAW_MESSAGES: domain.WITHDRAW_MESSAGES,
  REVIEW_MESSAGES: domain.REVIEW_MESSAGES,
  THREAD_MESSAGES: domain.THREAD_MESSAGES,
  CALENDAR_MESSAGES,
};
/** The arguments a shared message function is called with here: each form its words take. */
const CALLS: Record<string, unknown[][]> = {
  invalidMove: domain.BOOKING_STATES.flatMap((state) => (['book', 'request', 'confirm', 'decline', 'expire', 'cancel', 'cancel_by_provider', 'complete'] as const).map((move) => [state, move])),
  guestPlacesCap: [[1, 1], [3, 3], [3, 1]],
  blocked: [['10 Jan 2027', '12 Jan 2027']],
};

const WILDCARD = 'x7';

interface Collected {
  texts: { text: string; where: string }[];
  unresolved: string[];
}

function collect(): Collected {
  const files = [...sourceFiles(apiSource).filter((file) => !file.includes(`${path.sep}i18n${path.sep}`)), ...sourceFiles(path.join(sharedSource, 'schemas')), path.join(sharedSource, 'host-tools/schemas.ts')];
  const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const texts: Collected['texts'] = [];
  const unresolved: string[] = [];

  /** A name's value: a constant of the same file first, else the one file that exports it. */
  function constant(name: string, file: string): { arg: Arg; file: string } | null {
    const declaration = new RegExp(`(?:^|\\n)\\s*(?:export )?const ${name.replace('$', '\\$')} = `);
    const owners = [file, ...[...sources.keys()].filter((other) => other !== file)];
    for (const owner of owners) {
      const source = sources.get(owner)!;
      const found = declaration.exec(source);
      if (found) {
        const arg = readArg(source, found.index + found[0].length);
        return arg ? { arg, file: owner } : null;
      }
    }
    return null;
  }

  function sharedMessage(name: string, file: string): unknown[] | null {
    const [object, key] = name.split('.');
    if (!object || !key) return null;
    const alias = new RegExp(`(\\w+_MESSAGES) as ${object}\\b`).exec(sources.get(file)!)?.[1];
    const value = MESSAGE_OBJECTS[alias ?? object]?.[key];
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return (CALLS[key] ?? [[1], [3], [1000]]).map((args) => (value as (...a: unknown[]) => unknown)(...args));
    return null;
  }

  /** The texts an argument stands for (a template's `${…}` parts as a sample value, or both sides of `c ? 'a' : 'b'`). */
  function textsOf(arg: Arg, file: string, depth = 0): string[] | null {
    if (depth > 4) return null;
    if (arg.kind === 'string') return [arg.text];
    if (arg.kind === 'ref') {
      if (DYNAMIC.has(arg.name)) return [];
      const shared = sharedMessage(arg.name, file);
      if (shared) return shared.map(String);
      const found = !arg.call && !arg.name.includes('.') ? constant(arg.name, file) : null;
      return found ? textsOf(found.arg, found.file, depth + 1) : null;
    }
    let results = [''];
    let rest = arg.raw;
    while (rest) {
      const start = rest.indexOf('${');
      if (start < 0) {
        results = results.map((r) => r + rest);
        break;
      }
      const end = readBalanced(rest, start + 1, '{', '}');
      const expression = rest.slice(start + 2, end - 1).trim();
      const choice = /\?\s*'([^']*)'\s*:\s*'([^']*)'$/.exec(expression);
      const inner = readArg(expression, 0);
      const resolved = inner && inner.kind !== 'template' && (inner.kind === 'string' || expression === inner.name) ? textsOf(inner, file, depth + 1) : null;
      const parts = choice ? [choice[1]!, choice[2]!] : resolved?.length ? resolved : [WILDCARD];
      results = results.flatMap((r) => parts.map((part) => r + rest.slice(0, start) + part));
      rest = rest.slice(end);
    }
    return results;
  }

  for (const [file, source] of sources) {
    const schema = file.startsWith(sharedSource);
    for (const site of schema ? SCHEMA_SITES : API_SITES) {
      for (const match of source.matchAll(site)) {
        const where = `${path.relative(apiSource, file)}:${source.slice(0, match.index).split('\n').length}`;
        if (NOT_READ.test(where)) continue;
        for (const arg of readArgs(source, match.index + match[0].length)) {
          const found = textsOf(arg, file);
          if (found === null) unresolved.push(`${where} ${arg.kind === 'ref' ? arg.name : ''}`);
          // A code word ('NOT_FOUND') is no message, and a text made of values only (`${where}${first.message}`) is
          // its parts' (zod's message, collected where it is written).
          else for (const text of found) if (/[a-z]/.test(text.replaceAll(WILDCARD, '')) && !/^[a-z]+(_[a-z]+)*$/i.test(text)) texts.push({ text, where });
        }
      }
    }
  }
  return { texts, unresolved };
}

describe("the API's error messages", () => {
  const { en, es, fr } = ERROR_CATALOGUES;
  const { texts, unresolved } = collect();

  it('reads every message out of the source (no message the test cannot follow)', () => {
    expect(unresolved).toEqual([]);
    // The collection is real: it finds the helpers' literals, the shared messages and zod's custom messages.
    expect(texts.map((t) => t.text)).toEqual(expect.arrayContaining(['Program not found.', 'This session is full', 'Only 3 places left in this session', 'Please enter a valid email address']));
    expect(texts.length).toBeGreaterThan(200);
  });

  it('has every message the code can send in the catalogue, so Spanish and French readers get theirs', () => {
    const missing = [...new Set(texts.filter(({ text }) => !keyOf(text) && !keyOf(text.replace(/^[\w.[\]-]+: /, ''))).map(({ text, where }) => `${where}: ${text}`))];
    expect(missing).toEqual([]);
  });

  it('has no English text the code no longer sends, and no text under two keys', () => {
    // A message inside another ("Too many uploads. Please try again in 5 minutes.") uses both keys.
    const keysIn = (text: string | undefined): (string | undefined)[] => {
      const found = text === undefined ? null : keyOf(text);
      return found ? [found.key, ...keysIn(found.values.message)] : [];
    };
    const used = new Set(texts.flatMap(({ text }) => [...keysIn(text), ...keysIn(text.replace(/^[\w.[\]-]+: /, ''))]));
    const keys = [...new Set(englishTexts().map(([key]) => key.replace(PLURAL, '')))].filter((key) => !/^(http\.field|words\.|wait\.)/.test(key));
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
    const englishes = englishTexts().filter(([key]) => !key.startsWith('words.')).map(([, text]) => text);
    expect(englishes.filter((text, i) => englishes.indexOf(text) !== i)).toEqual([]);
  });

  it('has every English key in Spanish and French with the plural forms each needs, and no other', () => {
    const keysOf = (messages: Messages, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
    const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL, '')))].sort();
    const forms = (keys: string[]) => keys.filter((key) => PLURAL.test(key)).sort();
    const enKeys = keysOf(en as Messages);
    for (const messages of [es, fr] as Messages[]) {
      const keys = keysOf(messages);
      expect(base(keys)).toEqual(base(enKeys));
      expect(forms(keys)).toEqual(forms(enKeys).flatMap((key) => (key.endsWith('_one') ? [key, key.replace(/_one$/, '_many')] : [key])).sort());
    }
  });

  it('writes French with a no-break space before : ; ! ? and inside « »', () => {
    const french = englishTexts(fr as Messages).map(([, text]) => text);
    expect(french.filter((text) => / [:;!?](\s|$)|« | »/.test(text))).toEqual([]);
  });

  it('says a message in Spanish and French, with its counts, dates, waits and words, and leaves English as it is', () => {
    expect(translateMessage('Program not found.', 'es')).toBe('No se encontró el programa.');
    expect(translateMessage('Program not found.', 'en')).toBe('Program not found.');
    expect(translateMessage(domain.BOOKING_MESSAGES.notEnoughPlaces(1), 'es')).toBe('Solo queda 1 plaza en esta sesión');
    expect(translateMessage(domain.BOOKING_MESSAGES.notEnoughPlaces(3), 'fr')).toBe('Il ne reste que 3 places dans cette session');
    expect(translateMessage(CALENDAR_MESSAGES.blocked('10 Jan 2027', '12 Jan 2027'), 'fr')).toBe(
      'Ces dates sont bloquées (du 10 janv. 2027 au 12 janv. 2027). Retirez d’abord le blocage ou choisissez d’autres dates.',
    );
    expect(translateMessage('Too many failed sign-ins. Please try again in 5 minutes.', 'es')).toBe('Demasiados inicios de sesión fallidos. Inténtelo de nuevo dentro de 5 minutos.');
    expect(translateMessage('Too many attempts. Please try again in 1 minute.', 'fr')).toBe('Trop de tentatives. Veuillez réessayer dans 1 minute.');
    expect(translateMessage(domain.BOOKING_MESSAGES.invalidMove('confirmed', 'confirm'), 'es')).toBe('Esta reserva está confirmada; no se puede confirmar.');
    expect(translateMessage(domain.BOOKING_MESSAGES.invalidMove('canceled_by_provider', 'cancel'), 'fr')).toBe('Cette réservation est annulée par l’hôte\u00a0; elle ne peut pas être annulée.');
    expect(translateMessage(`sessions.0.startDate: ${domain.VALIDATION_MESSAGES.date}`, 'fr')).toBe('sessions.0.startDate\u00a0: Veuillez sélectionner une date');
    expect(translateMessage('Something nobody wrote.', 'es')).toBe('Something nobody wrote.');
  });

  it("says zod's own messages in the reader's language", () => {
    const issues = z.object({ name: z.string(), places: z.number().max(5) }).safeParse({ name: 3, places: 9 }).error!.issues;
    const [type, big] = issues;
    expect(translateMessage(type!.message, 'es', type)).toBe('Entrada inválida: se esperaba texto, recibido número');
    expect(translateMessage(big!.message, 'fr', big)).toMatch(/^Trop grand/);
    expect(translateMessage(big!.message, 'en', big)).toBe(big!.message);
  });

  it('takes the language from Accept-Language: English, Spanish or French, English for anything else', () => {
    expect(localeOf(undefined)).toBe('en');
    expect(localeOf('es')).toBe('es');
    expect(localeOf('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeOf('de-DE, es;q=0.5, fr;q=0.7')).toBe('fr');
    expect(localeOf('de, it')).toBe('en');
    expect(localeOf('es;q=0, fr;q=0.1')).toBe('fr');
    expect(localeOf('*')).toBe('en');
  });
});
