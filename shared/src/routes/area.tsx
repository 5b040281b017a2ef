import { Suspense, type ReactNode } from 'react';
import { lazyPage, preparePage, Route, type AppStore, type PageModule, type PageRoute } from '@wellness/shared/contract';
import { pagePath } from './index';

type LazyPage = ReturnType<typeof lazyPage>;

/**
 * The pages of a route table, each loaded on demand (through `load`, the area's way of loading a page; by default its
 * module alone); rows of one path and its parameters are one page module, loaded (and preloaded) once. `prepare` is
 * the area's: the page of the URL loads before the shell mounts the area, so its first render is that page.
 */
export function lazyPages<R extends PageRoute>(routes: readonly R[], load: (route: R) => () => Promise<PageModule> = (route) => route.page) {
  const byPagePath = new Map<string, LazyPage>();
  const pages = routes.map((route) => {
    const key = pagePath(route.path);
    const Page = byPagePath.get(key) ?? lazyPage(load(route));
    byPagePath.set(key, Page);
    return { ...route, Page };
  });
  const prepare = (pathname: string, store: AppStore) => preparePage(Object.fromEntries(byPagePath), pathname, store);
  return { pages, prepare };
}

/**
 * The `<Route>` of each page below `base` (`/` for an area of top-level pages, `/dashboard/user` for a dashboard's),
 * each in a Suspense of its own when given a `fallback`; the page at `base` itself is the index route.
 */
export function pageRoutes(pages: readonly (PageRoute & { Page: LazyPage })[], base: string, fallback?: ReactNode) {
  const prefix = base === '/' ? '/' : `${base}/`;
  return pages
    .filter(({ path }) => path === base || path.startsWith(prefix))
    .map(({ path, Page, props }) => {
      const element = fallback === undefined ? <Page {...props} /> : <Suspense fallback={fallback}><Page {...props} /></Suspense>;
      const rest = path === base ? '' : path.slice(prefix.length);
      return rest ? <Route key={path} path={rest} element={element} /> : <Route key={path} index element={element} />;
    });
}
