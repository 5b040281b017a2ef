// The entry of a remote's Node build of its first views (federation/build.ts): renders each route of the remote's
// `firstPaint` module to static HTML, with the same CSS Module class names as its browser build (same app name,
// same settings). Tooling: never imported by an app.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// A router in memory, for a page rendered where there is no browser; the apps never route this way.
import { MemoryRouter } from 'react-router';
import { makeStore, Provider, runtimeConfigLoaded } from '@wellness/shared/contract';
// Resolved by the policy to the remote's firstPaint module.
import * as routes from '@wellness/first-paint-routes';

/** Optional exports of a firstPaint module, read by name at run time, so a module without them still links. */
function optional<T>(name: 'firstData' | 'firstDataPaint'): Record<string, T> {
  return (routes as unknown as Record<string, Record<string, T> | undefined>)[name] ?? {};
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
  return render(routes.firstPaint, apiBaseUrl);
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
