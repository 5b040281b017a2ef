/**
 * Program details: the sticky nav's sections, in page order: each shown by its key in the page's catalogue (SPEC's
 * English is the catalogue's; its tests read it from SECTION_LABELS, out of the build).
 */
export const SECTIONS = [
  { id: 'about-program', key: 'sections.about' },
  { id: 'whats-included', key: 'sections.included' },
  { id: 'special-offers', key: 'sections.offers' },
  { id: 'events-retreats', key: 'sections.events' },
  { id: 'daily-schedule', key: 'sections.schedule' },
  { id: 'gallery', key: 'sections.gallery' },
  { id: 'arrival', key: 'sections.arrival' },
  { id: 'reviews', key: 'sections.reviews' },
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

/** The nav sticks about 80 px from the top; a click scrolls its section to 160 px from the top. */
export const STICKY_NAV_OFFSET = 80;
export const SCROLL_TO_OFFSET = 160;

/** The section in view: the last one whose top has passed the scroll-to line. */
export function sectionInView(tops: { id: SectionId; top: number }[], offset = SCROLL_TO_OFFSET): SectionId {
  let current: SectionId = tops[0]?.id ?? 'about-program';
  for (const { id, top } of tops) if (top - offset <= 1) current = id;
  return current;
}
