import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * What every page runs first: the shell's entry (`main`), the shared modules it imports at start (shell/src/index.ts:
 * React DOM, the contract) and its `bootstrap`. The federation runtime would request them only after main.js ran.
 */
const SHELL_ENTRY = 'main';
const SHELL_SHARED = ['react-dom/client', '@wellness/shared/contract'];
const SHELL_BOOTSTRAP = 'bootstrap';

/**
 * The fonts of the first views (body text, and the display face's medium of the pages' titles), latin only:
 * requested with the HTML instead of after the styles are parsed, so a prerendered view paints in them, and the real
 * page that replaces it is not a new, larger paint (LCP). Other faces and subsets load when used.
 */
const FIRST_VIEW_FONTS = [/^assets\/inter-latin-wght-400-700-normal\.[0-9a-f]{8}\.woff2$/, /^assets\/cormorant-garamond-latin-500-normal\.[0-9a-f]{8}\.woff2$/];

const filesOfGroup = (group: { chunks: { files: Iterable<string> }[] }) => group.chunks.flatMap((chunk) => [...chunk.files]);

/**
 * The files every page loads at start: the entry's chunk, the chunks that provide the shared modules the entry imports
 * (each module's every chunk: the contract's words and currencies, split into a chunk of their own, were requested one
 * round trip after the contract), and the bootstrap's.
 */
function startFiles(compilation: Compilation): string[] {
  const files = [...(compilation.namedChunkGroups.get(SHELL_ENTRY)?.chunks ?? [])].flatMap((chunk) => [...chunk.files]);
  for (const group of compilation.chunkGroups) {
    const provides = group.origins.some((origin) => SHELL_SHARED.some((name) => origin.module?.identifier().startsWith(`provide shared module (default) ${name}@`)));
    if (provides) files.push(...filesOfGroup(group));
  }
  const bootstrap = compilation.namedChunkGroups.get(SHELL_BOOTSTRAP);
  if (bootstrap) files.push(...filesOfGroup(bootstrap));
  return [...new Set(files)];
}

/**
 * Writes into the shell's index.html, at build time, its own files every page needs: its shared libraries and its
 * bootstrap chunk are preloaded at high priority and its styles linked, so they download beside main.js instead of
 * after it. The current area's files are hinted at serve time (../page/steps/remoteBuild.mjs), since remotes ship on
 * their own.
 */
export class ShellHintsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ShellHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellHintsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const html = compilation.getAsset('index.html');
        if (!html) return;
        const files = startFiles(compilation);
        const fonts = Object.keys(compilation.assets).filter((f) => FIRST_VIEW_FONTS.some((font) => font.test(f)));
        // A font renamed in the design system would otherwise lose its preload without a word.
        const missing = FIRST_VIEW_FONTS.filter((font) => !fonts.some((f) => font.test(f)));
        if (missing.length) compilation.errors.push(new compiler.webpack.WebpackError(`ShellHintsPlugin: no asset for the first views' fonts ${missing.join(', ')}`));
        const tags = [
          // Linked, not preloaded: a prerendered first view in the page needs the shell's styles to paint.
          ...files.filter((f) => f.endsWith('.css')).map((f) => `<link rel="stylesheet" href="/${f}">`),
          ...fonts.map((f) => `<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin>`),
          ...files.filter((f) => f.endsWith('.js')).map((f) => `<link rel="preload" href="/${f}" as="script">`),
        ].join('');
        compilation.updateAsset('index.html', new RawSource(html.source.source().toString().replace('</head>', () => `${tags}</head>`)));
      });
    });
  }
}
