import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@wellness/shared/contract';
import { useDebounced } from '@wellness/shared/ui';

/** How long a search box waits for the typing to settle before the URL (and so the API) takes it. */
const SEARCH_DEBOUNCE_MS = 250;

type Changes = Record<string, string | null>;

/**
 * Sets (or, for null and '', removes) keys of the URL's query, keeping the others: a paged list's page, search and
 * filter live there, so a reload or a shared link shows the same page. `replace` for what changes as one types.
 */
export function useQueryParams(): [URLSearchParams, (changes: Changes, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Changes, options?: { replace?: boolean }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options?.replace ?? false, preventScrollReset: true },
      ),
    [setParams],
  );
  return [params, update];
}

/** The page of a list (from 1) in the URL's query under `key`; anything but a whole number from 1 reads as 1. */
export function usePageParam(key = 'page'): [number, (page: number) => void] {
  const [params, update] = useQueryParams();
  const raw = params.get(key) ?? '';
  const page = /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  const setPage = useCallback((next: number) => update({ [key]: next > 1 ? String(next) : null }), [key, update]);
  return [page, setPage];
}

/**
 * A search box kept in the URL's query under `key`: `text` follows the typing, `q` (what the list asks the API for)
 * is the URL's, written once the typing has settled, with the list's page keys (`resets`) removed so a new search
 * starts on its first page. When the URL's value changes from elsewhere (a tab switch, Back), the box follows it.
 */
export function useSearchParam(key = 'q', resets: readonly string[] = ['page']) {
  const [params, update] = useQueryParams();
  const q = params.get(key) ?? '';
  const [text, setText] = useState(q);
  const settled = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const written = useRef(q);

  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    update({ [key]: settled, ...Object.fromEntries(resets.map((r) => [r, null])) }, { replace: true });
    // Only a new settled text writes; the keys are fixed per list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setText(q);
  }, [q]);

  return { q, text, setText };
}
