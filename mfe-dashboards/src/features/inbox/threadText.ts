import type { Role, ThreadMessage, ThreadSummary } from '@wellness/shared/domain';
import type { TFunction } from '@wellness/shared/i18n';

/** The roles that have an inbox. */
export type InboxRole = Extract<Role, 'user' | 'facility'>;

export const inboxPath = (role: InboxRole, threadId?: string) => `/dashboard/${role}/inbox${threadId ? `/${encodeURIComponent(threadId)}` : ''}`;

/** Who the thread is with, as its reader sees them: the host for a guest, the guest for a host. */
export function otherLabel(t: TFunction, thread: Pick<ThreadSummary, 'side' | 'other'>): string {
  if (!thread.other) return thread.side === 'guest' ? t('who.noHost') : t('who.noGuest');
  return thread.side === 'guest' ? t('who.host', { name: thread.other.name }) : t('who.guest', { name: thread.other.name });
}

/** A line the reader wrote (not a system line, not the other side's). */
export const isMine = (message: ThreadMessage, thread: Pick<ThreadSummary, 'other'>) =>
  message.kind === 'message' && message.sender !== null && message.sender.id !== thread.other?.id;

/** The inbox's excerpt of a thread's last line. */
export function excerpt(t: TFunction, thread: ThreadSummary, text: (line: string) => string): string {
  const last = thread.lastMessage;
  if (!last) return '';
  return isMine(last, thread) ? t('who.mine', { text: last.text }) : text(last.text);
}
