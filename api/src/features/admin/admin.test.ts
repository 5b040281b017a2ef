import { programs as samplePrograms } from '@wellness/shared/data';
import { ERROR_MESSAGES } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { withoutPrice } from '../../test/bookings';

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
let facility: Awaited<ReturnType<TestApi['signUp']>>;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.signUp('admin');
  facility = await api.signUp('facility', { firstName: 'Villa', lastName: 'Serena' });
});
afterAll(() => api.close());

const as = (auth: { authorization: string } | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  api.request({ method, url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

const submit = async (name: string) =>
  (await as(facility.auth, 'POST', '/api/my/programs', { name, location: 'Ubud - Bali', category: 'spa', description: 'Quiet.', status: 'pending' })).json().data;

describe('admin endpoints', () => {
  it('are for admins only', async () => {
    for (const url of ['/api/admin/programs', '/api/admin/services', '/api/admin/users', '/api/admin/analytics', '/api/admin/contact-messages']) {
      expect((await as(undefined, 'GET', url)).statusCode).toBe(401);
      expect((await as(facility.auth, 'GET', url)).statusCode).toBe(403);
      expect((await as(admin.auth, 'GET', url)).statusCode).toBe(200);
    }
    expect((await as(facility.auth, 'POST', `/api/admin/programs/prg-001/approve`, { version: 1 })).statusCode).toBe(403);
  });

  it('analytics: totals, rounded approval rate, active users, fixed revenue', async () => {
    const res = await as(admin.auth, 'GET', '/api/admin/analytics');
    // Active users: the two made here and the sample hosts (db/seed-hosts.ts), one per sample program.
    expect(res.json().data).toEqual({ totalPrograms: samplePrograms.length, approvalRate: 100, activeUsers: 2 + samplePrograms.length, revenue: '$12,450' });
  });

  it('approves a pending program into the public catalogue', async () => {
    const p = await submit('Frangipani Renewal');
    const pending = (await as(admin.auth, 'GET', '/api/admin/programs?status=pending')).json().data;
    expect(pending.programs).toEqual([expect.objectContaining({ id: p.id, title: 'Frangipani Renewal', creator: 'Villa Serena', status: 'pending' })]);
    expect(pending.counts).toEqual({ pending: 1, approved: samplePrograms.length, rejected: 0 });

    const res = await as(admin.auth, 'POST', `/api/admin/programs/${p.id}/approve`, { version: await api.versionOf(p.id) });
    expect(res.json().data).toMatchObject({ id: p.id, status: 'approved', programStatus: 'active' });
    expect((await as(undefined, 'GET', `/api/programs/${p.id}`)).statusCode).toBe(200);
    expect((await as(admin.auth, 'POST', `/api/admin/programs/${p.id}/approve`, { version: await api.versionOf(p.id) })).json().error.code).toBe('NOT_PENDING');
    expect((await as(admin.auth, 'GET', '/api/admin/analytics')).json().data.approvalRate).toBe(100);
  });

  it('rejects with a remark; the owner sees it; rate goes down', async () => {
    const p = await submit('Hidden Spring');
    const res = await as(admin.auth, 'POST', `/api/admin/programs/${p.id}/reject`, { remark: 'Please add the address.', version: await api.versionOf(p.id) });
    expect(res.json().data).toMatchObject({ status: 'rejected', remark: 'Please add the address.' });
    expect((await as(facility.auth, 'GET', `/api/my/programs/${p.id}`)).json().data).toMatchObject({ status: 'rejected', remark: 'Please add the address.' });
    const rejected = (await as(admin.auth, 'GET', '/api/admin/programs?status=rejected')).json().data;
    expect(rejected.programs.map((x: { id: string }) => x.id)).toEqual([p.id]);
    const total = samplePrograms.length + 2;
    expect((await as(admin.auth, 'GET', '/api/admin/analytics')).json().data).toMatchObject({ totalPrograms: total, approvalRate: Math.round(((total - 1) / total) * 100) });
    expect((await as(admin.auth, 'POST', `/api/admin/programs/${p.id}/reject`, { remark: 5, version: 1 })).statusCode).toBe(400);
    expect((await as(admin.auth, 'POST', '/api/admin/programs/prg-404/reject', { version: 1 })).statusCode).toBe(404);
  });

  it('drafts stay private to their owner', async () => {
    const draft = (await as(facility.auth, 'POST', '/api/my/programs', { name: 'Secret draft' })).json().data;
    expect((await as(admin.auth, 'GET', `/api/admin/programs/${draft.id}`)).statusCode).toBe(404);
    expect((await as(admin.auth, 'GET', '/api/admin/programs?q=secret')).json().data.total).toBe(0);
  });

  it('services: bookings count and an active/inactive toggle, refused with 409 while pending', async () => {
    const sample = samplePrograms[1]!;
    // Counted, not paid: booked directly once off price.
    await withoutPrice(api, sample.id);
    await as(undefined, 'POST', '/api/bookings', { name: 'A B', email: 'a@b.co', phone: '5551234567', preferredDate: sample.sessions[0]!.startDate, sessionId: sample.sessions[0]!.id, programId: sample.id });
    const list = (await as(admin.auth, 'GET', `/api/admin/services?q=${encodeURIComponent(sample.name)}`)).json().data;
    expect(list.services).toEqual([{ id: sample.id, name: sample.name, category: sample.category, status: 'active', bookings: 1, owner: 'Napa Valley Vineyard Health House', canToggle: true }]);

    const off = await as(admin.auth, 'PATCH', `/api/admin/services/${sample.id}/status`, { status: 'inactive' });
    expect(off.json().data).toMatchObject({ status: 'inactive', bookings: 1 });
    expect((await as(undefined, 'GET', `/api/programs/${sample.id}`)).statusCode).toBe(404);
    expect((await as(admin.auth, 'PATCH', `/api/admin/services/${sample.id}/status`, { status: 'active' })).json().data.status).toBe('active');

    const pending = await submit('Waiting Room');
    const refused = await as(admin.auth, 'PATCH', `/api/admin/services/${pending.id}/status`, { status: 'active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PENDING_APPROVAL');
    expect((await as(admin.auth, 'PATCH', `/api/admin/services/${sample.id}/status`, { status: 'paused' })).statusCode).toBe(400);
  });

  it('users: list with join date, deactivate (sign-in refused, token stops working), reactivate', async () => {
    const target = await api.signUp('user', { password: 'secret123' });
    const users = (await as(admin.auth, 'GET', `/api/admin/users?q=${encodeURIComponent(target.user.email)}`)).json().data;
    expect(users.users).toEqual([{ id: target.user.id, name: target.user.firstName + ' ' + target.user.lastName, email: target.user.email, role: 'user', joinDate: target.user.joinDate, status: 'active' }]);

    expect((await as(admin.auth, 'PATCH', `/api/admin/users/${target.user.id}/status`, { status: 'inactive' })).json().data.status).toBe('inactive');
    expect((await as(target.auth, 'GET', '/auth/me')).statusCode).toBe(401);
    const login = await api.request({ method: 'POST', url: '/auth/login', payload: { email: target.user.email, password: 'secret123' } });
    expect(login.statusCode).toBe(403);
    // A wrong password still gets the generic message.
    const wrong = await api.request({ method: 'POST', url: '/auth/login', payload: { email: target.user.email, password: 'nope-nope' } });
    expect(wrong.json().error.message).toBe(ERROR_MESSAGES.loginFailed);

    await as(admin.auth, 'PATCH', `/api/admin/users/${target.user.id}/status`, { status: 'active' });
    expect((await as(target.auth, 'GET', '/auth/me')).statusCode).toBe(200);
    expect((await as(admin.auth, 'PATCH', `/api/admin/users/${admin.user.id}/status`, { status: 'inactive' })).statusCode).toBe(409);
    expect((await as(admin.auth, 'PATCH', `/api/admin/users/${target.user.id}/status`, { status: 'active' })).json().error.code).toBe('STATUS_UNCHANGED');
    expect((await as(admin.auth, 'PATCH', '/api/admin/users/nobody/status', { status: 'inactive' })).statusCode).toBe(404);
  });

  it('pages and searches the lists: limit and offset answered back, programs by name or location, users by name or email', async () => {
    const first = (await as(admin.auth, 'GET', '/api/admin/services?limit=2')).json().data;
    const second = (await as(admin.auth, 'GET', '/api/admin/services?limit=2&offset=2')).json().data;
    expect([first.services.length, first.limit, first.offset, second.offset]).toEqual([2, 2, 0, 2]);
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThan(4);
    // One order over the pages: no row twice.
    const ids = [...first.services, ...second.services].map((x: { id: string }) => x.id);
    expect(new Set(ids).size).toBe(4);
    expect((await as(admin.auth, 'GET', '/api/admin/services')).json().data).toMatchObject({ limit: 50, offset: 0 });

    const place = await as(facility.auth, 'POST', '/api/my/programs', { name: 'Salt Flats Stillness', location: 'Uyuni - Bolivia', category: 'spa', description: 'Quiet.', status: 'pending' });
    const byPlace = (await as(admin.auth, 'GET', '/api/admin/programs?status=pending&q=bolivia')).json().data;
    expect(byPlace.programs.map((x: { id: string }) => x.id)).toEqual([place.json().data.id]);
    expect((await as(admin.auth, 'GET', '/api/admin/services?q=UYUNI')).json().data.total).toBe(1);
    // The approval counts stay those of all programs whatever the search.
    expect(byPlace.counts.approved).toBeGreaterThan(0);

    const byName = (await as(admin.auth, 'GET', '/api/admin/users?q=villa%20ser')).json().data;
    expect(byName.users.map((x: { email: string }) => x.email)).toEqual([facility.user.email]);
    const pageOfUsers = (await as(admin.auth, 'GET', '/api/admin/users?limit=1&offset=1')).json().data;
    expect(pageOfUsers).toMatchObject({ limit: 1, offset: 1 });
    expect(pageOfUsers.users).toHaveLength(1);
    expect(pageOfUsers.total).toBeGreaterThan(1);
  });

  it('refuses a bad page or search with a 400 naming the field', async () => {
    for (const [query, field] of [['limit=0', 'limit'], ['limit=101', 'limit'], ['offset=-1', 'offset'], ['limit=ten', 'limit'], ['q=a%00b', 'q']] as const) {
      for (const list of ['users', 'programs', 'services']) {
        const res = await as(admin.auth, 'GET', `/api/admin/${list}?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields[field]).toBeTruthy();
      }
    }
  });

  it('contact messages are readable by admins', async () => {
    await api.request({ method: 'POST', url: '/contact', payload: { name: 'Ivy', email: 'ivy@example.test', message: 'Hello' } });
    const res = await as(admin.auth, 'GET', '/api/admin/contact-messages');
    expect(res.json().data[0]).toMatchObject({ name: 'Ivy', email: 'ivy@example.test', message: 'Hello', phone: '' });
  });

  it('an admin changes neither another admin’s status nor their own', async () => {
    const other = await api.signUp('admin');
    for (const status of ['inactive', 'active']) {
      const res = await as(admin.auth, 'PATCH', `/api/admin/users/${other.user.id}/status`, { status });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('ADMIN_PROTECTED');
      expect((await as(admin.auth, 'PATCH', `/api/admin/users/${admin.user.id}/status`, { status })).statusCode).toBe(409);
    }
    expect((await as(other.auth, 'GET', '/auth/me')).statusCode).toBe(200);
    const [row] = await api.database.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [other.user.id]);
    expect(row!.status).toBe('active');
  });
});
