/**
 * A path no remote owns answers 404 (crawlers drop it); the page is otherwise the shell's, which takes the visitor
 * to `/` as before.
 * @type {import('../pipeline.mjs').PageStep}
 */
export function unknownPath(page) {
  // /index.html is the shell itself, which the service worker precaches as its offline page: a 404 there fails its install.
  if (!page.area && page.request.url.pathname !== '/index.html') page.status = 404;
}
