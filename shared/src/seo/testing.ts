/**
 * Test helpers: walk a JSON-LD object. Kept beside the builders' tests (not exported from the entry point).
 */

/** Every string value anywhere in the object under a key named like a URL (url, item, logo, image, @id, urlTemplate). */
export function urlValues(value: unknown, key = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => urlValues(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => urlValues(v, k));
  }
  return typeof value === 'string' && /^(url|item|logo|image|@id|urlTemplate)$/.test(key) ? [value] : [];
}

/** Whether a value holds undefined, null or an empty string anywhere (what structured data must not carry). */
export function hasEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0 || value.some(hasEmpty);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).some(hasEmpty);
  return false;
}
