import { use, useEffect, useState } from 'react';
import type * as SampleDataModule from '@wellness/shared/data';

/** The bundled sample data of `@wellness/shared/data`: what the public pages show when the API fails. */
export type SampleData = typeof SampleDataModule;

type Tracked = Promise<SampleData> & { status?: 'fulfilled' | 'rejected'; value?: SampleData };
let loading: Tracked | null = null;

/**
 * Loads the sample data, once per page, only when a section needs it (never statically: it must stay off the first
 * paint). The promise records its own outcome, so React's `use` reads a loaded module without suspending.
 */
export function loadSampleData(): Promise<SampleData> {
  if (!loading) {
    const pending: Tracked = import(/* webpackChunkName: "sample-data" */ '@wellness/shared/data');
    pending.then(
      (value) => Object.assign(pending, { status: 'fulfilled', value }),
      () => {
        // A failed chunk (offline) may be tried again by the next section that needs it.
        Object.assign(pending, { status: 'rejected' });
        if (loading === pending) loading = null;
      },
    );
    loading = pending;
  }
  return loading;
}

/** The sample data if it has already loaded, without loading it. */
function loadedSampleData(): SampleData | null {
  return loading?.status === 'fulfilled' ? loading.value! : null;
}

/**
 * The sample data when `needed` (suspending the section until it arrives), or when it has already loaded and the
 * section is still waiting for the API (a second visit retrying after a failure keeps showing it); else null.
 */
export function useSampleData(needed: boolean, stillWaiting = false): SampleData | null {
  const loaded = loadedSampleData();
  if (loaded && (needed || stillWaiting)) return loaded;
  if (!needed) return null;
  return use(loadSampleData());
}

/** The sample data when `needed`, without suspending: null until it has loaded (for a widget that cannot suspend). */
export function useSampleDataWhen(needed: boolean): SampleData | null {
  const [data, setData] = useState<SampleData | null>(loadedSampleData);
  useEffect(() => {
    if (!needed || data) return;
    let live = true;
    loadSampleData().then(
      (loaded) => {
        if (live) setData(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, data]);
  return needed ? (data ?? loadedSampleData()) : null;
}
