import { useDeferredValue } from 'react';
import { useSampleData, type SampleData } from './sampleData';

/** What a home section shows: the API's answer, the bundled sample data after a failure, or nothing yet. */
export type Sourced<T> = { items: T; source: 'api' | 'sample' } | { items: undefined; source: 'loading' };

interface QueryLike<T> {
  data?: T;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
}

/**
 * RTK Query's `selectFromResult` for a query read by `useWithFallback`: only the fields it reads, a query not started
 * yet counted as fetching (as `useQuery` does without a selector). A query subscribes (and goes pending) from React's
 * effects, where a store update re-renders synchronously; with these fields nothing changes then, and the component
 * renders again only when the answer arrives.
 */
export const fallbackFields = <T>({ data, isError, isFetching, isUninitialized, error }: QueryLike<T> & { isUninitialized: boolean }): QueryLike<T> => ({
  data,
  isError,
  isFetching: isFetching || isUninitialized,
  error,
});

/**
 * The spec's fallback, in one place: while the query has data it wins; once it has failed (or timed out), the sample
 * data stands in. A failed query is not cached as data, so RTK Query asks the API again on the next visit, and its
 * answer replaces the sample as soon as it arrives. `usable` rejects an answer that must fall back too (an empty list).
 * The answer renders in a transition: RTK Query's updates are synchronous, and a list arriving would otherwise render
 * as one long task; deferred, React renders it in slices between which the browser stays responsive.
 */
export function useWithFallback<T>(query: QueryLike<T>, sample: (data: SampleData) => T, usable: (data: T) => boolean = () => true): Sourced<T> {
  const answer = useDeferredValue(query.data);
  const apiData = answer !== undefined && usable(answer) ? answer : undefined;
  const failed = query.isError || (answer !== undefined && apiData === undefined);
  const retrying = query.isFetching && query.error !== undefined;
  const data = useSampleData(apiData === undefined && failed, apiData === undefined && retrying);
  if (apiData !== undefined) return { items: apiData, source: 'api' };
  if (data) return { items: sample(data), source: 'sample' };
  return { items: undefined, source: 'loading' };
}
