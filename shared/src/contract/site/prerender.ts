import type { ReactElement } from 'react';
import type { SiteNavigation } from '../navigation/select';
import type { PageRoute } from '../routes';

/**
 * What a remote publishes for the site's server (its `src/app/prerender.ts`, named in its rspack config; ADR 0012,
 * 0013): the rows of its route table, read by its Node build. For each page, its server module (the server view, and
 * the first view it falls back to) and the API calls it makes first.
 */
export interface PrerenderModule {
  routes: readonly Pick<PageRoute, 'path' | 'firstData' | 'server'>[];
}

/** The shell's header and footer, which the site's server renders around every first view from the live navigation. */
export interface ChromeModule {
  header: (navigation: SiteNavigation) => ReactElement;
  footer: (navigation: SiteNavigation) => ReactElement;
}
