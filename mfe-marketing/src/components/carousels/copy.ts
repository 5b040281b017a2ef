import type { SectionCopy } from '../Section/Section';

// Headings of the carousels (home and chat), kept apart from their code so a placeholder can show them at once.

export const DESTINATIONS_COPY: SectionCopy = {
  id: 'recommended-destinations',
  eyebrow: 'Where to go',
  title: 'Recommended Destinations',
};

export const PROGRAMS_COPY: SectionCopy = {
  id: 'wellness-programs',
  eyebrow: 'What to do',
  title: 'Wellness Programs',
};

export const INSIGHTS_COPY: SectionCopy = {
  id: 'insights',
  eyebrow: 'Journal',
  title: 'Insights',
};

/** Carousel steps: 280 px at widths of 768 or less; above, 350 destinations, 340 programs, 280 insights. */
export const CAROUSEL_STEPS = {
  mobile: 280,
  destinations: 350,
  programs: 340,
  insights: 280,
} as const;
