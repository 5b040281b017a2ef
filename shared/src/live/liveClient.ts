import { navBadgeSet, rootReducer, selectApiBaseUrl, selectToken, type AppStore } from '@wellness/shared/contract';
import { INBOX_BADGE } from '@wellness/shared/domain';
import { conversationsBase, INBOX_TAG, unreadCountApi, UNREAD_TAG } from '@wellness/shared/api/conversations';
import { handleLiveEvent, parseLiveEvent } from './handleLiveEvent';
import { liveSlice, liveStatusChanged } from './liveStatus';

export interface LiveOptions {
  /** The EventSource class (tests pass a fake). */
  EventSource?: typeof EventSource;
  /** Milliseconds before reconnect attempt `n` (from 1). Default: 1 s, 2 s, 4 s … up to 30 s, with jitter. */
  backoffMs?: (attempt: number) => number;
}

const EVENT_NAMES = ['message', 'thread-read', 'booking', 'unread'] as const;

export const defaultBackoffMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);

// One channel per tab, whichever copy of this module starts it (the shell's; a remote's standalone harness).
const RUNNING = Symbol.for('wellness.live');
type Running = { stop: () => void };
const registry = globalThis as { [RUNNING]?: Running };

/**
 * The tab's live channel (Server-Sent Events on GET /api/events). While the session has a user it asks the unread
 * count once, takes a short-lived ticket (POST /api/events/ticket: EventSource sends no Authorization header) and
 * listens; each event updates the store (handleLiveEvent). An error closes the source and reconnects after a backoff
 * with a new ticket, passing the last event id so the server sends what was missed. The status (`live` slice) tells
 * pages to poll while the channel is down. Sign-out closes it. Returns a stop function.
 */
export function startLive(store: AppStore, options: LiveOptions = {}): () => void {
  if (registry[RUNNING]) return registry[RUNNING].stop;
  rootReducer.inject(liveSlice);
  const Source = options.EventSource ?? globalThis.EventSource;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;

  let token: string | null = null;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastEventId = '';
  // Bumped on every (dis)connect: an answer for an older connection is dropped.
  let generation = 0;

  const setStatus = (status: Parameters<typeof liveStatusChanged>[0]) => store.dispatch(liveStatusChanged(status));

  const close = () => {
    generation += 1;
    clearTimeout(timer);
    source?.close();
    source = null;
  };

  const retry = (mine: number) => {
    if (mine !== generation) return;
    close();
    setStatus('down');
    attempt += 1;
    const current = generation;
    timer = setTimeout(() => current === generation && void connect(), backoffMs(attempt));
  };

  const connect = async () => {
    const mine = ++generation;
    const baseUrl = selectApiBaseUrl(store.getState());
    if (!Source) return setStatus('down');
    if (!token) return;
    // The site's config has not loaded yet: try again shortly.
    if (!baseUrl) return retry(mine);
    setStatus('connecting');
    let ticket: string;
    try {
      const response = await fetch(`${baseUrl}/api/events/ticket`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`ticket answered ${response.status}`);
      ticket = ((await response.json()) as { data: { ticket: string } }).data.ticket;
    } catch {
      return retry(mine);
    }
    if (mine !== generation) return;
    const query = new URLSearchParams({ ticket });
    // A new URL is a new stream to EventSource: it sends Last-Event-ID only on its own reconnects, so pass it here.
    if (lastEventId) query.set('lastEventId', lastEventId);
    const es = new Source(`${baseUrl}/api/events?${query}`);
    source = es;
    es.onopen = () => {
      if (mine !== generation) return;
      // After a drop, what polling showed meanwhile may be stale: ask once more (the server also replays from the id).
      if (attempt > 0) store.dispatch(conversationsBase.util.invalidateTags([INBOX_TAG, UNREAD_TAG]));
      attempt = 0;
      setStatus('open');
    };
    const onEvent = (message: MessageEvent) => {
      if (mine !== generation) return;
      if (message.lastEventId) lastEventId = message.lastEventId;
      const event = parseLiveEvent(message.data);
      if (event) handleLiveEvent(event, store.dispatch);
    };
    // Events come as the default `message` type or named by their own type; each reaches exactly one listener.
    for (const name of EVENT_NAMES) es.addEventListener(name, onEvent);
    es.onerror = () => retry(mine);
  };

  const readUnread = async () => {
    const request = store.dispatch(unreadCountApi.endpoints.unreadCount.initiate(undefined, { subscribe: false, forceRefetch: true }));
    const { data } = await request;
    if (data) store.dispatch(navBadgeSet({ key: INBOX_BADGE, count: data.unread }));
  };

  const follow = () => {
    const next = selectToken(store.getState());
    if (next === token) return;
    token = next;
    close();
    attempt = 0;
    lastEventId = '';
    if (token) {
      void readUnread();
      void connect();
    } else {
      setStatus('off');
      store.dispatch(navBadgeSet({ key: INBOX_BADGE, count: 0 }));
    }
  };

  const unsubscribe = store.subscribe(follow);
  follow();

  const stop = () => {
    unsubscribe();
    close();
    setStatus('off');
    delete registry[RUNNING];
  };
  registry[RUNNING] = { stop };
  return stop;
}
