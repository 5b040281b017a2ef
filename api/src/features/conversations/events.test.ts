// The live channel over a real socket: a ticket opens it, a message reaches the connected tab, a reconnect with
// Last-Event-ID gets what it missed, and a bad ticket is refused.
import type { AddressInfo } from 'node:net';
import type { LiveEvent } from '@wellness/shared/domain';
import { createTestApi, onPostgres, type TestApi } from '../../test/harness';
import { publishProgram, type Published } from '../bookings/testing';

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
async function connect(who: typeof guest, headers: Record<string, string> = {}, at = base) {
  const ticket = (await api.request({ method: 'POST', url: '/api/events/ticket', headers: who.auth })).json().data.ticket as string;
  const controller = new AbortController();
  const res = await fetch(`${at}/api/events?ticket=${ticket}`, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const frames: Frame[] = [];
  let raw = '';
  let waiters: (() => void)[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
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
  return { res, frames, until, raw: () => raw, close: () => controller.abort() };
}

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
