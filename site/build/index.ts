/**
 * @wellness/site/build: what the site needs from an app's build (ADR 0006, 0007, 0012), added to the app's rspack
 * config made by @wellness/federation/build:
 * - a remote's route table: each page's chunk named after its path, its server module left out of the browser;
 * - a remote's navigation declaration, published as `navigation.json` beside its manifest (every build);
 * - its prerendered first views, from a Node build of its prerender module (production builds);
 * - the shell's Node build, which renders its header and footer for the site's server, and its own files hinted in
 *   its index.html.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import type { AppName } from '@wellness/federation/sites';
import { NavigationPlugin } from './NavigationPlugin';
import { prerenderConfig } from './prerenderConfig';
import { RouteTablePlugin } from './RouteTablePlugin';
import { ShellHintsPlugin } from './ShellHintsPlugin';

export { NODE_BUILD_DIR } from './prerenderConfig';
export { RouteTablePlugin } from './RouteTablePlugin';

type AppConfig = (env: unknown, argv: { mode?: string; command?: string }) => Promise<Configuration | Configuration[]>;

export interface SiteOptions {
  name: AppName;
  /** The app's folder (its rspack.config.ts's __dirname). */
  dir: string;
  /** A remote's route table, relative to dir (`src/app/routes.ts`: one row per page, ADR 0012). */
  routes?: string;
  /** The module, relative to dir, the Node build renders: a remote's `prerender`, the shell's `chrome`. */
  prerender?: string;
  /** A remote's navigation module, relative to dir, exporting `navigation` (a `NavigationDeclaration`). */
  navigation?: string;
  /** The shell: its own files every page needs, hinted in its index.html. */
  host?: boolean;
}

export function withSite(appConfig: AppConfig, { name, dir, routes, prerender, navigation, host = false }: SiteOptions): AppConfig {
  return async (env, argv) => {
    const [web, ...others] = [await appConfig(env, argv)].flat() as [Configuration, ...Configuration[]];
    web.plugins = [
      ...(web.plugins ?? []),
      ...(routes ? [new RouteTablePlugin([path.join(dir, routes)])] : []),
      ...(navigation ? [new NavigationPlugin(path.join(dir, navigation))] : []),
      ...(host ? [new ShellHintsPlugin()] : []),
    ];
    const production = argv.mode !== 'development';
    return production && prerender ? [web, ...others, prerenderConfig(name, dir, prerender)] : others.length ? [web, ...others] : web;
  };
}
