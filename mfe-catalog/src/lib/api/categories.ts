import { takeServerStarted, type AppStore } from '@wellness/shared/contract';
import type { Category } from '@wellness/shared/domain';
import { categoriesApi } from '@wellness/shared/api/catalog';
import { FIRST_DATA_WAIT_MS } from './timeout';

/**
 * Before the explore page's first render: the categories the site's server asked for with the page go in the cache,
 * so the page mounts with its cards, in one commit, rather than with skeletons the cards replace in a second.
 */
export async function prefillCategories(store: AppStore): Promise<void> {
  const categories = await takeServerStarted('/program-categories', FIRST_DATA_WAIT_MS);
  if (!Array.isArray(categories)) return;
  // A plain action: the entry is in the cache when dispatch returns (`upsertQueryData` stores it a tick later).
  store.dispatch(categoriesApi.util.upsertQueryEntries([{ endpointName: 'catalogCategories', arg: undefined, value: categories as Category[] }]));
}
