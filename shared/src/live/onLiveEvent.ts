import type { UnknownAction } from '@reduxjs/toolkit';
import { addMiddleware } from '@wellness/shared/contract';
import type { LiveEvent } from '@wellness/shared/domain';

/** The action every live event is put in the store as, for the remotes' own caches (`onLiveEvent`). */
const LIVE_EVENT = 'live/event';
export const liveEventReceived = (event: LiveEvent) => ({ type: LIVE_EVENT, payload: event });
const isLiveEvent = (action: unknown): action is ReturnType<typeof liveEventReceived> => (action as { type?: unknown } | null)?.type === LIVE_EVENT;

/**
 * What a remote says a live event does to its own cache: `react` answers the action to dispatch for an event (its own
 * API's `invalidateTags`, typed with its own tags), or null. Declared once, where the remote's cache tags are; the
 * page's store runs it on each event the tab's live channel receives, whichever app started the channel.
 */
export function onLiveEvent(react: (event: LiveEvent) => UnknownAction | null): void {
  addMiddleware((store) => (next) => (action) => {
    const result = next(action);
    const reaction = isLiveEvent(action) ? react(action.payload) : null;
    if (reaction) store.dispatch(reaction);
    return result;
  });
}
