import { preload, stylesheet } from '../html.mjs';

/**
 * The area module's and the page chunk's styles and scripts: the styles linked when a first view shows (it paints
 * with them), else preloaded; the scripts preloaded.
 * @type {import('../pipeline.mjs').PageStep}
 */
export function areaAssets(page) {
  const { build } = page;
  if (!build) return;
  const { assets } = build.area;
  /** @param {string[]} files */
  const ofPage = (files) => (build.chunk ? files.filter((f) => f.startsWith(`${build.chunk}.`)) : []);
  const styles = [...assets.css.sync, ...ofPage(assets.css.async)].map(build.url);
  page.head.push(...styles.map((href) => (page.view ? stylesheet(href) : preload(href, 'style'))));
  page.head.push(...[...assets.js.sync, ...ofPage(assets.js.async)].map((file) => preload(build.url(file), 'script')));
}
