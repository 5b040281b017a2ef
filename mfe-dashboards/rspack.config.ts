import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { createAppConfig } from '@wellness/federation/build';
import { exposes } from './src/exposes';

/**
 * Each page of the route table in a chunk of its own, named after its path (build/routeChunkNames.cjs). Where two
 * paths show the same page (a program form, an account page), their chunks hold the same modules: rspack would merge
 * such chunks into one, with one name, and the server could not preload the other path's.
 */
class RouteChunks implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.options.module.rules.push({ test: path.join(__dirname, 'src/app/routes.ts'), loader: path.join(__dirname, 'build/routeChunkNames.cjs') });
    compiler.options.optimization.mergeDuplicateChunks = false;
  }
}

export default createAppConfig({ name: 'dashboards', dir: __dirname, entry: './src/index.ts', exposes, plugins: [new RouteChunks()] });
