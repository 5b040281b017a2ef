// Threads through the HTTP API: who may read and write, what the other side sees of a person, validation, the rate
// limit, unread counts and read marks, paging. On PGlite, and on PostgreSQL through api/scripts/test-postgres.sh.
import { MESSAGE_MAX, THREAD_MESSAGES, THREAD_PAGE_SIZE, type InboxPage, type ThreadPage } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { publishProgram, type Published } from '../../test/bookings';

let api: TestApi;
let published: Published;
let guest: Awaited<ReturnType<TestApi['signUp']>>;
let stranger: Awaited<ReturnType<TestApi['signUp']>>;
let admin: Awaited<ReturnType<TestApi['signUp']>>;

beforeAll(async () => {
  api = await createTestApi();
  published = await publishProgram(api, { bookingMode: 'request' }, await api.signUp('facility', { firstName: 'Hana', lastName: 'Owens', phone: '5559876543' }));
  guest = await api.signUp('user', { firstName: 'Lena', lastName: 'Hart', phone: '5551112222' });
  stranger = await api.signUp('user');
  admin = await api.signUp('admin');
}, 60_000);
afterAll(() => api.close());

const as = (who: { auth: { authorization: string } } | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  api.request({ method, url, headers: who ? who.auth : {}, ...(payload === undefined ? {} : { payload }) });

async function ask(text = 'Is there a vegetarian menu?'): Promise<ThreadPage> {
  const res = await as(guest, 'POST', '/api/threads', { programId: published.program.id, text });
  expect(res.statusCode).toBe(201);
  return res.json().data as ThreadPage;
}

describe('inquiries', () => {
  it('opens the guest’s thread with the owner, and a second question continues the same thread', async () => {
    const first = await ask();
    expect(first.thread).toMatchObject({ kind: 'inquiry', side: 'guest', booking: null, other: { id: published.owner.user.id, name: 'Hana O.' }, unread: 0 });
    expect(first.thread.program).toMatchObject({ id: published.program.id, slug: published.program.slug, name: published.program.name });
    expect(first.messages.map((m) => [m.kind, m.text, m.sender?.name])).toEqual([['message', 'Is there a vegetarian menu?', 'Lena H.']]);
    const second = await ask('And yoga in the morning?');
    expect(second.thread.id).toBe(first.thread.id);
    expect(second.messages.map((m) => m.text)).toEqual(['Is there a vegetarian menu?', 'And yoga in the morning?']);
  });

  it('refuses the owner of the program (403 OWN_PROGRAM), a program without an owner (409 NO_HOST), an unknown one (404), a visitor (401)', async () => {
    // A public program nobody owns (a sample's host may be removed; the sample hosts own the rest).
    await api.database.query(`UPDATE programs SET owner_id = NULL WHERE id = 'prg-003'`);
    const own = await as(published.owner, 'POST', '/api/threads', { programId: published.program.id, text: 'Hello me' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({ code: 'OWN_PROGRAM', message: THREAD_MESSAGES.ownProgram });
    const [sample] = await api.database.query<{ id: string }>(`SELECT id FROM programs WHERE owner_id IS NULL AND status = 'active' AND approved LIMIT 1`);
    const noHost = await as(guest, 'POST', '/api/threads', { programId: sample!.id, text: 'Hello?' });
    expect(noHost.statusCode).toBe(409);
    expect(noHost.json().error).toMatchObject({ code: 'NO_HOST', message: THREAD_MESSAGES.noHost });
    expect((await as(guest, 'POST', '/api/threads', { programId: 'prg-none', text: 'Hello?' })).statusCode).toBe(404);
    expect((await as(null, 'POST', '/api/threads', { programId: published.program.id, text: 'Hello?' })).statusCode).toBe(401);
  });
});

describe('who may read and write a thread', () => {
  it('lets the two sides read and write; a stranger and an admin get 403 NOT_A_PARTY; an unknown thread is 404', async () => {
    const { thread } = await ask();
    const fromOwner = await as(published.owner, 'POST', `/api/threads/${thread.id}/messages`, { text: 'Yes, every day.' });
    expect(fromOwner.statusCode).toBe(201);
    expect(fromOwner.json().data).toMatchObject({ kind: 'message', text: 'Yes, every day.', sender: { id: published.owner.user.id, name: 'Hana O.' }, bookingState: null });
    const ownerView = (await as(published.owner, 'GET', `/api/threads/${thread.id}`)).json().data as ThreadPage;
    expect(ownerView.thread).toMatchObject({ side: 'owner', other: { id: guest.user.id, name: 'Lena H.' } });

    for (const who of [stranger, admin]) {
      for (const [method, url, body] of [
        ['GET', `/api/threads/${thread.id}`, undefined],
        ['POST', `/api/threads/${thread.id}/messages`, { text: 'Let me in' }],
        ['POST', `/api/threads/${thread.id}/read`, undefined],
      ] as const) {
        const res = await as(who, method, url, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toMatchObject({ code: 'NOT_A_PARTY', message: THREAD_MESSAGES.notAParty });
      }
    }
    const [{ n }] = (await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM thread_messages WHERE text = 'Let me in'`)) as [{ n: number }];
    expect(Number(n)).toBe(0);
    expect((await as(guest, 'GET', '/api/threads/thr-unknown')).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/threads/${thread.id}`)).statusCode).toBe(401);
    expect((await as(stranger, 'GET', '/api/threads')).json().data.threads).toEqual([]);
  });

  it('never sends an email address or a phone number in thread answers', async () => {
    const { thread } = await ask();
    const bodies = [
      (await as(guest, 'GET', `/api/threads/${thread.id}`)).body,
      (await as(published.owner, 'GET', `/api/threads/${thread.id}`)).body,
      (await as(guest, 'GET', '/api/threads')).body,
      (await as(published.owner, 'GET', '/api/threads')).body,
    ];
    for (const body of bodies) {
      for (const secret of [guest.user.email, published.owner.user.email, '5551112222', '5559876543', 'Hart', 'Owens']) expect(body).not.toContain(secret);
    }
  });
});

describe('validation and the rate limit', () => {
  it('refuses an empty message, one over the limit and control characters with 400, storing nothing', async () => {
    const { thread } = await ask();
    const before = (await as(guest, 'GET', `/api/threads/${thread.id}`)).json().data.messages.length;
    const empty = await as(guest, 'POST', `/api/threads/${thread.id}/messages`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ text: expect.any(String) });
    const long = await as(guest, 'POST', `/api/threads/${thread.id}/messages`, { text: 'x'.repeat(MESSAGE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain(THREAD_MESSAGES.tooLong);
    expect((await as(guest, 'POST', `/api/threads/${thread.id}/messages`, { text: 'bell\u0007' })).statusCode).toBe(400);
    expect((await as(guest, 'POST', `/api/threads/${thread.id}/messages`, {})).statusCode).toBe(400);
    expect((await as(guest, 'POST', '/api/threads', { programId: published.program.id, text: '' })).statusCode).toBe(400);
    expect((await as(guest, 'GET', `/api/threads/${thread.id}`)).json().data.messages).toHaveLength(before);
    expect((await as(guest, 'POST', `/api/threads/${thread.id}/messages`, { text: 'x'.repeat(MESSAGE_MAX) })).statusCode).toBe(201);
  });

  it('answers 429 RATE_LIMITED in the thread’s words once an account sends too many, other accounts unaffected', async () => {
    const limited = await createTestApi({ config: { messageLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const p = await publishProgram(limited, {});
      const g = await limited.signUp('user');
      const open = await limited.request({ method: 'POST', url: '/api/threads', headers: g.auth, payload: { programId: p.program.id, text: 'one' } });
      const id = open.json().data.thread.id as string;
      const send = (who: typeof g, text: string) => limited.request({ method: 'POST', url: `/api/threads/${id}/messages`, headers: who.auth, payload: { text } });
      expect((await send(g, 'two')).statusCode).toBe(201);
      expect((await send(g, 'three')).statusCode).toBe(201);
      const refused = await send(g, 'four');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', message: THREAD_MESSAGES.tooMany });
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await send(p.owner, 'the owner still answers')).statusCode).toBe(201);
      const texts = (await limited.request({ method: 'GET', url: `/api/threads/${id}`, headers: g.auth })).json().data.messages.map((m: { text: string }) => m.text);
      expect(texts).toEqual(['one', 'two', 'three', 'the owner still answers']);
    } finally {
      await limited.close();
    }
  });
});

describe('unread counts and read marks', () => {
  it('counts the other side’s lines after the reader’s mark, per thread and in total; reading clears them', async () => {
    const owner = await api.signUp('facility', { firstName: 'Omar', lastName: 'Quist' });
    const p = await publishProgram(api, {}, owner);
    const g = await api.signUp('user');
    const unread = async (who: typeof g) => (await as(who, 'GET', '/api/threads/unread')).json().data.unread as number;
    const open = await as(g, 'POST', '/api/threads', { programId: p.program.id, text: 'First question' });
    const id = open.json().data.thread.id as string;
    await as(g, 'POST', `/api/threads/${id}/messages`, { text: 'Second question' });
    expect(await unread(g)).toBe(0);
    expect(await unread(owner)).toBe(2);
    const inbox = (await as(owner, 'GET', '/api/threads')).json().data as InboxPage;
    expect(inbox.threads.find((t) => t.id === id)).toMatchObject({ unread: 2, lastMessage: { text: 'Second question' } });

    const read = await as(owner, 'POST', `/api/threads/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ unread: 0 });
    expect(await unread(owner)).toBe(0);
    await as(owner, 'POST', `/api/threads/${id}/messages`, { text: 'Answer' });
    expect(await unread(owner)).toBe(0);
    expect(await unread(g)).toBe(1);
    expect((await as(g, 'GET', `/api/threads/${id}`)).json().data.thread.unread).toBe(1);
    // Reading the page is not marking it read: only POST …/read moves the mark.
    expect(await unread(g)).toBe(1);
    await as(g, 'POST', `/api/threads/${id}/read`);
    expect(await unread(g)).toBe(0);
  });
});

describe('paging', () => {
  it('pages a long thread newest page first, oldest first within a page, and the inbox last activity first', async () => {
    const owner = await api.signUp('facility');
    const g = await api.signUp('user');
    const programs = [await publishProgram(api, {}, owner), await publishProgram(api, {}, owner)];
    const open = await as(g, 'POST', '/api/threads', { programId: programs[0]!.program.id, text: 'm1' });
    const id = open.json().data.thread.id as string;
    const total = THREAD_PAGE_SIZE + 5;
    for (let i = 2; i <= total; i++) await api.database.query(`INSERT INTO thread_messages (thread_id, kind, sender_id, text) VALUES ($1, 'message', $2, $3)`, [id, g.user.id, `m${i}`]);
    const newest = (await as(g, 'GET', `/api/threads/${id}`)).json().data as ThreadPage;
    expect(newest.messages.map((m) => m.text)).toEqual(Array.from({ length: THREAD_PAGE_SIZE }, (_, i) => `m${i + 6}`));
    expect(newest.olderCursor).not.toBeNull();
    const older = (await as(g, 'GET', `/api/threads/${id}?before=${newest.olderCursor}`)).json().data as ThreadPage;
    expect(older.messages.map((m) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.olderCursor).toBeNull();
    expect((await as(g, 'GET', `/api/threads/${id}?before=x.y`)).statusCode).toBe(400);

    const second = await as(g, 'POST', '/api/threads', { programId: programs[1]!.program.id, text: 'other program' });
    const inbox = (await as(g, 'GET', '/api/threads')).json().data as InboxPage;
    expect(inbox.threads.map((t) => t.id)).toEqual([second.json().data.thread.id, id]);
    expect(inbox.next).toBeNull();
    expect((await as(g, 'GET', '/api/threads?after=bad.cursor')).statusCode).toBe(400);
  });

  it('walks the inbox page by page with its cursor', async () => {
    const owner = await api.signUp('facility');
    const g = await api.signUp('user');
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      const p = await publishProgram(api, {}, owner);
      ids.push((await as(g, 'POST', '/api/threads', { programId: p.program.id, text: `q${i}` })).json().data.thread.id);
    }
    const first = (await as(g, 'GET', '/api/threads')).json().data as InboxPage;
    expect(first.threads).toHaveLength(20);
    const rest = (await as(g, 'GET', `/api/threads?after=${first.next}`)).json().data as InboxPage;
    expect([...first.threads, ...rest.threads].map((t) => t.id)).toEqual([...ids].reverse());
    expect(rest.next).toBeNull();
  }, 120_000);
});
