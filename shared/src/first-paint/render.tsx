// The entry of an app's Node build of its first views (federation/build.ts): renders each route of a remote's
// `firstPaint` module, or the shell's header and footer, to static HTML, with the same CSS Module class names as its
// browser build (same app name, same settings). Tooling: never imported by an app.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// A router in memory, for a page rendered where there is no browser; the apps never route this way.
import { MemoryRouter } from 'react-router';
import { HEADER_ELSEWHERE } from '@wellness/federation/sites';
import { makeStore, Provider, runtimeConfigLoaded } from '@wellness/shared/contract';
// Resolved by the policy to the remote's firstPaint module.
import * as routes from '@wellness/first-paint-routes';

/** An export of the firstPaint module, read by name at run time, so a module without it still links. */
function exported<T>(name: 'firstPaint' | 'firstData' | 'firstDataPaint' | 'firstPaintChrome'): T | undefined {
  return (routes as unknown as Record<string, T | undefined>)[name];
}

function optional<T>(name: 'firstPaint' | 'firstData' | 'firstDataPaint'): Record<string, T> {
  return exported<Record<string, T>>(name) ?? {};
}

/** The shell's `firstPaintChrome`: the parts of the site around every page. */
interface FirstPaintChrome {
  header: () => ReactElement;
  /** The pages the header links to: it is rendered as on each (its current link marked), and as on any other. */
  headerPaths: string[];
  footer: () => ReactElement;
}

function render(views: Record<string, () => ReactElement>, apiBaseUrl: string): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const [path, element] of Object.entries(views)) {
    const store = makeStore();
    store.dispatch(runtimeConfigLoaded({ apiBaseUrl }));
    pages[path] = renderToStaticMarkup(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{element()}</MemoryRouter>
      </Provider>,
    );
  }
  return pages;
}

export function renderFirstPaint(apiBaseUrl: string): Record<string, string> {
  return render(optional<() => ReactElement>('firstPaint'), apiBaseUrl);
}

/**
 * The first views the site's server completes with the answer of the page's first call (`firstDataPaint`), their
 * `{{field}}`s left for it to fill.
 */
export function renderFirstDataPaint(apiBaseUrl: string): Record<string, string> {
  return render(optional<() => ReactElement>('firstDataPaint'), apiBaseUrl);
}

/**
 * The API calls each page makes first (`firstData`: route path → API paths, `{name}` standing for a query parameter or
 * the rest of the path), which the site's server starts with the page instead of after the area's code has run.
 */
export function firstData(): Record<string, string[]> {
  return optional<string[]>('firstData');
}

/**
 * The header and footer the site's server puts around a remote's first view (`first-paint/chrome.json`), from the
 * shell's `firstPaintChrome`; null for a module without one (a remote's).
 */
export function renderFirstPaintChrome(apiBaseUrl: string): { header: Record<string, string>; footer: string } | null {
  const chrome = exported<FirstPaintChrome>('firstPaintChrome');
  if (!chrome) return null;
  // `/~`: a path no link of the header points to.
  const { '/~': elsewhere, ...onPaths } = render(Object.fromEntries([...chrome.headerPaths, '/~'].map((path) => [path, chrome.header])), apiBaseUrl);
  return { header: { ...onPaths, [HEADER_ELSEWHERE]: elsewhere! }, footer: render({ '/~': chrome.footer }, apiBaseUrl)['/~']! };
}
