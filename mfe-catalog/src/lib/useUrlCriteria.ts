import { useState } from 'react';

/**
 * Criteria read from the URL, with the visitor's latest change shown at once.
 *
 * React Router commits a navigation as a React transition. A control bound only to the URL (a checked radio, a
 * select's value) is put back to its old value by React as soon as the change event ends, and shows the new one only
 * when that transition lands: on a slow phone the radio visibly springs back, and a second change in that time starts
 * from the old value. So the change is kept here until the URL it navigated from is gone.
 */
export function useUrlCriteria<T>(fromUrl: T, search: string): [shown: T, remember: (next: T) => void] {
  const [pending, setPending] = useState<{ from: string; criteria: T } | null>(null);
  // Dropped as soon as the URL moves, so that coming back to the URL it was made on (back) does not revive it.
  if (pending !== null && pending.from !== search) setPending(null);
  const shown = pending !== null && pending.from === search ? pending.criteria : fromUrl;
  return [shown, (next: T) => setPending({ from: search, criteria: next })];
}
