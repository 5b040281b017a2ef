// Property-based: random and malformed bodies to every write endpoint never give a 5xx, and never change data the
// request had no right to touch.
import fc from 'fast-check';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let owner: Awaited<ReturnType<TestApi['signUp']>>;
let stranger: Awaited<ReturnType<TestApi['signUp']>>;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
let programId: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = await api.signUp('facility');
  stranger = await api.signUp('facility');
  admin = await api.signUp('admin');
  programId = (await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: 'Guarded', status: 'draft' } })).json().data.id;
});
afterAll(() => api.close());

/** Everything a request could change, as one comparable snapshot. */
async function snapshot() {
  const q = (sql: string) => api.database.rawTransaction((run) => run(sql, []));
  return JSON.stringify({
    users: await q('SELECT id, email, role, status, first_name, last_name, phone FROM users ORDER BY id'),
    programs: await q('SELECT id, name, status, approved, remark, owner_id, slug, updated_at FROM programs ORDER BY id'),
    bookings: await q('SELECT id, status FROM bookings ORDER BY id'),
    contact: await q('SELECT count(*)::int AS n FROM contact_messages'),
  });
}

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.constantFrom('', '   ', 'a@b.co', '2027-01-10', '5551234567', 'admin', 'pending', 'active', '__proto__', "'; DROP TABLE users; --"),
);
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'role', 'name', 'message', 'preferredDate', 'programId', 'programSlug',
  'location', 'category', 'description', 'status', 'images', 'includes', 'bookingOptions', 'price', 'remark', 'ownerId', 'approved', 'id'];
const objectBody = fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 8 });
const rawBody = fc.oneof(
  objectBody.map((o) => JSON.stringify(o)),
  jsonValue.map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{}}}'),
);

type Target = { method: 'POST' | 'PUT' | 'PATCH'; url: () => string; auth: () => Record<string, string>; mayChange: boolean };
const TARGETS: Target[] = [
  { method: 'POST', url: () => '/auth/register', auth: () => ({}), mayChange: true },
  { method: 'POST', url: () => '/auth/login', auth: () => ({}), mayChange: false },
  { method: 'PATCH', url: () => '/auth/me', auth: () => stranger.auth, mayChange: true },
  { method: 'POST', url: () => '/contact', auth: () => ({}), mayChange: true },
  { method: 'POST', url: () => '/api/bookings', auth: () => ({}), mayChange: true },
  { method: 'POST', url: () => '/api/bookings/some-id/cancel', auth: () => stranger.auth, mayChange: false },
  { method: 'POST', url: () => '/api/my/programs', auth: () => stranger.auth, mayChange: true },
  // The stranger may not touch the owner's program, whatever the body says.
  { method: 'PUT', url: () => `/api/my/programs/${programId}`, auth: () => stranger.auth, mayChange: false },
  { method: 'PATCH', url: () => `/api/my/programs/${programId}/status`, auth: () => stranger.auth, mayChange: false },
  // Non-admins reach no admin action.
  { method: 'POST', url: () => `/api/admin/programs/${programId}/reject`, auth: () => owner.auth, mayChange: false },
  { method: 'PATCH', url: () => `/api/admin/users/${admin.user.id}/status`, auth: () => owner.auth, mayChange: false },
  { method: 'PATCH', url: () => '/api/admin/services/prg-001/status', auth: () => owner.auth, mayChange: false },
  // An admin with a bad body changes nothing either (validated before any write).
  { method: 'PATCH', url: () => `/api/admin/users/${owner.user.id}/status`, auth: () => admin.auth, mayChange: true },
  { method: 'POST', url: () => '/api/uploads', auth: () => owner.auth, mayChange: false },
];

describe.each(TARGETS)('$method write endpoint', (target) => {
  it(`${target.method} ${target.url.toString().replace(/^\(\) => /, '')}: no 5xx for random bodies${target.mayChange ? '' : ', no data change'}`, async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'), async (payload, contentType) => {
        const before = target.mayChange ? '' : await snapshot();
        const res = await api.request({ method: target.method, url: target.url(), headers: { 'content-type': contentType, ...target.auth() }, payload });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toEqual(res.statusCode < 300 ? { data: expect.anything() } : { error: { code: expect.any(String), message: expect.any(String), ...(res.json().error.fields ? { fields: expect.any(Object) } : {}) } });
        if (!target.mayChange) expect(await snapshot()).toBe(before);
      }),
      { numRuns: target.mayChange ? 60 : 40 },
    );
  });
});

it('structured random objects to the validated endpoints: a 2xx only for valid input, never 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(objectBody, fc.constantFrom('/auth/register', '/contact', '/api/bookings', '/api/my/programs'), async (body, url) => {
      const res = await api.request({ method: 'POST', url, headers: url === '/api/my/programs' ? stranger.auth : {}, payload: body });
      expect(res.statusCode).toBeLessThan(500);
      expect([200, 201, 400, 404, 409, 429]).toContain(res.statusCode);
    }),
    { numRuns: 150 },
  );
  // The guarded program is untouched by all of the above.
  const mine = await api.request({ method: 'GET', url: `/api/my/programs/${programId}`, headers: owner.auth });
  expect(mine.json().data).toMatchObject({ name: 'Guarded', status: 'draft', ownerId: owner.user.id });
});
