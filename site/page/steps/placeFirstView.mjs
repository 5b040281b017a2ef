import { FIRST_VIEW_HEADER_CLASS, FIRST_VIEW_ID, FIRST_VIEW_LAYOUT_CLASS, FIRST_VIEW_MAIN_CLASS } from '@wellness/shared/site-protocol';

/**
 * The preload React writes in a view for its image marked `fetchPriority="high"`, its largest paint. It goes to the
 * top of the head: in the view, the browser found it after the preloads of every script, which only run once the view
 * has painted, and over HTTP/1.1 it then waited for one of the origin's six connections.
 */
const VIEW_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\sfetchPriority="high"[^>]*>/g;

/**
 * The first view in the page, before the app's root, inert (a picture of the page until the app renders it), inside
 * the shell's header and footer as they are on this page (the footer unless the area has none), so the first paint
 * is the whole page.
 * @type {import('../pipeline.mjs').PageStep}
 */
export async function placeFirstView(page) {
  const { view, area } = page;
  if (!view || !area) return;
  const { config, url, chrome } = page.request;
  const footer = config.remotes[/** @type {import('@wellness/shared/contract').RemoteName} */ (area)].footer !== false;
  const shell = (await chrome?.(page.navigation, url.pathname, footer, page.locale)) ?? null;
  page.headFirst.push(...(view.match(VIEW_IMAGE_PRELOAD) ?? []));
  const header = shell ? `<div class="${FIRST_VIEW_HEADER_CLASS}">${shell.header}</div>` : '';
  const main = `<main class="${FIRST_VIEW_MAIN_CLASS}" data-under-header="${shell?.underHeader ?? false}">${view.replace(VIEW_IMAGE_PRELOAD, '')}</main>`;
  page.beforeRoot.push(`<div id="${FIRST_VIEW_ID}" class="${FIRST_VIEW_LAYOUT_CLASS}" inert>${header}${main}${shell?.footer ?? ''}</div>`);
}
