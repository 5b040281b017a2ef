// Build step of a remote's browser build (an rspack loader of its route table, src/app/routes.ts; ADR 0012):
// - names the chunk of each page after its path, `route-<path with dashes>` without parameters (`route-index` for
//   `/`), the name the site's server preloads for that path (pageChunkNames in shared/src/contract/site/protocol.mjs).
//   Magic comments must be literal, so they are written here, from the table, rather than by hand next to each path;
// - leaves each page's server module (`server: () => import(...)`) out: only the remote's Node build runs it.
// A dynamic import of any other shape fails the build: a page without its name would silently lose its preload.
const PAGE = /route\(\s*'([^']+)',\s*\(\)\s*=>\s*import\(\s*(?=')/g;
const SERVER = /server:\s*\(\)\s*=>\s*import\(\s*'[^']+'\s*\)/g;

/** @param {string} path */
function chunkName(path) {
  const segments = path.split('/').filter((s) => s && !s.startsWith(':'));
  return segments.length ? `route-${segments.join('-')}` : 'route-index';
}

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function routeTable(source) {
  let pages = 0;
  const named = source.replace(PAGE, (match, path) => {
    pages += 1;
    return `${match}/* webpackChunkName: "${chunkName(path)}" */ `;
  });
  const servers = source.match(SERVER)?.length ?? 0;
  const imports = source.match(/=>\s*import\(/g)?.length ?? 0;
  if (pages + servers !== imports) {
    throw new Error(`routeTable: ${imports - pages - servers} dynamic import(s) in ${this.resourcePath} are neither route('<path>', () => import('<module>')) nor server: () => import('<module>')`);
  }
  return named.replace(SERVER, 'server: undefined');
};
