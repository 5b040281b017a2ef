import type { ThreadMessage, ThreadPage } from '@wellness/shared/domain';
import { PENDING_PREFIX, withMessage } from './mergeThreadPage';

const me = { id: 'u-1', name: 'Ana B.' };
const line = (id: string, text: string, at: string, sender = me): ThreadMessage => ({ id, kind: 'message', sender, bookingState: null, text, at });
const page = (messages: ThreadMessage[]): ThreadPage => ({
  thread: { id: 't-1', kind: 'inquiry', program: { id: 'p', slug: 'p', name: 'P', image: '' }, booking: null, side: 'guest', other: null, lastMessage: null, unread: 0, updatedAt: '' },
  messages,
  olderCursor: null,
});

describe('withMessage', () => {
  it("takes the sending line's place when the sender's own line comes back first on the live channel", () => {
    const current = page([line('1', 'Hello', '2026-11-25T10:00:00Z'), line(`${PENDING_PREFIX}1`, 'Is there parking?', '2026-11-25T10:01:00Z')]);
    withMessage(current, line('2', 'Is there parking?', '2026-11-25T10:01:01Z'));
    expect(current.messages.map((m) => m.id)).toEqual(['1', '2']);
    // The send's own answer then brings the same line: still once.
    withMessage(current, line('2', 'Is there parking?', '2026-11-25T10:01:01Z'));
    expect(current.messages.map((m) => m.id)).toEqual(['1', '2']);
  });

  it("keeps a sending line that another person's line does not match", () => {
    const current = page([line(`${PENDING_PREFIX}2`, 'Thanks', '2026-11-25T10:01:00Z')]);
    withMessage(current, line('3', 'Thanks', '2026-11-25T10:01:01Z', { id: 'u-2', name: 'Host H.' }));
    expect(current.messages.map((m) => m.id)).toEqual([`${PENDING_PREFIX}2`, '3']);
    expect(current.thread.lastMessage?.id).toBe('3');
  });
});
