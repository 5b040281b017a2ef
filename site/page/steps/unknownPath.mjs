/**
 * A path no remote owns answers 404 (crawlers drop it); the page is otherwise the shell's, which takes the visitor
 * to `/` as before.
 * @type {import('../pipeline.mjs').PageStep}
 */
export function unknownPath(page) {
  if (!page.area) page.status = 404;
}
