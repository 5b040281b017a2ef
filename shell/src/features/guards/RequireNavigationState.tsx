import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** SPEC §2: /programs and /program-details only make sense with their navigation state. */
export function RequireNavigationState({ accept, children }: { accept: (state: unknown, search: URLSearchParams) => boolean; children: ReactNode }) {
  const { state, search } = useLocation();
  if (!accept(state, new URLSearchParams(search))) return <Navigate to="/explore" replace state={null} />;
  return children;
}

type Loose = Record<string, unknown> | null | undefined;

export function hasProgramsListState(state: unknown, search: URLSearchParams): boolean {
  const s = state as Loose;
  if (s?.type === 'category' && typeof s.categoryType === 'string') return true;
  if (s?.type === 'location' && typeof s.country === 'string') return true;
  // Shareable URLs (DESIGN §7): /programs?category=… or /programs?country=…&city=…
  return search.has('category') || search.has('country');
}

export function hasProgramDetailsState(state: unknown, search: URLSearchParams): boolean {
  const s = state as Loose;
  return (typeof s?.programName === 'string' && s.programName.length > 0) || search.has('slug');
}
