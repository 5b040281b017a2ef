import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * A remote's route table in its browser build (ADR 0012): each page in a chunk of its own, named after its path, and
 * its server module left out (routeTable.cjs, a loader of the table). Where two paths show the same page (a program
 * form, an account page), their chunks hold the same modules: rspack would merge such chunks into one, with one name,
 * and the server could not preload the other path's. Each page chunk also carries the modules it shares with other
 * pages instead of a split-off common chunk: the site's server preloads a page's own chunk (`route-<path>`), and a
 * split-off dependency would be one more round trip before the page paints (a module in two chunks still runs once).
 * Used by each remote's build and by the bench's monolith, which builds the same pages.
 */
export class RouteTablePlugin implements RspackPluginInstance {
  constructor(private readonly files: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.options.module.rules.push({ test: [...this.files], loader: path.join(__dirname, 'routeTable.cjs') });
    compiler.options.optimization.mergeDuplicateChunks = false;
    const split = compiler.options.optimization.splitChunks;
    if (split) split.cacheGroups = { ...split.cacheGroups, default: false };
  }
}
