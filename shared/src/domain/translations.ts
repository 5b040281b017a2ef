// A program's own texts in other languages than the one its owner wrote them in. Translatable: the texts a guest reads
// to choose (name, description, details, about, highlights). Not translated: the place (country and city are names
// search and filters match as written, and their own names are translated by the pages), the price and duration texts
// (amounts and dates are formatted per language from the numbers), and the long structured parts (included items,
// daily schedule, arrival, events): they can follow in the same shape later without changing this one.

/** Languages a program's texts can be in: its original and its translations. */
export const TEXT_LANGUAGES = ['en', 'es', 'fr'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
/** Languages a translation can be given in (the original is English for now: `Program.textLanguage`). */
export const TRANSLATION_LANGUAGES = ['es', 'fr'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** The translatable texts of a program, in one language. */
export interface ProgramTexts {
  name: string;
  description: string;
  details: string;
  about: string;
  highlights: string[];
}

/** A program's texts by language, each optional. */
export type ProgramTranslations = Partial<Record<TranslationLanguage, ProgramTexts>>;

/** The language a visitor's texts are wanted in, from a `lang` value (anything else: the original). */
export const isTextLanguage = (value: unknown): value is TextLanguage => typeof value === 'string' && (TEXT_LANGUAGES as readonly string[]).includes(value);
