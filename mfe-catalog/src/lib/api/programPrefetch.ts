import type { ApiSuccess, Program } from '@wellness/shared/domain';
import { serverStartedCall } from './serverStarted';

/**
 * Render-as-you-fetch for /program-details/:slug (and ?slug=): the request for the program starts when the shell
 * prepares the area (while the page's code loads), not after the page has mounted, so its hero paints sooner (LCP).
 * The page's query takes the answer once; anything unexpected (not found, a private program, an error) leaves it to
 * the page's own request, which carries the session's token.
 */
const early = new Map<string, Promise<Program | null>>();

export function slugFromUrl(pathname: string, search: string): string | null {
  const fromPath = /^\/program-details\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (fromPath) return decodeURIComponent(fromPath);
  if (pathname.replace(/\/$/, '') === '/program-details') return new URLSearchParams(search).get('slug')?.trim() || null;
  return null;
}

export function prefetchProgram(pathname: string, search: string): void {
  const slug = slugFromUrl(pathname, search);
  if (!slug || early.has(slug) || typeof fetch !== 'function') return;
  const byServer = serverStartedCall(programPath(slug));
  const response = byServer
    ? fetch(byServer)
    : fetch('/config.json')
        .then((r) => (r.ok ? (r.json() as Promise<{ apiBaseUrl?: unknown }>) : null))
        .then((config) => (typeof config?.apiBaseUrl === 'string' ? fetch(programUrl(config.apiBaseUrl, slug)) : null));
  const pending = response
    .then((r) => (r?.ok ? (r.json() as Promise<ApiSuccess<Program>>) : null))
    .then((body) => (body?.data && body.data.slug === slug ? body.data : null))
    .then((program) => {
      if (program) preloadHeroImage(program.image);
      return program;
    })
    .catch(() => null);
  early.set(slug, pending);
}

const programUrl = (apiBaseUrl: string, slug: string) => `${apiBaseUrl}/api/programs/by-slug/${encodeURIComponent(slug)}`;
/** The path of the program's call as the browser writes it in a URL (the server's preload of it). */
const programPath = (slug: string) => new URL(programUrl('', slug), 'http://x').pathname;

/** The hero's sizes on the details page (ProgramDetailsPage), so the preloaded candidate is the one the page picks. */
export const HERO_SIZES = '(max-width: 900px) 100vw, 600px';

/** Starts the hero image (the page's largest paint) as soon as its address is known. */
function preloadHeroImage(url: string) {
  if (typeof Image === 'undefined' || !url) return;
  const img = new Image();
  const sized = /^(.*)-(480|960|1600)\.webp$/.exec(url);
  if (sized) {
    img.sizes = HERO_SIZES;
    img.srcset = [480, 960, 1600].map((w) => `${sized[1]}-${w}.webp ${w}w`).join(', ');
  }
  (img as HTMLImageElement & { fetchPriority?: string }).fetchPriority = 'high';
  img.src = url;
}

/** The prefetched program of this slug, once (later visits ask the API through the cache as usual). */
export function takePrefetchedProgram(slug: string): Promise<Program | null> | undefined {
  const pending = early.get(slug);
  early.delete(slug);
  return pending;
}
