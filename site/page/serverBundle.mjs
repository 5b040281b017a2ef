// A remote's server views (ADR 0010): its Node bundle, published with its release (`first-view/server.json` names
// it), loaded from the remote's own address and evaluated once per address. The remote is trusted as its browser
// scripts are: the same team ships both, from the same build. Hand-written with `vm` (no loader library does "a
// CommonJS module from a string, once per URL"): the bundle is self-contained (its React, its store, its router),
// and needs only Node's built-in modules.
import { builtinModules } from 'node:module';
import vm from 'node:vm';
import { pageChunkNames, SERVER_VIEWS_FILE } from '@wellness/shared/site-protocol';

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/**
 * @typedef {{ kind: 'page', status: number, html: string, head: import('@wellness/shared/contract').PageHead }
 *   | { kind: 'redirect', status: 301, location: string }} RenderedServerView
 * @typedef {{ renderServerView: (request: Record<string, unknown>) => Promise<RenderedServerView | null> }} ServerBundle
 */

/**
 * Evaluates a CommonJS bundle's code as a module of its own; it may require Node's built-in modules only.
 * @param {string} code @param {string} filename
 * @returns {ServerBundle}
 */
export function evaluateBundle(code, filename) {
  const commonJs = { exports: /** @type {Record<string, unknown>} */ ({}) };
  /** @param {string} id */
  const requireBuiltin = (id) => {
    if (!BUILTINS.has(id)) throw new Error(`${filename} requires ${id}: a server bundle may require only Node's own modules`);
    return process.getBuiltinModule(id);
  };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
  wrapper(commonJs.exports, requireBuiltin, commonJs, filename, '/');
  const bundle = /** @type {ServerBundle} */ (/** @type {unknown} */ (commonJs.exports));
  if (typeof bundle.renderServerView !== 'function') throw new Error(`${filename} exports no renderServerView`);
  return bundle;
}

/**
 * The server view of a release for the page whose chunk is `chunk` (`route-program-details`): the route it was
 * declared under and the release's bundle, evaluated once per address (the address changes with its content). Null
 * when the release has none for that page or its bundle fails to load.
 * @param {import('./pipeline.mjs').RemoteFiles} files what the server has read of the remotes
 * @param {(file: string) => string} url a file of the release, by its path under the release's public path
 * @param {string} chunk
 * @returns {Promise<{ route: string, bundle: ServerBundle } | null>}
 */
export async function serverViewFor(files, url, chunk) {
  /** @type {{ bundle?: unknown, routes?: unknown } | null} */
  const published = await files.read(url(SERVER_VIEWS_FILE), (r) => r.json());
  if (typeof published?.bundle !== 'string' || !Array.isArray(published.routes)) return null;
  const route = published.routes.find((r) => typeof r === 'string' && pageChunkNames(r)[0] === chunk);
  if (!route) return null;
  const href = url(`${SERVER_VIEWS_FILE.replace(/[^/]+$/, '')}${published.bundle}`);
  const evaluated = files.bundles;
  let loading = evaluated.get(href);
  if (!loading) {
    loading = (async () => {
      try {
        const response = await fetch(href, { signal: AbortSignal.timeout(5_000) });
        if (!response.ok) return null;
        return evaluateBundle(await response.text(), href);
      } catch (error) {
        console.error(`[site] the server views at ${href} did not load:`, error);
        return null;
      }
    })();
    evaluated.set(href, loading);
    // A bundle that failed is asked again on a later page (the remote may have been starting).
    void loading.then((bundle) => bundle === null && evaluated.delete(href));
  }
  const bundle = await loading;
  return bundle && { route, bundle };
}
