import type { RuntimeConfig, SiteHandshake, SiteNavigation } from '@wellness/shared/contract';
import type { ServerBundle } from './serverBundle.mjs';

/** The shell's header and footer for a page, and whether the page runs under the header. */
export interface Chrome {
  header: string;
  footer: string;
  underHeader: boolean;
}

export interface PageRequest {
  /** The page's address; after the language step, without its language segment (`/pricing` of `/fr/pricing`). */
  url: URL;
  /** The request's headers (the language cookie and Accept-Language). */
  headers?: Record<string, string | string[] | undefined>;
  /** The live /config.json. */
  config: RuntimeConfig;
  /** The shell's header and footer for this page (its Node build); null without one. */
  chrome?: (navigation: SiteNavigation, pathname: string, footer: boolean, locale?: string) => Promise<Chrome | null> | Chrome | null;
  /** What this server has read of the remotes (./remoteFiles.mjs): one per server, shared by its pages. */
  files: RemoteFiles;
}

/** What a server has read of the remotes' files: each address read at most every few seconds. */
export interface RemoteFiles {
  /** A remote's file, parsed; null when it does not answer. `staleIfError` keeps a file that answered before through a failure. */
  read<T>(url: string, parse: (response: Response) => Promise<T>, options?: { staleIfError?: boolean }): Promise<T | null>;
  /** The remotes' server-view bundles, evaluated once per address (../serverBundle.mjs). */
  bundles: Map<string, Promise<ServerBundle | null>>;
}

/** What the server read of the release of the area's remote the config names. */
export interface RemoteBuild {
  manifestUrl: string;
  /** A file of that release, by its path under the release's public path. */
  url: (file: string) => string;
  /** The area module's files. */
  area: { assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } };
  /** The name of the page's own chunk (`route-<path>`), when the remote has one. */
  chunk: string | undefined;
  /** The part of the path below the page's own (`/program-details/<this>`). */
  rest: string;
}

/** A page being made: each step reads what the steps before it found and adds to the answer. */
export interface Page {
  request: PageRequest;
  status: number;
  headers: Record<string, string>;
  /** Tags before the page's own links (the first view's largest image). */
  headFirst: string[];
  /** Tags at the end of its head. */
  head: string[];
  /** Markup before the app's root (the first view). */
  beforeRoot: string[];
  /** What the page reads from the server (`<script type="application/json" id="site-handshake">`). */
  handshake: SiteHandshake;
  /** The remote that owns the path. */
  area: string | null;
  /** The live remotes' navigation declarations. */
  navigation: SiteNavigation;
  build: RemoteBuild | null;
  /** The addresses of the API calls started with the page, in the remote's order ('' for one that could not be). */
  firstCalls: string[];
  /** Only some roles may open the page (a remote guards it): what it shows depends on the visitor's session. */
  private: boolean;
  /** The page's first view, when the remote published one. */
  view: string | null;
  /** The page's own `<title>` and meta description (its server view's), in place of the shell's; null: the shell's. */
  title: string | null;
  description: string | null;
  /** The page's language, from its URL (`en` unprefixed). */
  locale: 'en' | 'es' | 'fr';
  /** The page's canonical path and query as its server view names it, without the language; null: its own path. */
  canonical?: string | null;
  /** Set by a step that ends the page (a redirect, a status page): the steps after it do not run. */
  done: boolean;
}

export type PageStep = (page: Page) => Promise<void> | void;

export declare function makePage(request: PageRequest, steps: PageStep[]): Promise<Page>;
export declare function pageHtml(template: string, page: Page): string;
