import { NAVIGATION_FILE } from '@wellness/shared/site-protocol';
import { checkNavigation } from '../navigationSchema.mjs';

/** @type {Set<string>} */
const reported = new Set();
/** Each file read is checked once: it stays the same value while it is cached. */
/** @type {WeakMap<object, import('@wellness/shared/contract').NavigationDeclaration | null>} */
const checked = new WeakMap();

/**
 * The navigation of one release: the declaration its build published beside its manifest; null when there is none
 * or it is not a declaration (said once in the log).
 * @param {import('../pipeline.mjs').RemoteFiles} files
 * @param {string} manifestUrl
 */
async function declarationOf(files, manifestUrl) {
  const url = new URL(NAVIGATION_FILE, manifestUrl).href;
  const value = await files.read(url, (r) => r.json(), { staleIfError: true });
  if (value === null || typeof value !== 'object') return null;
  if (!checked.has(value)) {
    const { declaration, problems } = checkNavigation(value);
    if (problems && !reported.has(url)) {
      reported.add(url);
      console.error(`[site] ${url} is not a navigation declaration, left out: ${problems.join('; ')}`);
    }
    checked.set(value, declaration);
  }
  return checked.get(value) ?? null;
}

/**
 * The menus of the page: every live remote's declaration (read at once, in parallel), for the steps that follow
 * (the shell's header and footer, the page's layout) and, in the handshake, for the shell. The side menus a remote
 * renders itself stay out of the handshake.
 * @type {import('../pipeline.mjs').PageStep}
 */
export async function readNavigation(page) {
  const remotes = Object.entries(page.request.config.remotes);
  const declarations = await Promise.all(remotes.map(([, area]) => declarationOf(page.request.files, area.manifest)));
  remotes.forEach(([name, area], i) => {
    const declaration = declarations[i];
    if (!declaration) return;
    page.navigation = { ...page.navigation, [name]: declaration };
    const entries = declaration.entries
      .map((entry) => ({ ...entry, show: entry.show.filter((placement) => placement.in !== 'sidebar') }))
      .filter((entry) => entry.show.length > 0);
    page.handshake.navigation[/** @type {import('@wellness/shared/contract').RemoteName} */ (name)] = { manifest: area.manifest, declaration: { ...declaration, entries } };
  });
}
