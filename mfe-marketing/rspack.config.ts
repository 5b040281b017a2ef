import type { Configuration } from '@rspack/core';
import { createAppConfig } from '@wellness/federation/build';
import { withSite } from '@wellness/site/build';
import { exposes } from './src/exposes';

const appConfig = withSite(createAppConfig({ name: 'marketing', dir: __dirname, entry: './src/index.ts', exposes }), {
  name: 'marketing',
  dir: __dirname,
  routes: './src/app/routes.ts',
  prerender: './src/app/prerender.ts',
  navigation: './src/navigation.ts',
});

/**
 * Each page chunk carries the modules it shares with the home page's lazy sections (the button, the image, the
 * section frame) instead of a split-off common chunk: the site's server preloads a page's own chunk (route-<path>),
 * and a split-off dependency would be one more round trip before the hero paints. A module present in two
 * chunks still runs once (one module registry per page).
 */
function keepPageChunksWhole(config: Configuration): void {
  const split = config.optimization?.splitChunks;
  if (config.target === 'node' || !split) return;
  split.cacheGroups = { ...split.cacheGroups, default: false };
}

export default async (...args: Parameters<typeof appConfig>) => {
  const configs = await appConfig(...args);
  for (const config of [configs].flat()) keepPageChunksWhole(config);
  return configs;
};
