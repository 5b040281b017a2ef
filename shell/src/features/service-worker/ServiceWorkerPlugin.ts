import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** Emits /sw.js with this build's id and the shell's own files to precache (the offline shell). */
export class ServiceWorkerPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServiceWorkerPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const precache = [
          '/index.html',
          ...Object.keys(compilation.assets)
            // Fonts: the latin subsets only; the others (cyrillic, greek, vietnamese…) load if a page ever uses them.
            .filter((name) => /^(main|[\w-]+)\.[0-9a-f]{8}\.(js|css)$/.test(name) || /^assets\/[\w-]+-latin-(?!ext-)[\w-]+\.[0-9a-f]{8}\.woff2$/.test(name))
            .map((name) => `/${name}`),
          '/media/brand/logo.svg',
          '/media/brand/favicon.svg',
        ];
        const template = readFileSync(path.join(__dirname, 'sw-template.js'), 'utf8');
        const source = template.replace('__BUILD_ID__', compilation.hash ?? String(Date.now())).replace('__PRECACHE__', JSON.stringify(precache));
        compilation.emitAsset('sw.js', new RawSource(source));
      });
    });
  }
}
