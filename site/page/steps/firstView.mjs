import { firstViewFiles } from '@wellness/shared/site-protocol';
import { fillView } from '../fillView.mjs';
import { remoteFile } from '../remoteFiles.mjs';

/** How long a page waits for the API's answer to its first call before it is served with its loading view instead. */
const DATA_TIMEOUT_MS = 400;

/**
 * The `data` of the API's answer at `href`, asked without the visitor's credentials (public data only), or null: no
 * answer in time, an error, or not JSON.
 * @param {string} href
 */
async function apiData(href) {
  try {
    const response = await fetch(href, { signal: AbortSignal.timeout(DATA_TIMEOUT_MS), headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json())?.data ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * The page's first view as its remote prerendered it (`first-view/<chunk>.html`), or, when the remote published a view
 * to fill (`<chunk>.filled.html`) and the API answers the page's first call in time, that view filled with the answer.
 * @type {import('../pipeline.mjs').PageStep}
 */
export async function readFirstView(page) {
  const { build } = page;
  if (!build?.chunk || page.view) return;
  const files = firstViewFiles(build.chunk);
  const view = await remoteFile(build.url(files.view), (r) => r.text());
  const firstCall = page.firstCalls[0];
  const template = firstCall ? await remoteFile(build.url(files.filled), (r) => r.text()) : null;
  page.view = (template && firstCall && fillView(template, await apiData(firstCall))) || view;
}
