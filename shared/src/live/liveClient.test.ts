import { navBadgeSet, selectNavBadge, signedIn, signedOut, type AppStore } from '@wellness/shared/contract';
import { INBOX_BADGE, type ThreadMessage, type ThreadPage } from '@wellness/shared/domain';
import { makeTestStore } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { threadApi } from '@wellness/shared/api/conversations';
import { startLive } from './liveClient';
import { selectLiveStatus } from './liveStatus';

startMockApi();

/** A stand-in for the browser's EventSource: the test opens, fails and feeds each source by hand. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  emit(data: unknown, id: string, name = 'message') {
    for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id }));
  }
  fail() {
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.all.at(-1)!;
const user = { id: 'u1', email: 'guest@example.com', role: 'user' as const, firstName: 'Ada', lastName: 'Guest', phone: '' };
const message = (id: string, text: string): ThreadMessage => ({ id, kind: 'message', sender: { id: 'h1', name: 'Hana H.' }, bookingState: null, text, at: `2026-11-20T10:0${id.length}:00.000Z` });
const page: ThreadPage = {
  thread: {
    id: 't1', kind: 'inquiry', program: { id: 'p1', slug: 'calm', name: 'Calm Retreat', image: '' }, booking: null, side: 'guest',
    other: { id: 'h1', name: 'Hana H.' }, lastMessage: null, unread: 0, updatedAt: '2026-11-20T10:00:00.000Z',
  },
  messages: [message('m1', 'Hello')],
  olderCursor: null,
};

let tickets: number;
let store: AppStore;
let stop: () => void;

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

beforeEach(() => {
  FakeEventSource.all = [];
  tickets = 0;
  server.use(
    http.post(apiUrl('/api/events/ticket'), ({ request }) => {
      expect(request.headers.get('Authorization')).toBe('Bearer tok');
      tickets += 1;
      return HttpResponse.json({ data: { ticket: `tk${tickets}` } });
    }),
    http.get(apiUrl('/api/threads/unread'), () => HttpResponse.json({ data: { unread: 4 } })),
    http.get(apiUrl('/api/threads/t1'), () => HttpResponse.json({ data: page })),
  );
  store = makeTestStore();
});

afterEach(() => stop());

const start = () => {
  stop = startLive(store, { EventSource: FakeEventSource as unknown as typeof EventSource, backoffMs: () => 10 });
};

describe('the live channel', () => {
  it('opens nothing while signed out, then one source with a ticket once signed in, and sets the badge from the unread count', async () => {
    start();
    expect(FakeEventSource.all).toHaveLength(0);
    store.dispatch(signedIn({ user, token: 'tok' }));
    await waitFor(() => FakeEventSource.all.length === 1);
    expect(latest().url).toBe(apiUrl('/api/events?ticket=tk1'));
    await waitFor(() => selectNavBadge(store.getState(), INBOX_BADGE) === 4);
    latest().open();
    expect(selectLiveStatus(store.getState())).toBe('open');
  });

  it('sets the badge from unread events and appends a new message to the thread a page holds', async () => {
    store.dispatch(signedIn({ user, token: 'tok' }));
    const thread = store.dispatch(threadApi.endpoints.thread.initiate({ threadId: 't1' }));
    await thread;
    start();
    await waitFor(() => FakeEventSource.all.length === 1);
    latest().open();
    latest().emit({ type: 'unread', unread: 7 }, '5');
    expect(selectNavBadge(store.getState(), INBOX_BADGE)).toBe(7);
    latest().emit({ type: 'message', threadId: 't1', message: message('m22', 'Are you there?') }, '6');
    const cached = threadApi.endpoints.thread.select({ threadId: 't1' })(store.getState() as never);
    expect(cached.data?.messages.map((m) => m.text)).toEqual(['Hello', 'Are you there?']);
    // The same message again (the send's own answer, or a replay) is not shown twice.
    latest().emit({ type: 'message', threadId: 't1', message: message('m22', 'Are you there?') }, '6');
    expect(threadApi.endpoints.thread.select({ threadId: 't1' })(store.getState() as never).data?.messages).toHaveLength(2);
    // Named events are handled as well as the default `message` event.
    latest().emit({ type: 'unread', unread: 2 }, '7', 'unread');
    expect(selectNavBadge(store.getState(), INBOX_BADGE)).toBe(2);
    thread.unsubscribe();
  });

  it('reconnects after an error with a new ticket and the last event id, and is down (pages poll) meanwhile', async () => {
    store.dispatch(signedIn({ user, token: 'tok' }));
    start();
    await waitFor(() => FakeEventSource.all.length === 1);
    const first = latest();
    first.open();
    first.emit({ type: 'unread', unread: 1 }, '41');
    first.fail();
    expect(first.closed).toBe(true);
    expect(selectLiveStatus(store.getState())).toBe('down');
    await waitFor(() => FakeEventSource.all.length === 2);
    expect(latest().url).toBe(apiUrl('/api/events?ticket=tk2&lastEventId=41'));
    latest().open();
    expect(selectLiveStatus(store.getState())).toBe('open');
  });

  it('keeps trying when the ticket cannot be had, and gets there when the API is back', async () => {
    let refusals = 2;
    server.use(
      http.post(apiUrl('/api/events/ticket'), () => (refusals-- > 0 ? HttpResponse.json({ error: { code: 'DOWN', message: 'down' } }, { status: 503 }) : HttpResponse.json({ data: { ticket: 'late' } }))),
    );
    store.dispatch(signedIn({ user, token: 'tok' }));
    start();
    await waitFor(() => FakeEventSource.all.length === 1);
    expect(latest().url).toBe(apiUrl('/api/events?ticket=late'));
  });

  it('closes on sign-out and clears the badge', async () => {
    store.dispatch(signedIn({ user, token: 'tok' }));
    start();
    await waitFor(() => FakeEventSource.all.length === 1);
    latest().open();
    store.dispatch(navBadgeSet({ key: INBOX_BADGE, count: 3 }));
    store.dispatch(signedOut());
    expect(latest().closed).toBe(true);
    expect(selectNavBadge(store.getState(), INBOX_BADGE)).toBe(0);
    expect(selectLiveStatus(store.getState())).toBe('off');
  });

  it('runs once per tab: a second start gives the first one’s stop', async () => {
    store.dispatch(signedIn({ user, token: 'tok' }));
    start();
    const again = startLive(store, { EventSource: FakeEventSource as unknown as typeof EventSource });
    expect(again).toBe(stop);
    await waitFor(() => FakeEventSource.all.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(FakeEventSource.all).toHaveLength(1);
  });
});
