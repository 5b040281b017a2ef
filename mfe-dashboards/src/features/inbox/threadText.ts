import { BOOKING_STATE_LABEL, OWNER_BOOKING_STATE_LABEL, type BookingState, type Role, type ThreadMessage, type ThreadSide, type ThreadSummary } from '@wellness/shared/domain';

/** The roles that have an inbox. */
export type InboxRole = Extract<Role, 'user' | 'facility'>;

export const inboxPath = (role: InboxRole, threadId?: string) => `/dashboard/${role}/inbox${threadId ? `/${encodeURIComponent(threadId)}` : ''}`;

/** Who the thread is with, as its reader sees them: the host for a guest, the guest for a host. */
export function otherLabel(thread: Pick<ThreadSummary, 'side' | 'other'>): string {
  if (!thread.other) return thread.side === 'guest' ? 'No host yet' : 'No guest';
  return `${thread.side === 'guest' ? 'Host' : 'Guest'}: ${thread.other.name}`;
}

/** A line the reader wrote (not a system line, not the other side's). */
export const isMine = (message: ThreadMessage, thread: Pick<ThreadSummary, 'other'>) =>
  message.kind === 'message' && message.sender !== null && message.sender.id !== thread.other?.id;

/** The inbox's excerpt of a thread's last line. */
export function excerpt(thread: ThreadSummary): string {
  const last = thread.lastMessage;
  if (!last) return '';
  return isMine(last, thread) ? `You: ${last.text}` : last.text;
}

/** A booking's state in the words of the thread's reader: the host reads "Awaiting your answer", the guest "Waiting for the host". */
export const stateLabel = (side: ThreadSide, state: BookingState) => (side === 'owner' ? OWNER_BOOKING_STATE_LABEL : BOOKING_STATE_LABEL)[state];
