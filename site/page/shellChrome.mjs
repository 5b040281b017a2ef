import { statSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * @typedef {import('@wellness/shared/contract').SiteNavigation} SiteNavigation
 * @typedef {object} ShellNodeBuild what the shell's Node build exports for the server (../build/prerenderEntry.tsx)
 * @property {(navigation: SiteNavigation, pathname: string) => { key: string, underHeader: boolean }} chromeFor what of
 *   the header changes with the path (its current entry, its call to action, its transparency)
 * @property {(navigation: SiteNavigation, pathname: string, apiBaseUrl: string, locale: string) => { header: string, footer: string }} renderChrome
 * @property {(locale: string) => Promise<void>} [loadMessages] loads the shell's texts in a language
 */

const MAX_RENDERS = 200;

/**
 * The shell's header and footer for the first view of a page, rendered by the shell's Node build from the live
 * remotes' navigation: the header as it is on that page (its current entry marked), so the prerendered page links to
 * what the remotes declare now, with no shell build. Renders are kept by what they depend on; the build is read
 * again when its file changes (a shell redeploy). Null without the build.
 * @param {string} file the shell's Node build (`shell/dist-node/prerender.cjs`)
 * @param {() => string} apiBaseUrl
 * @returns {(navigation: SiteNavigation, pathname: string, footer: boolean, locale?: string) => Promise<{ header: string, footer: string, underHeader: boolean } | null>}
 */
export function shellChrome(file, apiBaseUrl) {
  /** @type {{ mtime: number, build: Partial<ShellNodeBuild> } | null} */
  let loaded = null;
  /** @type {Map<string, { header: string, footer: string }>} */
  const renders = new Map();
  /** @type {WeakMap<object, number>} */
  const ids = new WeakMap();
  let nextId = 0;
  /** @param {object | undefined} declaration */
  const idOf = (declaration) => {
    if (!declaration) return 0;
    if (!ids.has(declaration)) ids.set(declaration, (nextId += 1));
    return ids.get(declaration);
  };
  return async (navigation, pathname, footer, locale = 'en') => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (loaded?.mtime !== stat.mtimeMs) {
      const require = createRequire(file);
      delete require.cache[file];
      loaded = { mtime: stat.mtimeMs, build: require(file) };
      renders.clear();
    }
    const { chromeFor, renderChrome, loadMessages } = loaded.build;
    if (!chromeFor || !renderChrome) return null;
    await loadMessages?.(locale);
    const { key, underHeader } = chromeFor(navigation, pathname);
    // The declarations read from the remotes stay the same objects while they are cached (../remoteFiles.mjs).
    const cacheKey = `${Object.entries(navigation).map(([name, d]) => `${name}:${idOf(d)}`).join(',')}|${key}|${locale}`;
    let render = renders.get(cacheKey);
    if (!render) {
      if (renders.size >= MAX_RENDERS) renders.clear();
      render = renderChrome(navigation, pathname, apiBaseUrl(), locale);
      renders.set(cacheKey, render);
    }
    return { header: render.header, footer: footer ? render.footer : '', underHeader };
  };
}
