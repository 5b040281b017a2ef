// The live channel over a real socket: a ticket opens it, a message reaches the connected tab, a reconnect with
// Last-Event-ID gets what it missed, and a bad ticket is refused.
import type { AddressInfo } from 'node:net';
import type { LiveEvent } from '@wellness/shared/domain';
import { createTestApi, onPostgres, type TestApi } from '../../test/harness';
import { publishProgram, type Published } from '../../test/bookings';

let api: TestApi;
let base: string;
let program: Published;
let guest: Awaited<ReturnType<TestApi['signUp']>>;

beforeAll(async () => {
  // Heartbeats often enough to see one in a test.
  api = await createTestApi({ config: { liveHeartbeatMs: 300 } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  program = await publishProgram(api, {});
  guest = await api.signUp('user', { firstName: 'Lena', lastName: 'Hart' });
}, 60_000);
afterAll(() => api.close());

interface Frame {
  id: string | null;
  data: LiveEvent;
}

/** An open stream: its frames as they arrive, and a wait for one that matches. */
async function connect(who: typeof guest, headers: Record<string, string> = {}, at = base, given?: string) {
  const ticket = given ?? ((await api.request({ method: 'POST', url: '/api/events/ticket', headers: who.auth })).json().data.ticket as string);
  const controller = new AbortController();
  const res = await fetch(`${at}/api/events?ticket=${ticket}`, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const frames: Frame[] = [];
  let raw = '';
  let waiters: (() => void)[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const end = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          return;
        }
        const text = decoder.decode(value, { stream: true });
        raw += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: ?(.*)$/m.exec(block)?.[1] ?? null;
          const data = /^data: ?(.*)$/m.exec(block)?.[1];
          if (data) frames.push({ id, data: JSON.parse(data) as LiveEvent });
          for (const w of waiters) w();
          waiters = [];
        }
      }
    } catch {
      // aborted
    }
  })();
  const until = async (check: (frames: Frame[]) => boolean) => {
    while (!check(frames)) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { res, frames, until, raw: () => raw, close: () => controller.abort(), ended: () => ended, end };
}

/** Resolves true when the stream ends (the server closed it) within `ms`, false otherwise. */
const endsWithin = (tab: { end: Promise<unknown> }, ms: number) =>
  Promise.race([tab.end.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('GET /api/events', () => {
  it('streams a new message to the other side’s open tab, with an id per event', async () => {
    const owner = await connect(program.owner);
    expect(owner.res.status).toBe(200);
    expect(owner.res.headers.get('content-type')).toContain('text/event-stream');
    expect(owner.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(owner.res.headers.get('content-encoding')).toBeNull();
    await owner.until((f) => f.some((x) => x.data.type === 'unread'));

    const sent = await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: program.program.id, text: 'Is it quiet there?' } });
    const threadId = sent.json().data.thread.id as string;
    await owner.until((f) => f.some((x) => x.data.type === 'message'));
    const message = owner.frames.find((x) => x.data.type === 'message')!;
    expect(message.id).toMatch(/^\d+$/);
    expect(message.data).toMatchObject({ type: 'message', threadId, message: { text: 'Is it quiet there?', sender: { name: 'Lena H.' } } });
    await owner.until((f) => f.some((x) => x.data.type === 'unread' && x.data.unread === 1));
    owner.close();
  });

  it('a reconnect with Last-Event-ID gets the events it missed, in order, and nothing twice', async () => {
    const first = await connect(guest);
    await first.until((f) => f.some((x) => x.data.type === 'unread'));
    const open = await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: program.program.id, text: 'Before the drop' } });
    const threadId = open.json().data.thread.id as string;
    await first.until((f) => f.some((x) => x.data.type === 'message' && x.data.message.text === 'Before the drop'));
    const lastId = [...first.frames].reverse().find((x) => x.id)!.id!;
    first.close();

    // While the tab is away, the owner answers twice.
    for (const text of ['Answer one', 'Answer two']) {
      expect((await api.request({ method: 'POST', url: `/api/threads/${threadId}/messages`, headers: program.owner.auth, payload: { text } })).statusCode).toBe(201);
    }
    const again = await connect(guest, { 'last-event-id': lastId });
    await again.until((f) => f.filter((x) => x.data.type === 'message').length === 2 && f.some((x) => x.data.type === 'unread' && x.id === null));
    const texts = again.frames.flatMap((x) => (x.data.type === 'message' ? [x.data.message.text] : []));
    expect(texts).toEqual(['Answer one', 'Answer two']);
    const ids = again.frames.filter((x) => x.id).map((x) => Number(x.id));
    expect(ids.every((id) => id > Number(lastId))).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    again.close();
  });

  it('reaches a tab connected to another API process on the same database (LISTEN/NOTIFY after commit)', async () => {
    // On PostgreSQL a pool and a listening connection of its own, as a second process has; on PGlite the same database.
    const shared = onPostgres() ? { databaseUrl: api.config.databaseUrl! } : { database: api.database };
    const other = await createTestApi({ ...shared, config: { tokenSecret: api.config.tokenSecret } });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const tab = await connect(program.owner, {}, `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`);
      await tab.until((f) => f.some((x) => x.data.type === 'unread'));
      await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: program.program.id, text: 'Through the other process' } });
      await tab.until((f) => f.some((x) => x.data.type === 'message' && x.data.message.text === 'Through the other process'));
      tab.close();
    } finally {
      await other.close();
    }
  });

  it('sends heartbeat comments while nothing happens', async () => {
    const tab = await connect(guest);
    await tab.until((f) => f.some((x) => x.data.type === 'unread'));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(tab.raw()).toMatch(/^: ?heartbeat$/m);
    tab.close();
  });

  it('refuses a missing or wrong ticket with 401, and an access token is no ticket the other way round', async () => {
    expect((await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
    expect((await fetch(`${base}/api/events?ticket=abc.def.ghi`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
    const ticket = (await api.request({ method: 'POST', url: '/api/events/ticket', headers: guest.auth })).json().data.ticket as string;
    expect((await api.request({ method: 'GET', url: '/api/threads/unread', headers: { authorization: `Bearer ${ticket}` } })).statusCode).toBe(401);
    expect((await api.request({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
  });
});

describe('a stream lasts as long as its account and session, and an account holds few', () => {
  it('a deactivated account’s open stream is closed at once, and it receives nothing more', async () => {
    const admin = await api.signUp('admin');
    const someone = await api.signUp('user');
    const tab = await connect(someone);
    await tab.until((f) => f.some((x) => x.data.type === 'unread'));
    expect(tab.ended()).toBe(false);
    const res = await api.request({ method: 'PATCH', url: `/api/admin/users/${someone.user.id}/status`, headers: admin.auth, payload: { status: 'inactive' } });
    expect(res.statusCode).toBe(200);
    expect(await endsWithin(tab, 5_000)).toBe(true);
  });

  it('signing out ends the session: its token is refused and its streams close; another session of the account goes on', async () => {
    const someone = await api.signUp('user');
    const login = await api.request({ method: 'POST', url: '/auth/login', payload: { email: someone.user.email, password: 'secret123' } });
    const other = { ...someone, auth: { authorization: `Bearer ${login.json().data.accessToken}` } };
    const tab = await connect(someone);
    const otherTab = await connect(other);
    await tab.until((f) => f.some((x) => x.data.type === 'unread'));
    await otherTab.until((f) => f.some((x) => x.data.type === 'unread'));
    const out = await api.request({ method: 'POST', url: '/auth/logout', headers: someone.auth });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { signedOut: true } });
    expect(await endsWithin(tab, 5_000)).toBe(true);
    const refused = await api.request({ method: 'GET', url: '/auth/me', headers: someone.auth });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('Your session has ended. Please sign in again.');
    expect((await api.request({ method: 'POST', url: '/api/events/ticket', headers: someone.auth })).statusCode).toBe(401);
    // The other session is untouched.
    expect((await api.request({ method: 'GET', url: '/auth/me', headers: other.auth })).statusCode).toBe(200);
    expect(otherTab.ended()).toBe(false);
    otherTab.close();
  });

  it('a stream ends when the session it was opened in expires', async () => {
    const short = await createTestApi({ ...(onPostgres() ? { databaseUrl: api.config.databaseUrl! } : { database: api.database }), config: { tokenTtlSeconds: 2, tokenSecret: api.config.tokenSecret } });
    try {
      await short.app.listen({ port: 0, host: '127.0.0.1' });
      const someone = await short.signUp('user');
      const ticket = (await short.request({ method: 'POST', url: '/api/events/ticket', headers: someone.auth })).json().data.ticket as string;
      const tab = await connect(someone, {}, `http://127.0.0.1:${(short.app.server.address() as AddressInfo).port}`, ticket);
      await tab.until((f) => f.some((x) => x.data.type === 'unread'));
      expect(await endsWithin(tab, 6_000)).toBe(true);
    } finally {
      await short.close();
    }
  });

  it('one ticket opens one stream', async () => {
    const ticket = (await api.request({ method: 'POST', url: '/api/events/ticket', headers: guest.auth })).json().data.ticket as string;
    const first = await connect(guest, {}, base, ticket);
    expect(first.res.status).toBe(200);
    const second = await fetch(`${base}/api/events?ticket=${ticket}`, { headers: { accept: 'text/event-stream' } });
    expect(second.status).toBe(401);
    expect(((await second.json()) as { error: { message: string } }).error.message).toMatch(/already used/);
    first.close();
  });

  it('an account holds at most LIVE_STREAMS_PER_ACCOUNT streams at once, across processes; a closed one makes room', async () => {
    const capped = await createTestApi({ ...(onPostgres() ? { databaseUrl: api.config.databaseUrl! } : { database: api.database }), config: { liveStreamsPerAccount: 2, tokenSecret: api.config.tokenSecret } });
    try {
      await capped.app.listen({ port: 0, host: '127.0.0.1' });
      const at = `http://127.0.0.1:${(capped.app.server.address() as AddressInfo).port}`;
      const someone = await capped.signUp('user');
      const ticket = async () => (await capped.request({ method: 'POST', url: '/api/events/ticket', headers: someone.auth })).json().data.ticket as string;
      const one = await connect(someone, {}, at, await ticket());
      const two = await connect(someone, {}, at, await ticket());
      expect([one.res.status, two.res.status]).toEqual([200, 200]);
      const three = await fetch(`${at}/api/events?ticket=${await ticket()}`, { headers: { accept: 'text/event-stream' } });
      expect(three.status).toBe(429);
      expect(((await three.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_STREAMS');
      one.close();
      // The closed stream's row goes when the server sees it close.
      let again = 0;
      for (let i = 0; i < 50 && again !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const res = await fetch(`${at}/api/events?ticket=${await ticket()}`, { headers: { accept: 'text/event-stream' } });
        again = res.status;
        if (res.status === 200) await res.body?.cancel();
      }
      expect(again).toBe(200);
      two.close();
    } finally {
      await capped.close();
    }
  });
});
