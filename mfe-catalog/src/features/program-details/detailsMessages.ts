/** The details page's texts in English, the spec's word for word, as its catalogue has them (a test compares them). */
export const DETAILS_MESSAGES = {
  loading: 'Loading program details...',
  notFound: 'Program not found.',
  failed: 'Failed to load program details. Please try again later.',
  noEvents: 'No related events or retreats found.',
} as const;

/** After a failure that is not a 404, the page shows its message this long, then returns to /explore. */
export const FAILURE_REDIRECT_MS = 3000;
