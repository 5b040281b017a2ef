import type { ReactElement } from 'react';
import type { SiteNavigation } from '../navigation/select';
import type { ServerView } from './serverView';

/**
 * What a remote prerenders at build time for the site's server (its `src/app/prerender.tsx`, named in its rspack
 * config; ADR 0006), each by the path of the page. Only views that need no visitor: the build renders them in Node.
 */
export interface PrerenderModule {
  /** The page's first view, shown before any script runs. */
  firstViews?: Record<string, () => ReactElement>;
  /**
   * The API calls the page makes first (`{name}` for a query parameter or the rest of the path), which the server
   * starts with the page, and whose answers the page takes (`takeServerStarted`).
   */
  firstData?: Record<string, string[]>;
  /**
   * A first view the server completes with the answer of the page's first call: each `{{field}}` stands for that
   * string field of the answer's `data`, HTML-escaped. Without an answer the server serves the page's `firstViews`.
   */
  filledViews?: Record<string, () => ReactElement>;
  /**
   * Public pages rendered per request with the API's data, their head and their status (ADR 0010). Where a path has
   * one, the server uses it before `filledViews` and `firstViews`, which stay its fallback when the view fails.
   */
  serverViews?: Record<string, ServerView>;
}

/** The shell's header and footer, which the site's server renders around every first view from the live navigation. */
export interface ChromeModule {
  header: (navigation: SiteNavigation) => ReactElement;
  footer: (navigation: SiteNavigation) => ReactElement;
}
