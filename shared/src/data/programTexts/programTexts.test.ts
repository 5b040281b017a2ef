import { programs } from '../programs';
import type { ProgramTexts } from './index';
import { programTextsEs } from './es';
import { programTextsFr } from './fr';

/**
 * The sample catalogue's own texts in Spanish and French: one entry for every sample program and no other, every text
 * written (none left empty or in English), the same highlights as the English, the same figures, and names about as
 * long as the English ones so cards and titles keep their layout.
 */
const LANGUAGES = [
  ['es', programTextsEs],
  ['fr', programTextsFr],
] as const;
const PROSE = ['name', 'description', 'details', 'about'] as const;

/** Texts that read the same in every language because they are only proper nouns (none among the samples today). */
const PROPER_NAMES = new Set<string>([]);
/** Words of the English originals that neither Spanish nor French uses: one of them left in a text is untranslated. */
const ENGLISH_WORDS = new Set(['the', 'and', 'with', 'your', 'you', 'of', 'for', 'to', 'from', 'in', 'at', 'by', 'is', 'are', 'this', 'our', 'where', 'every']);
/** A translated name may run about 30% longer than the English one. */
const NAME_GROWTH = 1.35;

const textsOf = (t: ProgramTexts) => [...PROSE.map((field) => t[field]), ...t.highlights];
const english = (id: string) => {
  const p = programs.find((program) => program.id === id)!;
  return { name: p.name, description: p.description, details: p.details, about: p.about, highlights: p.highlights } satisfies ProgramTexts;
};
/** The figures a text states, whatever the language's digit grouping: "2,000", "2 000" and "2000" are all 2000. */
const figures = (text: string) => (text.replace(/(?<=\d)[\s,.](?=\d{3}(?!\d))/g, '').match(/\d+/g) ?? []).sort();

describe.each(LANGUAGES)('the sample programs in %s', (_language, texts) => {
  it('has an entry for every sample program and for no other id', () => {
    expect(programs.length).toBeGreaterThan(0);
    expect(Object.keys(texts).sort()).toEqual(programs.map((p) => p.id).sort());
  });

  it('gives every program distinct names', () => {
    const names = Object.values(texts).map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
  });

  describe.each(programs.map((p) => [p.id] as const))('%s', (id) => {
    const translated = texts[id]!;
    const original = english(id);

    it('writes every text, with as many highlights as the English', () => {
      for (const text of textsOf(translated)) expect(text.trim()).not.toBe('');
      expect(original.highlights.length).toBeGreaterThan(0);
      expect(translated.highlights).toHaveLength(original.highlights.length);
    });

    it('leaves no text in English', () => {
      const originals = textsOf(original);
      textsOf(translated).forEach((text, i) => {
        if (!PROPER_NAMES.has(text)) expect(text).not.toBe(originals[i]);
        const leftover = text.toLowerCase().match(/\p{L}+/gu)!.filter((word) => ENGLISH_WORDS.has(word));
        expect({ text, leftover }).toEqual({ text, leftover: [] });
      });
    });

    it('states the same figures as the English', () => {
      for (const field of PROSE) expect({ field, figures: figures(translated[field]) }).toEqual({ field, figures: figures(original[field]) });
      expect(figures(translated.highlights.join(' '))).toEqual(figures(original.highlights.join(' ')));
    });

    it('keeps the name about as long as the English one', () => {
      expect(translated.name.length).toBeLessThanOrEqual(Math.ceil(original.name.length * NAME_GROWTH));
    });

    it('uses typographic apostrophes', () => {
      for (const text of textsOf(translated)) expect(text).not.toContain("'");
    });
  });
});

describe('French typography', () => {
  it('puts a no-break space before : ; ? and !', () => {
    for (const t of Object.values(programTextsFr)) {
      for (const text of textsOf(t)) {
        for (const m of text.matchAll(/(.)([:;?!])/gu)) expect({ text, before: m[1] }).toEqual({ text, before: '\u00a0' });
      }
    }
  });

  it('keeps a figure with its unit on one line', () => {
    for (const t of Object.values(programTextsFr)) {
      for (const text of textsOf(t)) expect(text).not.toMatch(/\d (?:°C|m²|%)/);
    }
  });
});
