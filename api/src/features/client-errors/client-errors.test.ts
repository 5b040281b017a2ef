import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
beforeAll(async () => {
  api = await createTestApi({ config: { clientErrorLimit: { max: 5, windowMs: 60_000 } } });
  admin = await api.signUp('admin');
});
afterAll(() => api.close());

const report = { kind: 'version-mismatch', area: 'catalog', message: 'catalog needs contract ^3, shell has 2.4.0', needed: '^3', found: '2.4.0', release: 'catalog@2026-11-23.1' };
const post = (payload: unknown, remoteAddress = '10.9.0.1', headers: Record<string, string> = {}) =>
  api.request({ method: 'POST', url: '/api/client-errors', payload: payload as string, remoteAddress, headers });

describe('POST /api/client-errors', () => {
  it('stores a report without an account, keeps only the known fields, masks personal data, hashes the IP', async () => {
    const res = await post({ ...report, email: 'ana@example.test', userId: 'u1', stack: 'x'.repeat(50) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    const masked = await post({ kind: 'render-error', area: 'dashboards', message: 'failed for ana@example.test, call 555 123 4567' });
    expect(masked.statusCode).toBe(201);
    const [row] = await api.database.query<Record<string, unknown>>('SELECT * FROM client_errors WHERE id = $1', [masked.json().data.id]);
    expect(row!.message).toBe('failed for [email], call [number]');
    expect(row!.ip_hash).not.toContain('10.9.0.1');
    expect(Object.keys(row!).sort()).toEqual(['area', 'created_at', 'found', 'id', 'ip_hash', 'kind', 'message', 'needed', 'release']);
  });

  it('takes the JSON as text/plain too (navigator.sendBeacon)', async () => {
    const res = await post(JSON.stringify({ kind: 'load-failure', area: 'shell', message: 'chunk failed' }), '10.9.0.2', { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(201);
    expect((await post('not json', '10.9.0.2', { 'content-type': 'text/plain' })).statusCode).toBe(400);
  });

  it.each([
    { ...report, kind: 'crash' }, { ...report, area: 'admin' }, { ...report, message: '' }, { ...report, message: 'x'.repeat(501) },
    { ...report, message: 'a\u0000b' }, { ...report, needed: 5 }, { kind: 'render-error' },
  ])('refuses %j with 400', async (payload) => {
    const res = await post(payload, '10.9.0.3');
    expect(res.statusCode).toBe(400);
  });

  it('is rate-limited per IP', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await post(report, '10.9.0.4')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect((await post(report, '10.9.0.5')).statusCode).toBe(201);
  });
});

describe('GET /api/admin/client-errors', () => {
  it('lists the newest first, for admins only', async () => {
    const last = (await post({ ...report, message: 'the newest one' }, '10.9.0.6')).json().data;
    const res = await api.request({ method: 'GET', url: '/api/admin/client-errors?limit=2', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
    expect(res.json().data[0]).toEqual({ id: last.id, kind: 'version-mismatch', area: 'catalog', message: 'the newest one', needed: '^3', found: '2.4.0', release: 'catalog@2026-11-23.1', createdAt: last.createdAt });
    const user = await api.signUp('user');
    expect((await api.request({ method: 'GET', url: '/api/admin/client-errors', headers: user.auth })).statusCode).toBe(403);
    expect((await api.request({ method: 'GET', url: '/api/admin/client-errors' })).statusCode).toBe(401);
    expect((await api.request({ method: 'GET', url: '/api/admin/client-errors?limit=0', headers: admin.auth })).statusCode).toBe(400);
  });
});
