import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@wellness/shared';
import { loadRemoteRoute } from '../../federation/remotes';

type LazyPage = LazyExoticComponent<ComponentType>;

// One lazy component per exposed module, so moving between pages never re-suspends a loaded area.
const cache = new Map<string, LazyPage>();
const failed = new Set<string>();

export function lazyRemotePage(remote: RemoteName, module: string): LazyPage {
  const key = `${remote}/${module}`;
  let page = cache.get(key);
  if (!page) {
    const fresh = failed.has(key);
    page = lazy(() =>
      loadRemoteRoute(remote, module, fresh).then(
        (route) => {
          failed.delete(key);
          return { default: route.Component };
        },
        (error: unknown) => {
          cache.delete(key);
          failed.add(key);
          throw error;
        },
      ),
    );
    cache.set(key, page);
  }
  return page;
}
