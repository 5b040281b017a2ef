import { selectLocale, serverStartedCall, type AppStore } from '@wellness/shared/contract';
import { nextTask } from '@wellness/shared/scheduling';
import { srcSetFor } from '@wellness/shared/ui';

/**
 * Render-as-you-fetch for /program-details/:slug (and ?slug=). When the site's server started the program's call with
 * the page, its answer is on its way already: the page's own query takes it when the page mounts, so the page's
 * first render stays its light loading view and the program renders after it, in a transition (a page mounted with
 * its program renders whole in one long task). Without it (a dev server), the program starts loading into the store
 * when the shell prepares the area, through the page's own query, so its hero paints sooner and nothing is asked
 * twice.
 */
export function slugFromUrl(pathname: string, search: string): string | null {
  const fromPath = /^\/program-details\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (fromPath) return decodeURIComponent(fromPath);
  if (pathname.replace(/\/$/, '') === '/program-details') return new URLSearchParams(search).get('slug')?.trim() || null;
  return null;
}

export async function prefetchProgram(pathname: string, search: string, store: AppStore): Promise<void> {
  const slug = slugFromUrl(pathname, search);
  const locale = selectLocale(store.getState());
  // The server starts the English call (firstData); a page in another language asks its own.
  if (!slug || (locale === 'en' && serverStartedCall(`/api/programs/by-slug/${encodeURIComponent(slug)}`))) return;
  // The API client first, in a task of its own, then the query's module: as the catalog's pages load (app/Area.tsx).
  await import('@wellness/shared/api');
  await nextTask();
  // Named as the page's chunk, which holds the query too: one file, already preloaded by the server.
  const { startProgramQuery } = await import(/* webpackChunkName: "route-program-details" */ './program');
  const program = await startProgramQuery(store.dispatch, slug, locale);
  if (program?.image) preloadHeroImage(program.image);
}

/** The hero's sizes on the details page (ProgramDetailsPage), so the preloaded candidate is the one the page picks. */
export const HERO_SIZES = '(max-width: 900px) 100vw, 600px';

/** Starts the hero image (the page's largest paint) as soon as its address is known, with the srcset the page gives it. */
function preloadHeroImage(url: string) {
  if (typeof Image === 'undefined') return;
  const img = new Image();
  const srcset = srcSetFor(url);
  if (srcset) {
    img.sizes = HERO_SIZES;
    img.srcset = srcset;
  }
  (img as HTMLImageElement & { fetchPriority?: string }).fetchPriority = 'high';
  img.src = url;
}
