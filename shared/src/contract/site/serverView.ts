import type { ReactElement } from 'react';

/**
 * Server views (ADR 0010): a remote renders its public pages for the site's server at request time, with the
 * API's data, so the HTML holds the page's content, head and structured data before any script runs. The remote
 * publishes them with its build (a Node bundle the site's server loads from the remote's own address, like the
 * browser loads its scripts), so a remote still ships alone and the server never learns a remote's page.
 */

/** What the page's `<head>` says about it. The server adds the organisation's JSON-LD and the site's name. */
export interface PageHead {
  /** The page's own title (the server does not append anything). */
  title: string;
  /** 50–160 characters, from the page's content. */
  description: string;
  /** The canonical path and query (`/programs?category=detox`, parameters in one fixed order); the server prefixes the site's origin. */
  canonical: string;
  /** The page's picture for Open Graph and Twitter cards: a path of the site or an absolute address. */
  image?: string;
  /** Private pages and lists filtered to nothing. */
  noindex?: boolean;
  /** schema.org objects, each written as one `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown>[];
}

/**
 * An answer of the API as the server got it: without the visitor's credentials (public data only), except on a
 * private page the visitor's session came with (`ServerViewRequest.signedIn`, ADR 0018).
 */
export interface ServerApiAnswer {
  /** The HTTP status; 0 when the API did not answer in time. */
  status: number;
  /** The answer's `data`, or null. */
  data: unknown;
}

export interface ServerViewRequest {
  /** The route's path as the remote declared it (`/program-details`). */
  route: string;
  /** What follows the route's path (`tuscan-thermal` of `/program-details/tuscan-thermal`), '' when nothing. */
  rest: string;
  query: URLSearchParams;
  /** The page's language, from its URL (`fr` of `/fr/program-details/…`): the view's texts and formats are in it; English when absent. */
  locale?: 'en' | 'es' | 'fr';
  /** The site's origin, `https://example.com` (no trailing slash). */
  origin: string;
  /**
   * GET an API path (`/api/programs/by-slug/x`). Each answer the view uses is handed to the page in the handshake
   * (`SiteHandshake.data`), keyed by the path as the page asks it, so the page never fetches what the HTML holds.
   */
  api: (path: string) => Promise<ServerApiAnswer>;
  /**
   * On a private page (a path a remote guards): the browser sent the visitor's session (its cookie, ADR 0018), and
   * `api` asks with it, in the page's language. A private page is rendered only then; a public page never is signed in.
   */
  signedIn?: boolean;
}

export type ServerViewOutcome =
  | {
      kind: 'page';
      status?: 200 | 404 | 410;
      view: ReactElement;
      head: PageHead;
      /**
       * Called once the view is rendered (or failed to): frees what it held. A view rendered in a store of its own,
       * its queries' cache filled by hand, clears the cache's timers here (`releaseServerStore` of
       * `@wellness/shared/api`): RTK Query keeps each entry `keepUnusedDataFor` (60–120 s) after its last subscriber,
       * and the timer holds the store.
       */
      release?: () => void;
    }
  | { kind: 'redirect'; status: 301; location: string };

export type ServerView = (request: ServerViewRequest) => Promise<ServerViewOutcome>;
