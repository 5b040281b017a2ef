/**
 * Uploaded images are served by the API (`/uploads/…`), the product's media by the site (`/media/…`): an upload's
 * address is made absolute on the API's origin.
 */
export function imageSrc(path: string, apiBaseUrl: string | null | undefined): string {
  if (path.startsWith('/uploads/') && apiBaseUrl) return `${apiBaseUrl.replace(/\/$/, '')}${path}`;
  return path;
}
