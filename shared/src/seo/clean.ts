/** A schema.org object as the builders return it: plain JSON, `@context` and `@type` on the top level. */
export type JsonLd = Record<string, unknown>;

/**
 * A copy without `undefined`, `null`, empty strings or empty arrays, deeply: a structured-data property with no value is
 * left out rather than written empty (Google reports `"image": ""` or `"review": []` as invalid). Numbers, `false` and
 * non-empty strings are kept.
 */
export function stripEmpty<T>(value: T): T {
  return prune(value) as T;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, prune(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  return value;
}

/** The builders' final step: the schema.org context, then the pruned object. */
export function ld(type: string, properties: Record<string, unknown>): JsonLd {
  return { '@context': 'https://schema.org', '@type': type, ...(stripEmpty(properties) ?? {}) };
}
