// Threads between a guest and a program's owner, the inbox, live notices and email preferences, in words, numbers
// and types (their schemas: @wellness/shared/schemas).

import type { BookingState } from './booking';

export const MESSAGE_MAX = 2000;
/** Messages per page of a thread (the newest page first, read oldest first). */
export const THREAD_PAGE_SIZE = 30;
export const INBOX_PAGE_SIZE = 20;

/** An inquiry: a question about a program before booking. A booking thread: one per booking. */
export type ThreadKind = 'inquiry' | 'booking';

/** Which side of a thread the caller is. */
export type ThreadSide = 'guest' | 'owner';

/** A person as the other side sees them: first name and last initial; never an email address or a phone number. */
export interface ThreadPerson {
  id: string;
  name: string;
}

/** One line of a thread: a person's message, or a system line written by a booking change. */
export interface ThreadMessage {
  id: string;
  kind: 'message' | 'system';
  /** null for a system line. */
  sender: ThreadPerson | null;
  /** The booking state a system line tells of. */
  bookingState: BookingState | null;
  text: string;
  /** ISO timestamp. */
  at: string;
}

export interface ThreadSummary {
  id: string;
  kind: ThreadKind;
  program: { id: string; slug: string; name: string; image: string };
  /** The booking a booking thread is about. */
  booking: { id: string; state: BookingState; startDate: string } | null;
  /** The caller's side. */
  side: ThreadSide;
  /** The other side; null when the program has no owner account (a sample program). */
  other: ThreadPerson | null;
  lastMessage: ThreadMessage | null;
  unread: number;
  updatedAt: string;
}

export interface ThreadPage {
  thread: ThreadSummary;
  /** Oldest first. */
  messages: ThreadMessage[];
  /** Pass as `before` for the older page; null when this is the first message. */
  olderCursor: string | null;
}

export interface InboxPage {
  threads: ThreadSummary[];
  /** Pass as `after` for the next page; null on the last page. */
  next: string | null;
}

/** GET /api/threads/unread */
export interface UnreadCount {
  unread: number;
}

/**
 * What the live channel (GET /api/events, Server-Sent Events) sends a signed-in tab. Each event has an increasing id;
 * a reconnect sends Last-Event-ID and gets what it missed.
 */
export type LiveEvent =
  | { type: 'message'; threadId: string; message: ThreadMessage }
  | { type: 'thread-read'; threadId: string }
  | { type: 'booking'; bookingId: string; state: BookingState; threadId: string | null }
  | { type: 'unread'; unread: number };

/** The navigation badge key the dashboards remote declares on its Inbox entries. */
export const INBOX_BADGE = 'inbox-unread';

export const THREAD_MESSAGES = {
  notAParty: 'You are not part of this conversation.',
  notFound: 'Conversation not found.',
  empty: 'Write a message first.',
  tooLong: `Messages are at most ${MESSAGE_MAX} characters.`,
  ownProgram: 'You cannot start a conversation about your own program.',
  noHost: 'This program has no host to write to yet.',
  tooMany: 'You are sending messages too quickly. Wait a moment and try again.',
  inboxEmpty: 'No conversations yet',
  askHost: 'Ask the host a question',
} as const;

/** The system line a booking change writes into its thread. */
export const SYSTEM_LINE: Partial<Record<BookingState, string>> = {
  requested: 'Booking requested.',
  confirmed: 'Booking confirmed.',
  declined: 'Booking declined by the host.',
  expired: 'The request expired without an answer.',
  canceled_by_guest: 'Booking canceled by the guest.',
  canceled_by_provider: 'Booking canceled by the host.',
  completed: 'Stay completed.',
};
