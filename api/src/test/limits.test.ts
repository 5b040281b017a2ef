// Limits (and the attack's finding 2): a sign-in throttle per account and address that never locks the owner out, limits on the open forms (contact, anonymous
// bookings), and X-Forwarded-For trusted only when TRUST_PROXY says so.
import { programs as samplePrograms } from '@wellness/shared/data';
import { loadConfig } from '../config';
import { createTestApi, type TestApi } from './harness';
import { withoutPrice } from './bookings';

const sample = samplePrograms[0]!;
const booking = { name: 'Lena Hart', email: 'lena@example.test', phone: '5551234567', preferredDate: sample.sessions[0]!.startDate, sessionId: sample.sessions[0]!.id, programId: sample.id };
const contact = { name: 'Noah', email: 'noah@example.test', message: 'Hello' };

describe('sign-in throttle: per account and address, growing delays, the owner never locked out (finding 2)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      // Waits of 3 s, then 6 s: long enough that a slow (busy) machine still sees an attempt land inside them.
      config: { loginFailuresPerAddress: { max: 3, windowMs: 60_000 }, loginFailureDelayMs: 3000, loginFailuresPerAccount: { max: 8, windowMs: 60_000 } },
    });
    for (const email of ['target@example.test', 'bystander@example.test']) await api.signUp('user', { email, password: 'right-password' });
  });
  afterAll(() => api.close());
  const login = (email: string, password: string, remoteAddress: string) => api.request({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('ten wrong passwords from one address do not lock the owner out: the right password from another address gets in', async () => {
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push((await login('target@example.test', 'wrong', '10.0.0.66')).statusCode);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes.slice(3).every((c) => c === 429)).toBe(true);
    expect((await login('TARGET@example.test', 'right-password', '10.0.0.4')).statusCode).toBe(200);
  });

  it('the failing address waits, even with the right password, and each further failure doubles the wait', async () => {
    for (let i = 0; i < 3; i++) expect((await login('bystander@example.test', 'wrong', '10.0.1.1')).statusCode).toBe(401);
    const held = await login('bystander@example.test', 'right-password', '10.0.1.1');
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many failed sign-ins\. Please try again in [1-3] seconds?\.$/) });
    const first = Number(held.headers['retry-after']);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(3);
    await sleep(first * 1000 + 100);
    expect((await login('bystander@example.test', 'wrong', '10.0.1.1')).statusCode).toBe(401);
    const longer = await login('bystander@example.test', 'wrong', '10.0.1.1');
    expect(longer.statusCode).toBe(429);
    const second = Number(longer.headers['retry-after']);
    expect(second).toBeGreaterThan(3);
    expect(second).toBeLessThanOrEqual(6);
    await sleep(3100);
    expect((await login('bystander@example.test', 'right-password', '10.0.1.1')).statusCode).toBe(429);
    await sleep((second - 3) * 1000 + 200);
    // A success clears this address's count.
    expect((await login('bystander@example.test', 'right-password', '10.0.1.1')).statusCode).toBe(200);
    expect((await login('bystander@example.test', 'wrong', '10.0.1.1')).statusCode).toBe(401);
    expect((await login('bystander@example.test', 'right-password', '10.0.1.1')).statusCode).toBe(200);
  });

  it("spread-out guessing: past the account's limit an address that failed once waits, an address that never failed still gets in", async () => {
    // Waits of a minute here, so the test does not depend on how fast eight sign-ins run.
    const slow = await createTestApi({
      config: { loginFailuresPerAddress: { max: 3, windowMs: 3_600_000 }, loginFailureDelayMs: 60_000, loginFailuresPerAccount: { max: 8, windowMs: 3_600_000 } },
    });
    try {
      await slow.signUp('user', { email: 'spread@example.test', password: 'right-password' });
      const attempt = (password: string, remoteAddress: string) => slow.request({ method: 'POST', url: '/auth/login', payload: { email: 'spread@example.test', password }, remoteAddress });
      for (let i = 0; i < 8; i++) expect((await attempt('wrong', `10.0.2.${i + 1}`)).statusCode).toBe(401);
      expect((await attempt('wrong', '10.0.2.1')).statusCode).toBe(429);
      expect((await attempt('right-password', '10.0.2.1')).statusCode).toBe(429);
      expect((await attempt('right-password', '10.0.2.200')).statusCode).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('counts in PostgreSQL, so two API processes on one database share the count', async () => {
    const [row] = await api.database.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_counters WHERE key LIKE 'login-address:%'");
    expect(row!.n).toBeGreaterThan(0);
  });
});

describe('open forms', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ config: { contactLimit: { max: 2, windowMs: 60_000 }, bookingLimit: { max: 2, windowMs: 60_000 }, bookingAccountLimit: { max: 2, windowMs: 60_000 } } });
    // The limits are the point, not money: the sample program books directly.
    await withoutPrice(api, sample.id);
  });
  afterAll(() => api.close());

  it('contact messages per IP', async () => {
    const send = (remoteAddress: string) => api.request({ method: 'POST', url: '/contact', payload: contact, remoteAddress });
    expect([(await send('10.2.0.1')).statusCode, (await send('10.2.0.1')).statusCode]).toEqual([201, 201]);
    const third = await send('10.2.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many messages/) });
    expect((await send('10.2.0.2')).statusCode).toBe(201);
    const [row] = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages');
    expect(row!.n).toBe(3);
  });

  it('bookings per address, signed in or not, and per account besides', async () => {
    const send = (remoteAddress: string, headers: Record<string, string> = {}) => api.request({ method: 'POST', url: '/api/bookings', payload: booking, remoteAddress, headers });
    expect([(await send('10.3.0.1')).statusCode, (await send('10.3.0.1')).statusCode, (await send('10.3.0.1')).statusCode]).toEqual([201, 201, 429]);
    const user = await api.signUp('user');
    // Signing in does not reopen the address's window; the account has its own besides.
    expect((await send('10.3.0.1', user.auth)).statusCode).toBe(429);
    expect([(await send('10.3.0.9', user.auth)).statusCode, (await send('10.3.0.8', user.auth)).statusCode, (await send('10.3.0.7', user.auth)).statusCode]).toEqual([201, 201, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For does not pick the counted address', async () => {
    const api = await createTestApi({ config: { contactLimit: { max: 1, windowMs: 60_000 } } });
    try {
      expect(api.config.trustProxy).toBe(false);
      const send = (forwarded: string) => api.request({ method: 'POST', url: '/contact', payload: contact, remoteAddress: '10.4.0.1', headers: { 'x-forwarded-for': forwarded } });
      expect((await send('1.1.1.1')).statusCode).toBe(201);
      expect((await send('2.2.2.2')).statusCode).toBe(429);
    } finally {
      await api.close();
    }
  });

  it('when on, each client behind the proxy has its own count', async () => {
    const api = await createTestApi({ config: { contactLimit: { max: 1, windowMs: 60_000 }, trustProxy: true } });
    try {
      const send = (forwarded: string) => api.request({ method: 'POST', url: '/contact', payload: contact, remoteAddress: '10.4.0.1', headers: { 'x-forwarded-for': forwarded } });
      expect((await send('1.1.1.1')).statusCode).toBe(201);
      expect((await send('2.2.2.2')).statusCode).toBe(201);
      expect((await send('1.1.1.1')).statusCode).toBe(429);
    } finally {
      await api.close();
    }
  });

  it('is read from the environment, with the limits', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ CONTACT_RATE_LIMIT: '3/1m', LOGIN_FAILURE_LIMIT: '5/15m' })).toMatchObject({ contactLimit: { max: 3, windowMs: 60_000 }, loginFailuresPerAddress: { max: 5, windowMs: 900_000 } });
    expect(loadConfig({})).toMatchObject({ loginFailuresPerAddress: { max: 5, windowMs: 86_400_000 }, loginFailureDelayMs: 60_000, loginFailuresPerAccount: { max: 50, windowMs: 900_000 } });
    expect(() => loadConfig({ BOOKING_RATE_LIMIT: 'lots' })).toThrow(/BOOKING_RATE_LIMIT/);
  });
});
