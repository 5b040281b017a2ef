import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { NAVIGATION_FILE } from '@wellness/shared/site-protocol';
import { checkNavigation } from '../page/navigationSchema.mjs';

/**
 * A navigation module may read a route table whose pages load on demand (`() => import('./Page')`): those imports are
 * left out of the bundle. Building the declaration never calls them, and the pages' code (React, CSS modules) is not
 * something Node could run anyway.
 */
const lazyPagesLeftOut: Plugin = {
  name: 'lazy-pages-left-out',
  setup(bundle) {
    bundle.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/**
 * Runs a remote's navigation module in Node and answers its `navigation` export, with the files it is made of. The
 * module is data (its own imports are types, constants and tables), so it is bundled with esbuild, which takes a
 * TypeScript module and its imports as they are, and evaluated once, here; no code of it ships.
 */
async function readNavigationModule(file: string): Promise<{ value: unknown; inputs: string[] }> {
  // The asynchronous build: esbuild takes plugins only there.
  const result = await build({ entryPoints: [file], bundle: true, platform: 'node', format: 'cjs', write: false, metafile: true, logLevel: 'silent', plugins: [lazyPagesLeftOut] });
  const module = { exports: {} as { navigation?: unknown } };
  new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(module, module.exports, createRequire(file));
  return { value: module.exports.navigation, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

/**
 * Publishes a remote's navigation declaration (its menu entries, guards and layout rules: ADR 0007) as
 * `navigation.json` beside its `mf-manifest.json`, in every build (the dev server too, for a shell that runs without
 * the site's server). The declaration is checked: a remote cannot publish one the shell would misread.
 */
export class NavigationPlugin implements RspackPluginInstance {
  constructor(private readonly module: string) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('NavigationPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'NavigationPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        try {
          const { value, inputs } = await readNavigationModule(this.module);
          for (const input of inputs) compilation.fileDependencies.add(input);
          const { declaration, problems } = checkNavigation(value);
          if (problems) throw new Error(`${this.module} does not export a navigation declaration:\n  ${problems.join('\n  ')}`);
          compilation.emitAsset(NAVIGATION_FILE, new RawSource(`${JSON.stringify(declaration)}\n`));
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(`NavigationPlugin: ${(error as Error).message}`));
        }
      });
    });
  }
}
