// Issue 13 f: a per-account sign-in throttle independent of the IP, limits on the open forms (contact, anonymous
// bookings), and X-Forwarded-For trusted only when TRUST_PROXY says so.
import { programs as samplePrograms } from '@wellness/shared/data';
import { loadConfig } from '../config';
import { createTestApi, type TestApi } from './harness';

const sample = samplePrograms[0]!;
const booking = { name: 'Lena Hart', email: 'lena@example.test', phone: '5551234567', preferredDate: sample.bookingOptions.availableDates[0], programId: sample.id };
const contact = { name: 'Noah', email: 'noah@example.test', message: 'Hello' };

describe('per-account sign-in throttle', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ config: { loginFailuresPerEmail: { max: 3, windowMs: 1500 } } });
    await api.signUp('user', { email: 'target@example.test', password: 'right-password' });
    await api.signUp('user', { email: 'bystander@example.test', password: 'right-password' });
  });
  afterAll(() => api.close());
  const login = (email: string, password: string, remoteAddress: string) => api.request({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });

  it('counts failures per email whatever the IP, then refuses even the right password until the window ends', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await login('target@example.test', 'wrong', ip)).statusCode).toBe(401);
    const blocked = await login('TARGET@example.test', 'right-password', '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same addresses is not affected.
    expect((await login('bystander@example.test', 'right-password', '10.0.0.1')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    expect((await login('target@example.test', 'right-password', '10.0.0.5')).statusCode).toBe(200);
  });

  it('a success clears the count', async () => {
    for (let i = 0; i < 2; i++) await login('bystander@example.test', 'wrong', '10.1.0.1');
    expect((await login('bystander@example.test', 'right-password', '10.1.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login('bystander@example.test', 'wrong', '10.1.0.1')).statusCode).toBe(401);
    expect((await login('bystander@example.test', 'right-password', '10.1.0.1')).statusCode).toBe(200);
  });
});

describe('open forms', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ config: { contactLimit: { max: 2, windowMs: 60_000 }, bookingLimit: { max: 2, windowMs: 60_000 } } });
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

  it('anonymous bookings per IP, signed-in bookings per account', async () => {
    const send = (remoteAddress: string, headers: Record<string, string> = {}) => api.request({ method: 'POST', url: '/api/bookings', payload: booking, remoteAddress, headers });
    expect([(await send('10.3.0.1')).statusCode, (await send('10.3.0.1')).statusCode, (await send('10.3.0.1')).statusCode]).toEqual([201, 201, 429]);
    const user = await api.signUp('user');
    expect([(await send('10.3.0.1', user.auth)).statusCode, (await send('10.3.0.9', user.auth)).statusCode, (await send('10.3.0.8', user.auth)).statusCode]).toEqual([201, 201, 429]);
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
    expect(loadConfig({ CONTACT_RATE_LIMIT: '3/1m', LOGIN_FAILURE_LIMIT: '5/15m' })).toMatchObject({ contactLimit: { max: 3, windowMs: 60_000 }, loginFailuresPerEmail: { max: 5, windowMs: 900_000 } });
    expect(() => loadConfig({ BOOKING_RATE_LIMIT: 'lots' })).toThrow(/BOOKING_RATE_LIMIT/);
  });
});
