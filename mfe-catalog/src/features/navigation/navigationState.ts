/**
 * What /programs and /program-details need: their navigation state, or the shareable URL that stands for
 * it: /programs?category=… or ?country=…&city=… (plus filters), /program-details/:slug (or ?slug=), so a
 * reload or a shared link opens the same list or program.
 */
import { criteriaFromState } from '../../lib/listCriteria';

type Loose = Record<string, unknown> | null | undefined;

export function hasProgramsListState(state: unknown, search: URLSearchParams): boolean {
  if (criteriaFromState(state)) return true;
  return Boolean(search.get('category')?.trim() || search.get('country')?.trim());
}

export function hasProgramDetailsState(state: unknown, search: URLSearchParams): boolean {
  const s = state as Loose;
  return (typeof s?.programName === 'string' && s.programName.trim().length > 0) || Boolean(search.get('slug')?.trim());
}
