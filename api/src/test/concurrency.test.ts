// Status changes name the status they replace, so two at once cannot both win; bookings take an
// Idempotency-Key. Runs on PGlite and, through test-postgres.sh, on PostgreSQL (truly concurrent there).
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
let owner: Awaited<ReturnType<TestApi['signUp']>>;
let openProgramId: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.signUp('admin');
  owner = await api.signUp('facility');
  // Many bookings of one program: one without sessions, so no session fills up (places: features/bookings).
  openProgramId = (await approvedProgram('Open dates')).id;
});
afterAll(() => api.close());

const bookingBody = (i = 0) => ({ name: `Guest ${i}`, email: `guest${i}@example.test`, phone: '5551234567', preferredDate: '2030-01-01', programId: openProgramId });
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort((a, b) => a - b);
const times = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

async function approvedProgram(name: string) {
  const p = (await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name, location: 'Ubud - Bali', category: 'spa', description: 'x', status: 'pending', bookingOptions: { availableDates: ['2030-01-01'] } } })).json().data;
  await api.request({ method: 'POST', url: `/api/admin/programs/${p.id}/approve`, headers: admin.auth, payload: { version: await api.versionOf(p.id) } });
  return p as { id: string };
}

describe('guarded status changes: one of ten concurrent identical changes wins, the others get 409', () => {
  it('a guest cancels a booking', async () => {
    const guest = await api.signUp('user');
    const b = (await api.request({ method: 'POST', url: '/api/bookings', headers: guest.auth, payload: bookingBody() })).json().data;
    const results = await times(10, () => api.request({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, headers: guest.auth }));
    expect(statuses(results)).toEqual([200, ...Array(9).fill(409)]);
  });

  it('an admin toggles a service', async () => {
    const p = await approvedProgram('Toggle me');
    const results = await times(10, () => api.request({ method: 'PATCH', url: `/api/admin/services/${p.id}/status`, headers: admin.auth, payload: { status: 'inactive' } }));
    expect(statuses(results)).toEqual([200, ...Array(9).fill(409)]);
  });

  it('admins approve and reject one program at once', async () => {
    const p = (await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: 'Decide me', location: 'Ubud - Bali', category: 'spa', description: 'x', status: 'pending' } })).json().data;
    const version = await api.versionOf(p.id);
    const results = await times(10, (i) => api.request({ method: 'POST', url: `/api/admin/programs/${p.id}/${i % 2 ? 'approve' : 'reject'}`, headers: admin.auth, payload: { version } }));
    expect(statuses(results)).toEqual([200, ...Array(9).fill(409)]);
  });

  it('an admin deactivates a user', async () => {
    const target = await api.signUp('user');
    const results = await times(10, () => api.request({ method: 'PATCH', url: `/api/admin/users/${target.user.id}/status`, headers: admin.auth, payload: { status: 'inactive' } }));
    expect(statuses(results)).toEqual([200, ...Array(9).fill(409)]);
  });

  it('an owner switches a program off', async () => {
    const p = await approvedProgram('Switch me');
    const results = await times(10, () => api.request({ method: 'PATCH', url: `/api/my/programs/${p.id}/status`, headers: owner.auth, payload: { status: 'inactive' } }));
    expect(statuses(results)).toEqual([200, ...Array(9).fill(409)]);
  });

  it('an owner confirms and declines one request at once', async () => {
    const p = await approvedProgram('Request me');
    const b = (await api.request({ method: 'POST', url: '/api/bookings', payload: { ...bookingBody(), programId: p.id, preferredDate: '2030-01-01' } })).json().data;
    const results = await times(10, (i) => api.request({ method: 'POST', url: `/api/my/booking-requests/${b.id}/${i % 2 ? 'confirm' : 'decline'}`, headers: owner.auth }));
    expect(statuses(results)).toEqual([200, ...Array(9).fill(409)]);
  });
});

describe('Idempotency-Key on POST /api/bookings', () => {
  const count = async (where: string, params: (string | number)[]) => (await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE ${where}`, params))[0]!.n;

  it('500 concurrent identical requests with one key: one row, every answer is that booking', async () => {
    const key = 'key-identical-0001';
    const results = await times(500, () => api.request({ method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': key }, payload: bookingBody(1) }));
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([201]));
    const ids = new Set(results.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(499);
    expect(await count('email = $1', ['guest1@example.test'])).toBe(1);
  });

  it('500 concurrent different requests, each with its own key: 500 rows, each once', async () => {
    const results = await times(500, (i) => api.request({ method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': `key-many-${String(i).padStart(4, '0')}` }, payload: { ...bookingBody(1000 + i), email: `many${i}@example.test` } }));
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(500);
    expect(await count(`email LIKE 'many%@example.test'`, [])).toBe(500);
    // Sent again, the same keys answer the same bookings and write nothing.
    const again = await times(500, (i) => api.request({ method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': `key-many-${String(i).padStart(4, '0')}` }, payload: { ...bookingBody(1000 + i), email: `many${i}@example.test` } }));
    expect(again.map((r) => r.json().data.id)).toEqual(results.map((r) => r.json().data.id));
    expect(await count(`email LIKE 'many%@example.test'`, [])).toBe(500);
    // A thousand bookings one after another on PGlite's one thread: ~50 s alone, more beside the other test files.
  }, 180_000);

  it('a key reused for another request is a 409; another caller’s key is its own; a bad key is a 400', async () => {
    const guest = await api.signUp('user');
    const key = 'key-reused-000001';
    const first = await api.request({ method: 'POST', url: '/api/bookings', headers: { ...guest.auth, 'idempotency-key': key }, payload: bookingBody(7) });
    expect(first.statusCode).toBe(201);
    const other = await api.request({ method: 'POST', url: '/api/bookings', headers: { ...guest.auth, 'idempotency-key': key }, payload: { ...bookingBody(7), name: 'Someone Else' } });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The same key from an anonymous caller is another caller: a new booking, not the account's.
    const anonymous = await api.request({ method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': key }, payload: bookingBody(7) });
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json().data.id).not.toBe(first.json().data.id);
    for (const bad of ['short', 'x'.repeat(129), 'has space in it', '<script>alert</script>']) {
      expect((await api.request({ method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': bad }, payload: bookingBody(8) })).statusCode).toBe(400);
    }
  });
});
