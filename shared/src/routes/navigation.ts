// What is read from a remote's route table outside the browser: its navigation declaration, which the remote's build
// runs in Node to publish `navigation.json` (site/build/NavigationPlugin.ts), and the name of each page's chunk.
import type { NavEntry, NavigationDeclaration, PageRoute, PathGuard } from '@wellness/shared/contract';
import { ownsPath, pageChunkNames } from '@wellness/shared/site-protocol';
import { pagePath } from './index';

/** The name of a page's chunk (`route-program-details`), which the site's server preloads for its path. */
export const chunkOf = (route: Pick<PageRoute, 'path'>): string => pageChunkNames(pagePath(route.path))[0]!;

/** The top-level path a route is under (`/dashboard` of `/dashboard/user/inbox`, `/` of `/`). */
export const topPath = (path: string): string => `/${path.split('/').filter(Boolean)[0] ?? ''}`;

/** What a remote declares beside its pages' own entries: links elsewhere (another remote or site), guards above its pages. */
export interface NavigationExtras {
  entries?: NavEntry[];
  guards?: PathGuard[];
}

/**
 * The remote's navigation declaration, read from its route table: its top-level paths (on which the shell mounts its
 * area), each page's menu entries, guards and layout rules, then the extras. A row's guard that one of a shorter path
 * already says is left out (a dashboard's pages under the dashboard's own guard).
 */
export function navigationOf(routes: readonly PageRoute[], extras: NavigationExtras = {}): NavigationDeclaration {
  const entries: NavEntry[] = routes.flatMap((route) =>
    (route.menu ?? []).map(({ id, ...entry }) => {
      const to = pagePath(route.path);
      return { id: id ?? `${to.slice(1).replaceAll('/', '-') || 'index'}:${entry.show.map((p) => p.in).join('+')}`, to, ...entry };
    }),
  );
  const guards: PathGuard[] = [...(extras.guards ?? [])];
  const guarded = routes.filter((route) => route.guard).map((route) => ({ path: pagePath(route.path), roles: [...route.guard!] }));
  for (const guard of guarded.sort((a, b) => a.path.length - b.path.length)) {
    const said = guards.some((g) => ownsPath(g.path, guard.path) && g.roles.length === guard.roles.length && g.roles.every((r) => guard.roles.includes(r)));
    if (!said) guards.push(guard);
  }
  const underHeader = [...new Set(routes.filter((route) => route.underHeader).map((route) => pagePath(route.path)))];
  return {
    paths: [...new Set(routes.map((route) => topPath(route.path)))],
    entries: [...entries, ...(extras.entries ?? [])],
    ...(guards.length ? { guards } : {}),
    ...(underHeader.length ? { underHeader } : {}),
  };
}

