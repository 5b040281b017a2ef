// Every public program of the sample catalogue has a host who answers (seed-hosts.ts): an active facility account per
// sample provider, signed in with the published password; a production start never makes these accounts, and its
// sample programs then say they have no host and take no booking and no question.
import type { Program, ProviderProfile } from '@wellness/shared/domain';
import { loadConfig } from '../config';
import { verifyPassword } from '../lib/password';
import { createTestApi, type TestApi } from '../test/harness';
import { SAMPLE_HOST_HASH, SAMPLE_HOST_PASSWORD, sampleHostEmail } from './seed-hosts';

describe('outside production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('every public program of the seed has a host whose account is active, and its details say so', async () => {
    const rows = await api.database.query<{ id: string; slug: string; owner_id: string | null; status: string | null; role: string | null }>(
      `SELECT p.id, p.slug, p.owner_id, u.status, u.role FROM programs p LEFT JOIN users u ON u.id = p.owner_id WHERE p.status = 'active' AND p.approved ORDER BY p.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(27);
    const withoutHost = rows.filter((r) => !r.owner_id || r.status !== 'active');
    expect(withoutHost.map((r) => r.slug)).toEqual([]);
    for (const row of rows) expect([row.slug, row.role]).toEqual([row.slug, 'facility']);
    for (const row of rows) {
      const details = (await api.request({ method: 'GET', url: `/api/programs/by-slug/${row.slug}` })).json().data as Program;
      expect([row.slug, details.hostReachable]).toEqual([row.slug, true]);
    }
  });

  it('a host signs in with the published password at its provider’s address, owns its program and is its provider', async () => {
    expect(await verifyPassword(SAMPLE_HOST_PASSWORD, SAMPLE_HOST_HASH)).toBe(true);
    const [program] = await api.database.query<{ id: string; slug: string; provider_slug: string; provider_user: string | null; owner_id: string }>(
      `SELECT p.id, p.slug, v.slug AS provider_slug, v.user_id AS provider_user, p.owner_id FROM programs p JOIN providers v ON v.id = p.provider_id WHERE p.id = 'prg-001'`,
    );
    expect(program).toMatchObject({ owner_id: 'seed-host-001', provider_user: 'seed-host-001', provider_slug: 'red-rock-longevity-institute' });
    const login = await api.request({ method: 'POST', url: '/auth/login', payload: { email: sampleHostEmail(program!.provider_slug), password: SAMPLE_HOST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ role: 'facility', firstName: 'Red Rock Longevity Institute', emailVerified: true });
    const auth = { authorization: `Bearer ${login.json().data.accessToken}` };
    const mine = (await api.request({ method: 'GET', url: '/api/my/programs', headers: auth })).json().data;
    expect(mine.programs.map((p: Program) => p.id)).toEqual(['prg-001']);
    const page = (await api.request({ method: 'GET', url: `/api/providers/${program!.provider_slug}` })).json().data as ProviderProfile;
    expect(page.programs.map((p) => p.id)).toEqual(['prg-001']);
    // Its booking requests and inbox answer (empty until a guest writes).
    expect((await api.request({ method: 'GET', url: '/api/my/booking-requests', headers: auth })).statusCode).toBe(200);
    expect((await api.request({ method: 'GET', url: '/api/threads', headers: auth })).json().data.threads).toEqual([]);
  });

  it('sample programs answer within 24 hours by default (the product’s promise)', async () => {
    const rows = await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM programs WHERE id LIKE 'prg-%' AND response_hours <> 24`);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('seeding again changes nothing, and a host keeps what another account was given', async () => {
    const before = await api.database.query<{ id: string }>(`SELECT id FROM users WHERE id LIKE 'seed-host-%' ORDER BY id`);
    expect(before).toHaveLength(27);
    const { seedSampleHosts } = await import('./seed-hosts');
    const { programs } = await import('@wellness/shared/data');
    expect(await seedSampleHosts(api.database.db, programs)).toBe(false);
    // A newer version of the hosts leaves a program another account owns with that account.
    const owner = await api.signUp('facility');
    await api.database.query(`UPDATE programs SET owner_id = $1 WHERE id = 'prg-002'`, [owner.user.id]);
    await api.database.query(`UPDATE app_meta SET value = '0' WHERE key = 'sample_hosts'`);
    expect(await seedSampleHosts(api.database.db, programs)).toBe(true);
    const [row] = await api.database.query<{ owner_id: string }>(`SELECT owner_id FROM programs WHERE id = 'prg-002'`);
    expect(row!.owner_id).toBe(owner.user.id);
  });
});

describe('a production start', () => {
  it('never makes sample hosts, whatever SAMPLE_HOSTS says', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret, SAMPLE_HOSTS: 'true' }).sampleHosts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).sampleHosts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SAMPLE_HOSTS: 'false' }).sampleHosts).toBe(false);
  });

  it('without sample hosts, the sample programs have no host: their pages say so, and bookings and questions are refused', async () => {
    const api = await createTestApi({ config: { sampleHosts: false } });
    try {
      const hosts = await api.database.query(`SELECT id FROM users WHERE id LIKE 'seed-host-%' OR email LIKE '%@hosts.wellness.localhost'`);
      expect(hosts).toEqual([]);
      const program = (await api.request({ method: 'GET', url: '/api/programs/by-slug/sedona-red-rock-longevity-immersion' })).json().data as Program;
      expect(program).toMatchObject({ ownerId: null, hostReachable: false });
      const guest = await api.signUp('user');
      const booking = await api.request({
        method: 'POST', url: '/api/bookings', headers: guest.auth,
        payload: { programId: program.id, sessionId: program.sessions[0]!.id, guests: 1, name: 'Lena Hart', email: 'lena@example.test', phone: '5551234567', preferredDate: program.sessions[0]!.startDate },
      });
      expect(booking.statusCode).toBe(409);
      expect(booking.json().error).toEqual({ code: 'NO_HOST', message: 'This program cannot be booked yet: it has no host to confirm bookings.' });
      const question = await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: program.id, text: 'Hello?' } });
      expect(question.statusCode).toBe(409);
      expect(question.json().error.code).toBe('NO_HOST');
      const [count] = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE user_id = $1', [guest.user.id]);
      expect(Number(count!.n)).toBe(0);
    } finally {
      await api.close();
    }
  });
});
