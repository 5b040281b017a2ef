import type { SearchSort } from '@wellness/shared/domain';

/** What each sort is called, on the search page and on the programs lists (which use every sort but these two). */
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'duration-asc': 'Duration: shortest first',
  'duration-desc': 'Duration: longest first',
  'date-asc': 'Soonest available date',
  'rating-desc': 'Top rated',
  newest: 'Newest',
};
