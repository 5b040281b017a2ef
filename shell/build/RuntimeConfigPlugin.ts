import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { localRuntimeConfig } from '@wellness/federation/sites';

/** Emits /config.json for a local composed site: the API and each remote on its port. */
export class RuntimeConfigPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RuntimeConfigPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('config.json', new RawSource(`${JSON.stringify(localRuntimeConfig(), null, 2)}\n`));
      });
    });
  }
}
