import { LIST_PAGE_SIZE } from '@wellness/shared/domain';

/** A page of a searched list, as the dashboards ask for it: the search text and the page from 1. */
export interface PageArgs {
  q: string;
  page: number;
}

/** The query string of a page: limit and offset of LIST_PAGE_SIZE rows, and q when there is one. */
export const pageParams = ({ q, page }: PageArgs) => ({
  limit: LIST_PAGE_SIZE,
  offset: (Math.max(1, page) - 1) * LIST_PAGE_SIZE,
  ...(q ? { q } : {}),
});
