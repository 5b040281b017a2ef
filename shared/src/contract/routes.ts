import type { ReactElement } from 'react';
import type { Role } from '../domain/user';
import type { NavEntry } from './navigation/types';
import type { PageModule } from './pages';
import type { ServerView } from './site/serverView';

/**
 * A menu entry of a page (ADR 0007): it opens the page's path (without its parameters). Without an `id`, the entry is
 * named after that path and where it shows.
 */
export type PageEntry = Omit<NavEntry, 'to' | 'id'> & { id?: string };

/**
 * What a page is for the site's server (ADR 0013): loaded by the remote's Node build only, never by the browser (the
 * browser build leaves the import out).
 */
export interface PageServerModule {
  /** The page rendered per request with the API's data, its head and its status (ADR 0010). */
  serverView?: ServerView;
  /** The page without any data, rendered at build time: served when the server view declines, fails or is late. */
  firstView?: () => ReactElement;
}

/**
 * One page of a remote: one row of its route table (`src/app/routes.ts`). The area's routes, the remote's navigation
 * (`navigation.json`) and what it publishes for the site's server (`first-view/`) are all read from these rows, and
 * the build names the page's chunk after its path (`route-<path>`, the name the site's server preloads).
 */
export interface PageRoute {
  /** The page's path; a `:param` segment matches any one segment. Rows of one path and its parameters are one page. */
  path: string;
  /** The page's module, loaded on demand: `() => import('../features/x/XPage')`, as written (the build reads it). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has its own props, given in `props`
  page: () => Promise<PageModule<any>>;
  props?: Record<string, unknown>;
  /** Its entries in the site's menus and in the remote's own side menu. */
  menu?: readonly PageEntry[];
  /** Only these roles may open the page (and below); none: nobody. Without it, everyone may. */
  guard?: readonly Role[];
  /** The page's first section runs under the transparent header. */
  underHeader?: boolean;
  /**
   * The API calls the page makes first (`{name}` for a query parameter or the rest of the path): when the page is
   * served with its first view, the site's server starts them with the page, and the page takes their answers
   * (`takeServerStarted`). A guarded page's calls need the visitor's session: the shell's entry starts them with it
   * for a signed-in visitor, and the page takes their answers with `takeSessionStarted`.
   */
  firstData?: readonly string[];
  /** The page for the site's server: `() => import('../features/x/server')`, written as such (the build reads it). */
  server?: () => Promise<PageServerModule>;
}
