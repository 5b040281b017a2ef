import { SITE_NAME } from './site';

/**
 * A meta description from a page's text: whitespace collapsed, and when longer than `max` characters cut at the last
 * word that fits, followed by "…" (the ellipsis counts in `max`), never inside a word. Hand-written: a sentence-aware
 * summariser would be a dependency for one line of behaviour.
 */
export function describe(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max); // max - 1 characters of text plus the ellipsis, and one to see a word's end
  const cut = room.lastIndexOf(' ');
  // A single word longer than the room: keep it cut at a character rather than return nothing.
  const head = cut > 0 ? room.slice(0, cut) : flat.slice(0, max - 1);
  return `${head.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** A page's title: its own parts, then the site's name ("Tuscan Thermal Springs Renewal · Wellness Travel"). */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  const own = parts.map((part) => part?.replace(/\s+/g, ' ').trim()).filter((part): part is string => Boolean(part));
  return [...own, SITE_NAME].join(' · ');
}
