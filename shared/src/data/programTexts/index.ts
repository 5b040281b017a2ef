// The sample catalogue's texts in Spanish and French (one file per language, keyed by the sample program's id), as a
// program's owner gives them in the program form (domain/translations.ts). Only the seed reads them: no page bundles them.
import type { ProgramTexts, ProgramTranslations } from '../../domain/translations';
import { programTextsEs } from './es';
import { programTextsFr } from './fr';

export type { ProgramTexts };

/** A sample program's translations: each language that has its texts. */
export function sampleProgramTranslations(id: string): ProgramTranslations {
  const es = programTextsEs[id];
  const fr = programTextsFr[id];
  return { ...(es ? { es } : {}), ...(fr ? { fr } : {}) };
}
