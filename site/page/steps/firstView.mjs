import { firstViewFiles } from '@wellness/shared/site-protocol';

/**
 * The page's first view as its remote prerendered it (`first-view/<chunk>.html`), for a page its server view did not
 * render (ADR 0013: the server view first, this view its fallback).
 * @type {import('../pipeline.mjs').PageStep}
 */
export async function readFirstView(page) {
  const { build } = page;
  if (!build?.chunk || page.view) return;
  // In the page's language; a release that has no view in it yet shows its English one (its texts are English).
  const read = (/** @type {string} */ locale) => page.request.files.read(build.url(firstViewFiles(build.chunk ?? '', locale).view), (r) => r.text());
  page.view = (page.locale !== 'en' ? await read(page.locale) : null) ?? (await read('en'));
}
