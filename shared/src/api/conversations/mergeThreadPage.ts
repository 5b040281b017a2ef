import type { ThreadMessage, ThreadPage } from '@wellness/shared/domain';

const byTime = (a: ThreadMessage, b: ThreadMessage) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id);

/**
 * A thread's newest page as the cache keeps it: what was there (older lines, live messages) joined with what the
 * API answers now, one line per id, oldest first. A refetch answers only the newest 30: replacing the cache with it
 * would drop lines between the older pages already shown and the new newest page.
 */
export function mergeThreadPage(current: ThreadPage, incoming: ThreadPage): ThreadPage {
  const seen = new Map<string, ThreadMessage>();
  // Optimistic lines the server has since answered are replaced by the server's (the send's own result does that).
  for (const message of current.messages) seen.set(message.id, message);
  for (const message of incoming.messages) seen.set(message.id, message);
  const messages = [...seen.values()].sort(byTime);
  const keepsOlder = current.messages.length > 0 && incoming.messages.length > 0 && byTime(current.messages[0]!, incoming.messages[0]!) < 0;
  return { thread: incoming.thread, messages, olderCursor: keepsOlder ? current.olderCursor : incoming.olderCursor };
}

/** The id of a line shown before the API has answered for it. */
export const PENDING_PREFIX = 'pending-';

/**
 * Adds `message` to a page unless it is there already (a live event and the send's answer may both bring it). The
 * sender's own line may come back on the live channel before the send answers: it takes the place of the line shown
 * while sending, so the sender never sees it twice.
 */
export function withMessage(page: ThreadPage, message: ThreadMessage): void {
  if (page.messages.some((m) => m.id === message.id)) return;
  if (!message.id.startsWith(PENDING_PREFIX) && message.sender) {
    const sending = page.messages.findIndex((m) => m.id.startsWith(PENDING_PREFIX) && m.sender?.id === message.sender!.id && m.text === message.text);
    if (sending >= 0) page.messages.splice(sending, 1);
  }
  page.messages.push(message);
  page.messages.sort(byTime);
  page.thread.lastMessage = message;
  page.thread.updatedAt = message.at;
}
