import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { baseConfig } from '@wellness/federation/build';
import type { AppName } from '@wellness/federation/sites';
import { PrerenderPlugin } from './PrerenderPlugin';

/** Where an app's Node build goes, beside its browser build. The site's server reads the shell's from there. */
export const NODE_BUILD_DIR = 'dist-node';

/**
 * The Node build of an app's prerender module (`dist-node/prerender.cjs`): the same app name and CSS Module settings
 * as its browser build, so the class names in its HTML are the browser build's. It runs after the browser build,
 * into which it writes the remote's first views (./PrerenderPlugin.ts).
 */
export function prerenderConfig(name: AppName, dir: string, prerenderModule: string): Configuration {
  const base = baseConfig({ dir, name, production: true, publicPath: '/' });
  return {
    ...base,
    name: `${name}-prerender`,
    dependencies: [name],
    target: 'node',
    devtool: false,
    entry: { prerender: createRequire(__filename).resolve('./prerenderEntry.tsx') },
    output: { ...base.output, path: path.join(dir, NODE_BUILD_DIR), filename: '[name].cjs', chunkFilename: '[name].cjs', library: { type: 'commonjs2' } },
    // The base's aliases kept (React Router's production build).
    resolve: { ...base.resolve, alias: { ...(base.resolve?.alias as Record<string, string>), '@wellness/prerender-module$': path.join(dir, prerenderModule) } },
    module: { ...base.module, generator: { 'css/module': { localIdentName: '[hash:8]', exportsOnly: true } } },
    optimization: { ...base.optimization, minimize: false, splitChunks: false },
    plugins: [...(base.plugins ?? []), new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new PrerenderPlugin(path.join(dir, 'dist'))],
  };
}
