import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@wellness/shared/contract';

/** Sends a visitor who arrives without what the page needs to /explore, with the state cleared. */
export function RequireNavigationState({ accept, children }: { accept: (state: unknown, search: URLSearchParams) => boolean; children: ReactNode }) {
  const { state, search } = useLocation();
  if (!accept(state, new URLSearchParams(search))) return <Navigate to="/explore" replace state={null} />;
  return children;
}
