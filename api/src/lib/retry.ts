import { databaseErrorOf } from './errors';

/**
 * PostgreSQL gave up a transaction that did nothing wrong: a deadlock (40P01: it chose this transaction to break a
 * cycle of locks) or a serialization failure (40001). The same transaction run again succeeds or fails on its merits.
 */
export const isTransient = (error: unknown) => {
  const code = databaseErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
};

/** Attempts of a transaction the database gave up (the first included); past them, the error handler answers 409. */
export const TRANSIENT_ATTEMPTS = 4;

/**
 * Runs `attempt` (a whole transaction: it opens and commits its own) again when the database gave it up, after a short
 * random pause so the two sides of a deadlock do not meet again at once. Anything else, and the last failure, is
 * thrown as it is (the error handler answers a transient one 409 `TRY_AGAIN` with Retry-After).
 */
export async function retryTransient<T>(attempt: () => Promise<T>, attempts = TRANSIENT_ATTEMPTS): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= attempts || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * i));
    }
  }
}
