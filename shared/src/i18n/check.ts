// The catalogue check, without React: every package's tests (through ./testing) and the API's email catalogue test
// (Node, no DOM) compare a catalogue's languages by key and find keys no source file uses.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { keysOf, type Messages } from './keys';

export type { Messages };

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A plural key's group (`count_one` → `count`). */
export const pluralBase = (key: string) => key.replace(PLURAL, '');

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
 * does not), and finds English keys no file under `sourceDir` writes as a string literal (`t('nav.home')`); none looked
 * for without a `sourceDir` (a catalogue whose keys are built from the data's ids).
 */
export function checkCatalogue(en: Messages, others: Record<string, Messages>, sourceDir: string | null): CatalogueReport {
  const enKeys = new Set(keysOf(en).map(pluralBase));
  const missing: Record<string, string[]> = {};
  const extra: Record<string, string[]> = {};
  for (const [locale, messages] of Object.entries(others)) {
    const keys = new Set(keysOf(messages).map(pluralBase));
    missing[locale] = [...enKeys].filter((key) => !keys.has(key));
    extra[locale] = [...keys].filter((key) => !enKeys.has(key));
  }
  if (sourceDir === null) return { missing, extra, unused: [] };
  const source = sourceFiles(sourceDir).map((file) => readFileSync(file, 'utf8')).join('\n');
  const unused = [...enKeys].filter((key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`) && !source.includes(`\`${key}\``));
  return { missing, extra, unused };
}

