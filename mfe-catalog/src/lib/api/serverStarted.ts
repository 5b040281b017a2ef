/**
 * API calls the site's server started with the page (`firstData` in app/firstPaint.tsx: a preload in the head, made
 * while the HTML was still arriving). A `fetch` of the same address takes that answer instead of asking again.
 */

/** The address of the call to `path` (the API's path, without its origin) that the server started, if it did. */
export function serverStartedCall(path: string): string | null {
  if (typeof document === 'undefined') return null;
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
  return [...links].map((link) => link.href).find((href) => new URL(href).pathname === path) ?? null;
}

/**
 * The `data` of the server-started call to `path`, or null: when the server did not start it, or it fails, or it has
 * not answered within `waitMs` (the page then asks on its own, as usual).
 */
export async function takeServerStarted(path: string, waitMs: number): Promise<unknown> {
  const href = serverStartedCall(path);
  if (!href || typeof fetch !== 'function') return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)));
  const answer = fetch(href)
    .then((response) => (response.ok ? (response.json() as Promise<{ data?: unknown }>) : null))
    .then((body) => body?.data ?? null)
    .catch(() => null);
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
