import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { navBadgeSet } from '@wellness/shared/contract';
import { INBOX_BADGE, type LiveEvent } from '@wellness/shared/domain';
import { conversationsBase, INBOX_TAG, threadApi, UNREAD_TAG, withMessage } from '@wellness/shared/api/conversations';
import { liveEventReceived } from './onLiveEvent';

const LIVE_EVENT_TYPES = new Set<string>(['message', 'thread-read', 'booking', 'unread']);

/**
 * The JSON of one event, or null for anything this build does not know. Hand-checked rather than with zod: it only
 * needs the discriminant, zod would add its weight to the shell's live chunk, and the API is ours.
 */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as { type?: unknown };
    return event && typeof event === 'object' && typeof event.type === 'string' && LIVE_EVENT_TYPES.has(event.type) ? (event as LiveEvent) : null;
  } catch {
    return null;
  }
}

/** What one event changes in the store: a thread's cache, the inbox, the unread badge; then each remote's own cache. */
// The store's state type has the API slice as optional (it joins when loaded); RTK Query's thunks want it required.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store that holds the one API slice
export type LiveDispatch = ThunkDispatch<any, unknown, UnknownAction>;

export function handleLiveEvent(event: LiveEvent, dispatch: LiveDispatch): void {
  switch (event.type) {
    case 'message':
      // Only a thread some page holds is updated (no entry, nothing to do); the inbox asks again for its order.
      dispatch(threadApi.util.updateQueryData('thread', { threadId: event.threadId }, (page) => withMessage(page, event.message)));
      dispatch(conversationsBase.util.invalidateTags([INBOX_TAG]));
      break;
    case 'thread-read':
      dispatch(conversationsBase.util.invalidateTags([INBOX_TAG, UNREAD_TAG]));
      break;
    case 'booking':
      // The booking's thread has a new line; the lists of bookings are the remotes' (onLiveEvent).
      dispatch(conversationsBase.util.invalidateTags([INBOX_TAG, ...(event.threadId ? [{ type: 'Thread' as const, id: event.threadId }] : [])]));
      break;
    case 'unread':
      dispatch(navBadgeSet({ key: INBOX_BADGE, count: event.unread }));
      break;
  }
  dispatch(liveEventReceived(event));
}
