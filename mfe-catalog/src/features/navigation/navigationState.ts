/**
 * What /programs and /program-details need (SPEC §2): their navigation state, or the shareable query parameters
 * that stand for it (DESIGN §7), so a reload or a shared link opens the same list or program.
 */
export type ProgramsListState =
  | { type: 'category'; categoryType: string }
  | { type: 'location'; country: string; city?: string };

type Loose = Record<string, unknown> | null | undefined;

export function hasProgramsListState(state: unknown, search: URLSearchParams): boolean {
  const s = state as Loose;
  if (s?.type === 'category' && typeof s.categoryType === 'string') return true;
  if (s?.type === 'location' && typeof s.country === 'string') return true;
  return search.has('category') || search.has('country');
}

export function hasProgramDetailsState(state: unknown, search: URLSearchParams): boolean {
  const s = state as Loose;
  return (typeof s?.programName === 'string' && s.programName.length > 0) || search.has('slug');
}
