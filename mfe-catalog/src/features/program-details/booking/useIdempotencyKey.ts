import { useCallback, useRef } from 'react';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `bk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The Idempotency-Key of a booking attempt. Sending the same request again (a second press after a failure or a
 * lost answer) sends the same key, so the API stores the booking once and answers with it; a changed request is a
 * new booking and gets a new key (the API refuses a key reused for a different request).
 */
export function useIdempotencyKey(): (request: unknown) => string {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useCallback((request: unknown) => {
    const sent = JSON.stringify(request);
    if (last.current?.request !== sent) last.current = { request: sent, key: newKey() };
    return last.current.key;
  }, []);
}
