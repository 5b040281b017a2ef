/** The details page's texts in English, the spec's word for word, as its catalogue has them (a test compares them). */
export const DETAILS_MESSAGES = {
  loading: 'Loading program details...',
  notFound: 'Program not found.',
  failed: 'Failed to load program details. Please try again later.',
  noEvents: 'No related events or retreats found.',
} as const;

/** The sticky nav's sections in SPEC's words, by id (a test keeps the catalogue's English equal to them). */
export const SECTION_LABELS = {
  'about-program': 'ABOUT PROGRAM',
  'whats-included': "WHAT'S INCLUDED",
  'special-offers': 'SPECIAL OFFERS',
  'events-retreats': 'EVENTS & RETREATS',
  'daily-schedule': 'DAILY SCHEDULE',
  gallery: 'GALLERY',
  arrival: 'ARRIVAL',
  reviews: 'REVIEWS',
} as const;

/** After a failure that is not a 404, the page shows its message this long, then returns to /explore. */
export const FAILURE_REDIRECT_MS = 3000;
