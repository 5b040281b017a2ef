// Saved programs: idempotent save and remove, only public programs, live cards, and "no longer available".
import type { SavedProgram } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { publishProgram } from '../../test/bookings';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}) => api.request({ method, url, headers });

it('saves and removes idempotently, lists newest first with live cards, and marks a program taken down', async () => {
  const visitor = await api.signUp('user');
  const first = await publishProgram(api, { price: 1200 });
  const second = await publishProgram(api, {});
  expect((await call('GET', '/api/saved')).statusCode).toBe(401);
  expect((await call('PUT', `/api/saved/${first.program.id}`)).statusCode).toBe(401);

  for (let i = 0; i < 2; i++) {
    const res = await call('PUT', `/api/saved/${first.program.id}`, visitor.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ saved: true });
  }
  expect((await call('PUT', `/api/saved/${second.program.id}`, visitor.auth)).statusCode).toBe(200);
  expect((await call('GET', '/api/saved/ids', visitor.auth)).json().data).toEqual([second.program.id, first.program.id]);
  const rows = await api.database.query('SELECT 1 FROM saved_programs WHERE user_id = $1', [visitor.user.id]);
  expect(rows).toHaveLength(2);

  // Live: the owner takes the first program down (inactive); it stays saved, no longer available.
  const off = await api.request({ method: 'PATCH', url: `/api/my/programs/${first.program.id}/status`, headers: first.owner.auth, payload: { status: 'inactive' } });
  expect(off.statusCode).toBe(200);
  const saved = (await call('GET', '/api/saved', visitor.auth)).json().data as SavedProgram[];
  expect(saved.map((s) => [s.program.id, s.available])).toEqual([[second.program.id, true], [first.program.id, false]]);
  expect(saved[1]!.program).toMatchObject({ name: first.program.name, price: 1200, reviewStats: { average: null, count: 0 } });
  // …and cannot be saved anew by someone else.
  const other = await api.signUp('user');
  expect((await call('PUT', `/api/saved/${first.program.id}`, other.auth)).statusCode).toBe(404);

  for (let i = 0; i < 2; i++) {
    const res = await call('DELETE', `/api/saved/${second.program.id}`, visitor.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ saved: false });
  }
  expect((await call('GET', '/api/saved/ids', visitor.auth)).json().data).toEqual([first.program.id]);
});

it('answers 404 for an unknown program and 400 for a bad id, storing nothing', async () => {
  const visitor = await api.signUp('facility');
  expect((await call('PUT', '/api/saved/no-such-program', visitor.auth)).statusCode).toBe(404);
  expect((await call('PUT', `/api/saved/${encodeURIComponent('a b')}`, visitor.auth)).statusCode).toBe(400);
  expect((await call('GET', '/api/saved', visitor.auth)).json().data).toEqual([]);
});
