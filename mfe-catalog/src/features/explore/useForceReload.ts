import { useEffect } from 'react';

/** The `forceReload` navigation state: the explore page asks the API again when it arrives with it. */
export function useForceReload(forceReload: boolean, refetch: () => unknown) {
  useEffect(() => {
    if (forceReload) refetch();
    // once per visit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [forceReload]);
}
