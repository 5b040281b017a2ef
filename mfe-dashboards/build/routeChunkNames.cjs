// Build step of mfe-dashboards (rspack loader of src/app/routes.ts): names the chunk of each page of the route table
// after its path, `route-<path with dashes>` without parameters, the name the site's server preloads for that path
// (pageChunkNames in shared/src/contract/site/protocol.mjs). Magic comments must be literal, so they are written here, from the
// table, rather than by hand next to each path. A dynamic import outside `route('<path>', () => import(...))` fails
// the build: a page without its name would silently lose its preload.
const ENTRY = /route\(\s*'([^']+)',\s*\(\)\s*=>\s*import\(\s*(?=')/g;

module.exports = function routeChunkNames(source) {
  let named = 0;
  const out = source.replace(ENTRY, (match, path) => {
    named += 1;
    const segments = path.split('/').filter((s) => s && !s.startsWith(':'));
    return `${match}/* webpackChunkName: "route-${segments.join('-')}" */ `;
  });
  const imports = source.match(/=>\s*import\(/g)?.length ?? 0;
  if (named !== imports) throw new Error(`routeChunkNames: ${imports - named} dynamic import(s) in ${this.resourcePath} are not route('<path>', () => import('<module>')) entries`);
  return out;
};
