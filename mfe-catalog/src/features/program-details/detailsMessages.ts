import en from './messages/en.json';

/** The details page's texts in English, the spec's word for word (the page shows them from its catalogue). */
export const DETAILS_MESSAGES = {
  loading: en.loading,
  notFound: en.notFound,
  failed: en.failed,
  noEvents: en.events.none,
} as const;

/** After a failure that is not a 404, the page shows its message this long, then returns to /explore. */
export const FAILURE_REDIRECT_MS = 3000;
