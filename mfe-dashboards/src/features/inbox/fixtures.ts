import type { ThreadMessage, ThreadPage, ThreadSummary } from '@wellness/shared/domain';

/** A thread as the API lists it; by default a guest's inquiry with the host Hana H., read. */
export function threadSummary(over: Partial<ThreadSummary> & { id: string }): ThreadSummary {
  return {
    kind: 'inquiry', program: { id: 'p1', slug: 'calm-retreat', name: 'Calm Retreat', image: '/media/gallery/gallery-01-480.webp' }, booking: null,
    side: 'guest', other: { id: 'h1', name: 'Hana H.' }, lastMessage: null, unread: 0, updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

export function line(id: string, text: string, over: Partial<ThreadMessage> = {}): ThreadMessage {
  return { id, kind: 'message', sender: { id: 'h1', name: 'Hana H.' }, bookingState: null, text, at: `2026-11-20T10:${id.replace(/\D/g, '').padStart(2, '0')}:00.000Z`, ...over };
}

export function threadPage(thread: ThreadSummary, messages: ThreadMessage[], olderCursor: string | null = null): ThreadPage {
  return { thread, messages, olderCursor };
}
