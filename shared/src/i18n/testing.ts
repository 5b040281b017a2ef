// The catalogue check every package runs in its tests: each language has exactly English's keys (a plural key may
// take the forms its language needs), and every key is used by the package's code.
import { createInstance } from 'i18next';
import { checkCatalogue, pluralBase } from './check';
import { keysOf, messagesT, type Messages, type TOptions } from './index';
import type { Locale } from '../format';

export { checkCatalogue, type CatalogueReport } from './check';

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
    for (const key of new Set(keysOf(en).map(pluralBase))) {
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

/**
 * The two tests every catalogue has, as one line in its package's `messages.test.ts`: each language has exactly
 * English's keys and none is unused under `sourceDir`, and our `t` writes every text as i18next would. `more` adds the
 * catalogue's own tests inside the same `describe`. `sourceDir` null: a catalogue whose keys are built from the data's
 * ids (`faq.${id}.question`), English being the data itself, which no code names one by one.
 */
export function describeCatalogue(
  name: string,
  en: Messages,
  others: Record<Exclude<Locale, 'en'>, Messages>,
  sourceDir: string | null,
  more?: () => void,
): void {
  describe(name, () => {
    it(sourceDir ? 'has every English key in Spanish and French, no other, and none unused' : 'has every English key in Spanish and French, and no other', () => {
      const report = checkCatalogue(en, others, sourceDir);
      expect(report.missing).toEqual({ es: [], fr: [] });
      expect(report.extra).toEqual({ es: [], fr: [] });
      expect(report.unused).toEqual([]);
    });

    it('writes every text in every language as i18next would', async () => {
      expect(await differencesFromI18next(en, others)).toEqual([]);
    });

    more?.();
  });
}
