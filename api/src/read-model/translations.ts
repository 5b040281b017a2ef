// Public reads in the visitor's language (`lang`): each program's texts in that language where its owner gave them
// (migrations/0145), its original texts otherwise, with the language they are shown in (`textLanguage`). The cards
// stay the stored ones (`summary_json`, one per program): a page in another language reads the few texts of its cards
// by their ids (one indexed read of at most a page of rows) rather than keeping a card per language on every row.
import type { Program, ProgramSummary, ProgramTexts, ProgramTranslations, TextLanguage } from '@wellness/shared/domain';
import type { Database, RawQuery } from '../db/client';
import type { ProgramRow } from '../db/schema';

type Texts = Pick<ProgramRow, 'textLanguage' | 'translations'>;

/** The texts to show in `lang`, or null for the original's. */
function textsIn(row: Texts, lang: TextLanguage | undefined): ProgramTexts | null {
  if (!lang || lang === row.textLanguage || lang === 'en') return null;
  return (row.translations as ProgramTranslations)[lang] ?? null;
}

/**
 * The details in `lang`. A translation's empty details and about read as its description; its highlights are its own
 * (none when it gives none): a page never mixes two languages without saying which.
 */
export function programIn<P extends Program>(program: P, row: Texts, lang: TextLanguage | undefined): P {
  const texts = textsIn(row, lang);
  if (!texts) return { ...program, textLanguage: row.textLanguage };
  return {
    ...program,
    name: texts.name,
    description: texts.description,
    details: texts.details || texts.description,
    about: texts.about || texts.details || texts.description,
    highlights: texts.highlights,
    textLanguage: lang!,
  };
}

/**
 * Cards in `lang`. For the original's language nothing is read: every card is in its original texts, and
 * `textLanguage` absent says so (the original is English for every program so far).
 */
export async function cardsIn<C extends ProgramSummary>(database: Database, cards: C[], lang: TextLanguage | undefined): Promise<C[]> {
  if (!lang || lang === 'en' || cards.length === 0) return cards;
  const rows = await database.query<{ id: string; text_language: TextLanguage; texts: ProgramTexts | null }>(
    'SELECT id, text_language, translations -> $2 AS texts FROM programs WHERE id = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))',
    [JSON.stringify(cards.map((c) => c.id)), lang],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return cards.map((card) => {
    const row = byId.get(card.id);
    if (!row) return card;
    const texts = row.text_language === lang ? null : row.texts;
    if (!texts) return { ...card, textLanguage: row.text_language };
    return { ...card, name: texts.name, description: texts.description, details: texts.details || texts.description, textLanguage: lang };
  });
}

/**
 * Reviews naming their program (a provider's latest reviews) with its name in `lang` where it has one: one indexed read
 * of their few slugs; nothing for the original's language.
 */
export async function reviewsIn<R extends { programSlug: string; programName: string }>(database: Database, reviews: R[], lang: TextLanguage | undefined): Promise<R[]> {
  if (!lang || lang === 'en' || reviews.length === 0) return reviews;
  const rows = await database.query<{ slug: string; name: string | null }>(
    "SELECT slug, CASE WHEN text_language = $2 THEN NULL ELSE translations -> $2 ->> 'name' END AS name FROM programs WHERE slug = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))",
    [JSON.stringify([...new Set(reviews.map((r) => r.programSlug))]), lang],
  );
  const names = new Map(rows.filter((r) => r.name).map((r) => [r.slug, r.name!]));
  return reviews.map((review) => (names.has(review.programSlug) ? { ...review, programName: names.get(review.programSlug)! } : review));
}

/**
 * A program's name for a reader of `lang` (an email's recipient): its translation's where the owner gave one,
 * `original` otherwise (the name the caller holds, such as the booking's copy of it), also for the original's language.
 */
export async function programNameIn(query: RawQuery, programId: string | null, original: string, lang: TextLanguage): Promise<string> {
  if (!programId || lang === 'en') return original;
  const [row] = await query<{ text_language: TextLanguage; name: string | null }>(
    "SELECT text_language, translations -> $2 ->> 'name' AS name FROM programs WHERE id = $1",
    [programId, lang],
  );
  return row && row.text_language !== lang && row.name?.trim() ? row.name : original;
}
