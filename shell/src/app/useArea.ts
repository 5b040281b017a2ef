import { use } from 'react';
import { areaForPath, type RemoteName } from '@wellness/shared/contract';
import { useRuntimeConfig } from '../features/areas/runtimeConfig';
import { NavigationContext } from '../lib/navigation/NavigationContext';

/**
 * The area that owns `pathname`: by the paths /config.json gives each remote, then by the top-level paths each remote
 * publishes with its navigation. A path no remote is known to own yet waits until every remote's declaration is read
 * (a page served without the site's server, or a new page of a previewed release): null only then.
 */
export function useArea(pathname: string): RemoteName | null {
  const config = useRuntimeConfig();
  const { navigation, settled } = use(NavigationContext);
  const area = areaForPath(config, pathname, navigation);
  if (area) return area;
  use(settled);
  return areaForPath(config, pathname, navigation);
}
