import type { ProgramSummary } from '../domain';
import { ld, type JsonLd } from './clean';
import { absoluteUrl, programPath } from './site';

/**
 * The programs a list shows, in its order (Google's carousel "summary page" form: ListItem with position and url, each
 * url a page with its own Product data).
 */
export function itemListLd(origin: string, programs: ProgramSummary[]): JsonLd {
  return ld('ItemList', {
    numberOfItems: programs.length,
    itemListElement: programs.map((program, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(origin, programPath(program.slug)),
      name: program.name,
    })),
  });
}
