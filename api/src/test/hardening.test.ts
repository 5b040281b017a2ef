// Hardening: bad input never reaches a 5xx, every error has the standard shape, slow clients are cut off, request ids
// are checked. Each block reproduced its defect before the fix.
import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { programs as samplePrograms } from '@wellness/shared/data';
import { VALIDATION_MESSAGES } from '@wellness/shared/domain';
import { users } from '../db/schema';
import { createTestApi, type TestApi } from './harness';

const UNSUPPORTED = VALIDATION_MESSAGES.unsupportedCharacters;
const sample = samplePrograms[0]!;

let api: TestApi;
let owner: Awaited<ReturnType<TestApi['signUp']>>;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
let pendingId: string;
beforeAll(async () => {
  api = await createTestApi({
    setup(app, database) {
      // A database error no validation caught: PostgreSQL refuses a NUL byte in text.
      app.get('/__test/db-error', async () => database.db.execute(sql`SELECT ${'a\u0000b'}::text AS t`));
    },
  });
  owner = await api.signUp('facility');
  admin = await api.signUp('admin');
  pendingId = (await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: 'Review me', location: 'Ubud - Bali', category: 'spa', description: 'x', status: 'pending' } })).json().data.id;
});
afterAll(() => api.close());

const standardError = (body: unknown) =>
  expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String), ...((body as { error?: { fields?: unknown } })?.error?.fields ? { fields: expect.any(Object) } : {}) } });

describe('a. NUL and control characters are a 400 naming the field, never a 500', () => {
  const register = { firstName: 'Ana', lastName: 'Silva', email: 'nul@example.test', phone: '5551234567', password: 'secret123' };
  const booking = { name: 'Ana', email: 'a@b.co', phone: '5551234567', preferredDate: sample.sessions[0]!.startDate, sessionId: sample.sessions[0]!.id, programId: sample.id };
  const bodies: [string, 'POST' | 'PUT' | 'PATCH', string, () => Record<string, string>, Record<string, unknown>, string][] = [
    ['contact', 'POST', '/contact', () => ({}), { name: 'a\u0000b', email: 'a@b.co', message: 'hi' }, 'name'],
    ['contact message', 'POST', '/api/contact', () => ({}), { name: 'a', email: 'a@b.co', message: 'hi\u0007' }, 'message'],
    ['register', 'POST', '/auth/register', () => ({}), { ...register, lastName: 'x\u0000' }, 'lastName'],
    ['register password', 'POST', '/auth/register', () => ({}), { ...register, password: 'secret\u0000123' }, 'password'],
    ['login', 'POST', '/auth/login', () => ({}), { email: 'a\u0000@b.co', password: 'x' }, 'email'],
    ['booking', 'POST', '/api/bookings', () => ({}), { ...booking, name: '\u0000' }, 'name'],
    ['booking slug', 'POST', '/api/bookings', () => ({}), { ...booking, programId: undefined, programSlug: 'a\u0000' }, 'programSlug'],
    ['program', 'POST', '/api/my/programs', () => owner.auth, { name: 'Spa\u0000', status: 'draft' }, 'name'],
    ['program include', 'POST', '/api/my/programs', () => owner.auth, { includes: [{ title: 'a', description: '\ud800' }] }, 'includes.0.description'],
    ['profile', 'PATCH', '/auth/me', () => owner.auth, { firstName: 'An\u001bna' }, 'firstName'],
    ['reject remark', 'POST', '', () => admin.auth, { remark: 'no\u0000' }, 'remark'],
  ];
  it.each(bodies)('%s', async (_what, method, url, auth, payload, field) => {
    const res = await api.request({ method, url: url || `/api/admin/programs/${pendingId}/reject`, headers: auth(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(UNSUPPORTED);
  });

  it.each([
    '/api/search?q=%00', '/api/search?q=a%0Db', '/api/programs?country=%00', '/api/programs?city=Kyoto%01', '/api/programs?category=%7F',
    '/api/programs/by-name?name=%00', '/programs/location/%00', '/programs/location/Japan/%00', '/api/admin/programs?q=%00', '/api/admin/users?q=%00',
    '/api/admin/services?q=%00', '/api/programs/by-slug/%00', '/api/programs/%00',
  ])('GET %s', async (url) => {
    const res = await api.request({ method: 'GET', url, headers: admin.auth });
    expect(res.statusCode).toBe(400);
    standardError(res.json());
  });

  it('a database error that slips through is a 400 in the standard shape', async () => {
    const res = await api.request({ method: 'GET', url: '/__test/db-error' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
  });
});

describe('b. slow and stalled clients are cut off', () => {
  let slow: TestApi;
  let port: number;
  beforeAll(async () => {
    slow = await createTestApi({ config: { requestTimeoutMs: 1000, headersTimeoutMs: 800, connectionTimeoutMs: 5000 } });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    port = (slow.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => slow.close());

  /** Sends `text`, then nothing; resolves with how long the server kept the socket open and what it said. */
  const stall = (text: string) =>
    new Promise<{ ms: number; reply: string }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let reply = '';
      socket.on('data', (chunk) => (reply += chunk.toString()));
      socket.on('close', () => resolve({ ms: Date.now() - started, reply }));
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server held the socket for 15 s'));
      }, 15_000);
    });

  it('a body announced with Content-Length: 100000 and never sent', async () => {
    const { ms, reply } = await stall('POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":');
    expect(ms).toBeLessThan(1000 + 1000 + 1500); // the timeout, the check interval, slack
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that never end', async () => {
    const { ms } = await stall('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(ms).toBeLessThan(800 + 1000 + 1500);
  });

  it('sets the server limits from the config', () => {
    const server = slow.app.server;
    expect(server.requestTimeout).toBe(1000);
    expect(server.headersTimeout).toBe(800);
    expect(server.keepAliveTimeout).toBe(slow.config.keepAliveTimeoutMs);
    expect(server.maxRequestsPerSocket).toBe(slow.config.maxRequestsPerSocket);
  });
});

describe('g. every error has the standard shape', () => {
  it.each([
    ['a malformed escape', 'GET', '/api/programs/%c0', undefined, undefined, 400, 'BAD_URL'],
    ['a lone percent', 'GET', '/%', undefined, undefined, 400, 'BAD_URL'],
    ['a 400-character id', 'GET', `/api/programs/${'a'.repeat(400)}`, undefined, undefined, 414, 'URI_TOO_LONG'],
    ['a text/plain body', 'POST', '/contact', 'text/plain', 'hello', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a form body', 'POST', '/auth/login', 'application/x-www-form-urlencoded', 'email=a', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['malformed JSON', 'POST', '/contact', 'application/json', '{"a":', 400, 'INVALID_JSON'],
    ['an unknown route', 'DELETE', '/nothing/here', undefined, undefined, 404, 'NOT_FOUND'],
  ] as const)('%s', async (_what, method, url, type, payload, status, code) => {
    const res = await api.request({ method, url, headers: type ? { 'content-type': type } : {}, ...(payload !== undefined ? { payload } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('h. X-Request-Id', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  it('echoes a UUID or a 32-hex-digit trace id', async () => {
    for (const id of ['2b5e1d0c-3f4a-4c8e-9a61-0d2f7b9c1e42', '4bf92f3577b34da6a3ce929d0e0e4736']) {
      const res = await api.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
    }
  });
  it.each([['10 KB', 'a'.repeat(10_240)], ['markup', '<script>alert(1)</script>'], ['65 characters', 'a'.repeat(65)], ['spaces', 'a b'], ['empty', ''],
    ['a safe-looking token', 'abc.DEF_123-x'], ['an email without @', 'jane.doe.example.com'], ['a phone number', '5551234567']])(
    'replaces %s with a UUID',
    async (_what, value) => {
      const res = await api.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': value } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    },
  );
});

describe('j. logs hold no secret and no personal data', () => {
  const SECRET = { email: 'Leaky.Person@example.test', password: 'hunter2-secret', phone: '5559876543' };
  let lines: string[];
  let logged: TestApi;
  beforeAll(async () => {
    lines = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    logged = await createTestApi({
      logStream: stream,
      setup(app, database) {
        app.post('/__test/throw', async (request) => {
          const body = request.body as Record<string, string>;
          throw new Error(`failed for ${body.email} / ${body.phone} with Bearer ${body.token} and ${body.hash}`);
        });
        // A database error whose failed query carries personal data and a hash in its parameters.
        app.post('/__test/db-fail', async (request) => {
          const body = request.body as Record<string, string>;
          await database.db.insert(users).values({ id: null as unknown as string, email: body.email!, passwordHash: body.hash!, firstName: 'x', lastName: 'y', phone: body.phone!, role: 'user' });
        });
      },
    });
  });
  afterAll(() => logged.close());

  it('after a sign-up, a failed login, a 500 and a database error', async () => {
    const reg = await logged.request({ method: 'POST', url: `/auth/register?email=${encodeURIComponent(SECRET.email)}`, payload: { firstName: 'Leaky', lastName: 'Person', email: SECRET.email, phone: SECRET.phone, password: SECRET.password } });
    expect(reg.statusCode).toBe(201);
    const token = reg.json().data.accessToken as string;
    const [row] = await logged.database.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [SECRET.email.toLowerCase()]);
    const hash = row!.password_hash;
    expect((await logged.request({ method: 'POST', url: '/auth/login', payload: { email: SECRET.email, password: 'wrong-password' } })).statusCode).toBe(401);
    expect((await logged.request({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const boom = await logged.request({ method: 'POST', url: '/__test/throw', headers: { authorization: `Bearer ${token}` }, payload: { ...SECRET, token, hash } });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    const db = await logged.request({ method: 'POST', url: '/__test/db-fail', payload: { ...SECRET, hash } });
    expect(db.statusCode).toBe(400);

    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(text).toMatch(/unhandled error/);
    expect(text).toMatch(/"sqlState":"23502"/);
    for (const secret of [SECRET.email, SECRET.email.toLowerCase(), SECRET.password, SECRET.phone, token, token.split('.')[1]!, hash, hash.split('$').at(-1)!]) {
      expect(text).not.toContain(secret);
    }
  });

  it('every line of a request carries its request id: a cache miss, a cache hit (written straight to the socket), an error', async () => {
    const at = lines.length;
    for (const id of ['00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000a002']) {
      expect((await logged.request({ method: 'GET', url: '/destinations?log=1', headers: { 'x-request-id': id } })).statusCode).toBe(200);
    }
    expect((await logged.request({ method: 'POST', url: '/__test/throw', headers: { 'x-request-id': '00000000-0000-4000-8000-00000000a003' }, payload: { email: 'a' } })).statusCode).toBe(500);
    const parsed = lines.slice(at).map((line) => JSON.parse(line) as { reqId?: string; msg: string; res?: { statusCode: number } });
    for (const id of ['00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000a002']) {
      expect(parsed.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    }
    expect(parsed.filter((l) => l.reqId === '00000000-0000-4000-8000-00000000a003').map((l) => l.msg)).toEqual(['incoming request', 'unhandled error', 'request completed']);
    expect(parsed.find((l) => l.reqId === '00000000-0000-4000-8000-00000000a002' && l.res)?.res?.statusCode).toBe(200);
  });
});
