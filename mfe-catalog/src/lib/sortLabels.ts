import type { SearchSort } from '@wellness/shared/domain';

/**
 * The sorts, in the order a visitor reads them (the search page offers all; the programs lists all but relevance and
 * the date). Their names are in the lists' catalogue (`sortLabelIn` of listMessages.ts).
 */
export const SEARCH_SORT_ORDER: readonly SearchSort[] = ['relevance', 'price-asc', 'price-desc', 'duration-asc', 'duration-desc', 'date-asc', 'rating-desc', 'newest'];
