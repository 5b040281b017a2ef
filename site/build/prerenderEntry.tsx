// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient declaration of the module the build aliases (an app's prerender module)
/// <reference path="./prerenderModule.d.ts" />
// The entry of an app's Node build (./prerenderConfig.ts): a remote's pages for the site's server (server views, first
// views, first calls; ADR 0013), and the shell's header and footer rendered for the site's server, as static HTML with
// the same CSS Module class names as the app's browser build (same app name, same settings). Tooling: never imported
// by an app.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// A router in memory, for a page rendered where there is no browser; the apps never route this way.
import { MemoryRouter } from 'react-router';
import {
  entriesIn, isCurrentEntry, localeSet, makeStore, Provider, runsUnderHeader, runtimeConfigLoaded, type ChromeModule, type PageHead, type PageRoute,
  type PageServerModule, type PrerenderModule, type ServerViewRequest, type SiteNavigation,
} from '@wellness/shared/contract';
import { pagePath } from '@wellness/shared/routes';
import { isLocale, type Locale } from '@wellness/shared/format';
import { loadCatalogues } from '@wellness/shared/i18n';
import { localeBasename, localizePath } from '@wellness/shared/site-protocol';
// Resolved by the build to the app's module: a remote's `prerender`, the shell's `chrome`.
import * as app from '@wellness/prerender-module';

const exported: { prerender?: PrerenderModule; chrome?: ChromeModule } = app;

/**
 * A view in a language, as the browser renders it there: the store's locale and a router whose base is the language
 * (links written `/pricing` are `/fr/pricing`). The app's catalogues for that language are loaded first.
 */
function render(element: () => ReactElement, path: string, apiBaseUrl: string, locale: Locale = 'en'): string {
  const store = makeStore();
  store.dispatch(runtimeConfigLoaded({ apiBaseUrl }));
  store.dispatch(localeSet(locale));
  return renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter basename={localeBasename(locale)} initialEntries={[localizePath(path, locale)]}>{element()}</MemoryRouter>
    </Provider>,
  );
}

/** Loads the app's messages in a language (the catalogues its modules declared), so a render does not suspend. */
export function loadMessages(locale: string): Promise<void> {
  return loadCatalogues(isLocale(locale) ? locale : 'en');
}

/** Each page of the remote's route table, once (rows of one path and its parameters are one page), by its path. */
function pagesOf(routes: PrerenderModule['routes']): Map<string, Pick<PageRoute, 'firstData' | 'server'>> {
  const pages = new Map<string, Pick<PageRoute, 'firstData' | 'server'>>();
  for (const { path, firstData, server } of routes) {
    const page = pagePath(path);
    const known = pages.get(page) ?? {};
    pages.set(page, { firstData: known.firstData ?? firstData, server: known.server ?? server });
  }
  return pages;
}

const pages = () => pagesOf(exported.prerender?.routes ?? []);

/** Each page's server module (its server view, its first view), loaded once, by path. */
const serverModules = new Map<string, Promise<PageServerModule>>();
function serverModuleOf(path: string): Promise<PageServerModule> | null {
  const load = pages().get(path)?.server;
  if (!load) return null;
  if (!serverModules.has(path)) serverModules.set(path, load());
  return serverModules.get(path)!;
}

/** A remote's first views, by path: each page's view without data, which the server falls back to. */
export async function renderFirstViews(apiBaseUrl: string, locale: Locale = 'en'): Promise<Record<string, string>> {
  const views: Record<string, string> = {};
  for (const path of pages().keys()) {
    const firstView = (await serverModuleOf(path))?.firstView;
    if (!firstView) continue;
    await loadMessages(locale);
    views[path] = render(firstView, path, apiBaseUrl, locale);
  }
  return views;
}

/** The API calls each page of a remote makes first, by path. */
export function firstData(): Record<string, readonly string[]> {
  return Object.fromEntries([...pages()].flatMap(([path, page]) => (page.firstData ? [[path, page.firstData]] : [])));
}

/** The routes this remote renders per request (ADR 0010), which its build names in `first-view/server.json`. */
export async function serverViewRoutes(): Promise<string[]> {
  const routes: string[] = [];
  for (const path of pages().keys()) if ((await serverModuleOf(path))?.serverView) routes.push(path);
  return routes;
}

/** A server view's outcome as the site's server takes it: the view already rendered to HTML, by this bundle's React. */
export type RenderedServerView =
  | { kind: 'page'; status: number; html: string; head: PageHead }
  | { kind: 'redirect'; status: 301; location: string };

/**
 * The page at `request.route`, rendered with the API's data: the remote's view is rendered here, by the React this
 * bundle holds (its elements are that React's), with the same store and router as its first views; null when the
 * remote has no server view for the route. The request comes from the site's server (`site/page/steps/serverView.mjs`).
 */
export async function renderServerView(request: ServerViewRequest & { path: string; apiBaseUrl: string }): Promise<RenderedServerView | null> {
  const view = (await serverModuleOf(request.route))?.serverView;
  if (!view) return null;
  const locale = isLocale(request.locale) ? request.locale : 'en';
  const outcome = await view({ ...request, locale });
  if (outcome.kind === 'redirect') return outcome;
  try {
    await loadMessages(locale);
    return { kind: 'page', status: outcome.status ?? 200, head: outcome.head, html: render(() => outcome.view, request.path, request.apiBaseUrl, locale) };
  } finally {
    outcome.release?.();
  }
}

/** Whether this build renders the shell's header and footer. */
export const hasChrome = (): boolean => Boolean(exported.chrome);

/**
 * What of the shell's header changes with the path, for the server to keep one render per value (the entries marked
 * current, the call to action shown, the transparent header), and whether the page runs under the header.
 */
export function chromeFor(navigation: SiteNavigation, pathname: string): { key: string; underHeader: boolean } {
  const underHeader = runsUnderHeader(navigation, pathname);
  const current = entriesIn(navigation, 'header', null).filter(({ entry }) => isCurrentEntry(entry, { pathname })).map(({ entry }) => entry.id);
  const actions = entriesIn(navigation, 'call-to-action', null).filter(({ placement }) => placement.on.includes(pathname)).map(({ entry }) => entry.id);
  return { key: JSON.stringify([current, actions, underHeader]), underHeader };
}

/**
 * The shell's header, in `locale` (its messages loaded first: `loadMessages`), as on the page at `pathname` (to a signed-out visitor: the server cannot read the visitor's
 * session, which is in the browser's storage) and its footer, from the navigation the live remotes declare.
 */
export function renderChrome(navigation: SiteNavigation, pathname: string, apiBaseUrl: string, locale: Locale = 'en'): { header: string; footer: string } {
  const chrome = exported.chrome;
  if (!chrome) return { header: '', footer: '' };
  return {
    header: render(() => chrome.header(navigation), pathname, apiBaseUrl, locale),
    footer: render(() => chrome.footer(navigation), pathname, apiBaseUrl, locale),
  };
}
