// The catalogue check every package runs in its tests: each language has exactly English's keys (a plural key may
// take the forms its language needs), and every key is used by the package's code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { keysOf, messagesT, type Messages, type TOptions } from './index';
import type { Locale } from '../format';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' || name.startsWith('dist') ? [] : sourceFiles(file);
    return /\.(tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

export interface CatalogueReport {
  /** Per language, English keys it lacks (a plural group counts once). */
  missing: Record<string, string[]>;
  /** Per language, keys English does not have. */
  extra: Record<string, string[]>;
  /** English keys no source file names. */
  unused: string[];
}

/**
 * Compares the languages with English by key (plural groups by their base: Spanish and French need `_many`, English
 * does not), and finds English keys no file under `sourceDir` writes as a string literal (`t('nav.home')`).
 */
export function checkCatalogue(en: Messages, others: Record<string, Messages>, sourceDir: string): CatalogueReport {
  const enKeys = new Set(keysOf(en).map(base));
  const missing: Record<string, string[]> = {};
  const extra: Record<string, string[]> = {};
  for (const [locale, messages] of Object.entries(others)) {
    const keys = new Set(keysOf(messages).map(base));
    missing[locale] = [...enKeys].filter((key) => !keys.has(key));
    extra[locale] = [...keys].filter((key) => !enKeys.has(key));
  }
  const source = sourceFiles(sourceDir).map((file) => readFileSync(file, 'utf8')).join('\n');
  const unused = [...enKeys].filter((key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`) && !source.includes(`\`${key}\``));
  return { missing, extra, unused };
}

/**
 * Where the package's `t` (`messagesT`, hand-written to keep the i18n library out of the first paint) writes a text
 * differently from i18next, the library it stands in for: each English key in each language, rendered with no values,
 * with every placeholder filled, and at counts 0, 1, 2, 5 and 1,000,000 (Spanish and French `many`).
 */
export async function differencesFromI18next(en: Messages, others: Partial<Record<Exclude<Locale, 'en'>, Messages>>): Promise<string[]> {
  const languages: [Locale, Messages][] = [['en', en], ...(Object.entries(others) as [Locale, Messages][])];
  const i18n = createInstance({
    lng: 'en', fallbackLng: 'en', ns: ['x'], defaultNS: 'x', initAsync: false, interpolation: { escapeValue: false },
    resources: Object.fromEntries(languages.map(([locale, messages]) => [locale, { x: messages }])),
  });
  await i18n.init();
  const differences: string[] = [];
  for (const [locale, messages] of languages) {
    const library = i18n.getFixedT(locale, 'x');
    const ours = messagesT(locale, messages, en);
    for (const key of new Set(keysOf(en).map(base))) {
      const names = [...(lookupText(en, key) ?? '').matchAll(/\{\{-?(.+?)\}\}/g)].map((m) => m[1]!.trim());
      const filled = Object.fromEntries(names.map((name, i) => [name, `v${i}`]));
      const cases: (TOptions | undefined)[] = [undefined, filled, ...[0, 1, 2, 5, 1_000_000].map((count) => ({ ...filled, count }))];
      for (const options of cases) {
        const expected = String(library(key, options as never));
        const written = ours(key, options);
        if (written !== expected) differences.push(`${locale} ${key} ${JSON.stringify(options)}: ${JSON.stringify(written)} ≠ ${JSON.stringify(expected)}`);
      }
    }
  }
  return differences;
}

/** A key's text, or its plural group's `_other` text. */
function lookupText(messages: Messages, key: string): string | undefined {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: string | Messages | undefined = messages;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return undefined;
  const text = node[last] ?? node[`${last}_other`];
  return typeof text === 'string' ? text : undefined;
}
