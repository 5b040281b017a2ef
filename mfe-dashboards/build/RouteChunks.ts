import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const ROUTES_FILE = path.join(__dirname, '../src/app/routes.ts');

/**
 * Each page of the dashboards' route table in a chunk of its own, named after its path (routeChunkNames.cjs, a
 * loader of the table). Where two paths show the same page (a program form, an account page), their chunks hold the
 * same modules: rspack would merge such chunks into one, with one name, and the server could not preload the other
 * path's. Used by the dashboards' build and by the bench's monolith, which builds the same pages.
 */
export class RouteChunks implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.options.module.rules.push({ test: ROUTES_FILE, loader: path.join(__dirname, 'routeChunkNames.cjs') });
    compiler.options.optimization.mergeDuplicateChunks = false;
  }
}
