import { BOOKING_MESSAGES, THREAD_MESSAGES } from '@wellness/shared/domain';
import type { RawQuery } from '../db/client';
import { conflict } from './errors';

// Whether a program has a host who answers: an owner account, and that account active. A program without one takes no
// booking and no question (a request would only expire, a message would never be read), and its details say so
// (`Program.hostReachable`). Shared by the program details, the booking process and the conversations.

/** Whether this owner answers: their account exists and is active. */
export async function hostReachable(query: RawQuery, ownerId: string | null): Promise<boolean> {
  if (!ownerId) return false;
  const [row] = await query(`SELECT 1 FROM users WHERE id = $1 AND status = 'active'`, [ownerId]);
  return Boolean(row);
}

/** 409 NO_HOST, in the words of the thing refused. */
export const noHost = (what: 'booking' | 'question') => conflict('NO_HOST', what === 'booking' ? BOOKING_MESSAGES.noHost : THREAD_MESSAGES.noHost);
