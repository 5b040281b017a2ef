import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

/** Chunks every first paint needs, which the federation runtime would otherwise only request after main.js ran. */
const FIRST_PAINT_CHUNKS = ['main', 'react', 'contract', 'bootstrap'];

function filesOf(compilation: Compilation, name: string): string[] {
  for (const chunk of compilation.chunks) if (chunk.name === name) return [...chunk.files];
  return [];
}

/**
 * Writes into index.html, at build time, the shell's own first-paint files: its shared libraries and its bootstrap
 * chunk (its scripts and styles) are preloaded at high priority, so they download beside main.js instead of after it.
 * The current area's files are hinted at serve time (scripts/static-server.mjs), since remotes ship on their own.
 */
export class FirstPaintHintsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstPaintHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstPaintHintsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const html = compilation.getAsset('index.html');
        if (!html) return;
        const files = FIRST_PAINT_CHUNKS.flatMap((name) => filesOf(compilation, name));
        const tags = [
          ...files.filter((f) => f.endsWith('.css')).map((f) => `<link rel="preload" href="/${f}" as="style">`),
          ...files.filter((f) => f.endsWith('.js')).map((f) => `<link rel="preload" href="/${f}" as="script">`),
        ].join('');
        compilation.updateAsset('index.html', new RawSource(html.source.source().toString().replace('</head>', `${tags}</head>`)));
      });
    });
  }
}
