/** The explore page's texts and messages, word for word as the product gives them. */
export const EXPLORE_MESSAGES = {
  partial: 'Failed to load some data. Showing available content.',
  failed: 'Failed to load data. Please try again later.',
  loading: 'Loading wellness experiences...',
  noCategories: 'No program categories found',
  noDestinations: 'No destinations found',
} as const;
