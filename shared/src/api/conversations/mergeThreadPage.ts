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

/** Adds `message` to a page unless it is there already (a live event and the send's answer may both bring it). */
export function withMessage(page: ThreadPage, message: ThreadMessage): void {
  if (page.messages.some((m) => m.id === message.id)) return;
  page.messages.push(message);
  page.messages.sort(byTime);
  page.thread.lastMessage = message;
  page.thread.updatedAt = message.at;
}
