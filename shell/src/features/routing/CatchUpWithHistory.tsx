import { useEffect } from 'react';
import { useLocation, useNavigate } from '@wellness/shared/contract';
import { splitLocale } from '@wellness/shared/site-protocol';

/**
 * The router reads the URL when it first renders and listens from its commit on. The shell's first render is a
 * transition (sliced, so the page stays responsive while it boots): a back, forward or pushState in between would be
 * missed, so once the router listens, it catches up with the URL the browser shows.
 */
export function CatchUpWithHistory() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // The router's paths are without the language, which is its base.
    const { search, hash } = window.location;
    const { pathname } = splitLocale(window.location.pathname);
    if (pathname === location.pathname && search === location.search && hash === location.hash) return;
    const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
    navigate({ pathname, search, hash }, { replace: true, state });
    // Only the first commit can lag: later changes reach the router through its listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
