import type { SectionCopyKeys } from '../Section/sectionCopy';

// Headings of the carousels (home and chat), kept apart from their code so a placeholder can show them at once; their
// texts are the component messages'.

export const DESTINATIONS_COPY: SectionCopyKeys = {
  id: 'recommended-destinations',
  eyebrow: 'destinations.eyebrow',
  title: 'destinations.title',
};

export const PROGRAMS_COPY: SectionCopyKeys = {
  id: 'wellness-programs',
  eyebrow: 'programs.eyebrow',
  title: 'programs.title',
};

export const INSIGHTS_COPY: SectionCopyKeys = {
  id: 'insights',
  eyebrow: 'insights.eyebrow',
  title: 'insights.title',
};

/** Carousel steps: 280 px at widths of 768 or less; above, 350 destinations, 340 programs, 280 insights. */
export const CAROUSEL_STEPS = {
  mobile: 280,
  destinations: 350,
  programs: 340,
  insights: 280,
} as const;
