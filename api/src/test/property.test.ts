// Property-based: every write endpoint, every query and path parameter and the request headers get
// full-Unicode text (NUL, control characters, lone surrogates, right-to-left and format marks), deep nesting, huge
// fields and wrong types; at least 10,000 cases per run, on PGlite and (test-postgres.sh) on PostgreSQL. Every case:
// no 5xx, the standard shape, and no row changed by a request that failed or had no right to change anything.
import fc from 'fast-check';
import { programs as samplePrograms } from '@wellness/shared/data';
import { createTestApi, type TestApi } from './harness';
import { withoutPrice } from './bookings';

const MIN_CASES = 10_000;
let cases = 0;

let api: TestApi;
type Session = Awaited<ReturnType<TestApi['signUp']>>;
let owner: Session;
let stranger: Session;
let admin: Session;
let guest: Session;
const ids = { draft: '', untouched: '', live: '', pending: '', booking: '', request: '', thread: '' };
let target: Session;
const sample = samplePrograms[0]!;

beforeAll(async () => {
  api = await createTestApi();
  owner = await api.signUp('facility');
  stranger = await api.signUp('facility');
  admin = await api.signUp('admin');
  guest = await api.signUp('user');
  const create = async (payload: object) => (await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload })).json().data.id as string;
  target = await api.signUp('user');
  ids.draft = await create({ name: 'Edited draft', status: 'draft' });
  ids.untouched = await create({ name: 'Guarded draft', status: 'draft' });
  ids.pending = await create({ name: 'Guarded pending', location: 'Ubud - Bali', category: 'spa', description: 'x', status: 'pending' });
  ids.live = await create({ name: 'Guarded live', location: 'Ubud - Bali', category: 'spa', description: 'x', status: 'pending', bookingOptions: { availableDates: ['2030-01-01'] } });
  await api.request({ method: 'POST', url: `/api/admin/programs/${ids.live}/approve`, headers: admin.auth, payload: { version: await api.versionOf(ids.live) } });
  // The endpoints' shapes are the point, not money: the sample program books directly.
  await withoutPrice(api, sample.id);
  ids.booking = (await api.request({ method: 'POST', url: '/api/bookings', headers: guest.auth, payload: { name: 'G', email: 'g@example.test', phone: '5551234567', preferredDate: sample.sessions[0]!.startDate, sessionId: sample.sessions[0]!.id, programId: sample.id } })).json().data.id;
  ids.request = (await api.request({ method: 'POST', url: '/api/bookings', payload: { name: 'R', email: 'r@example.test', phone: '5551234567', preferredDate: '2030-01-01', programId: ids.live } })).json().data.id;
  ids.thread = (await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: ids.live, text: 'A question' } })).json().data.thread.id;
});
afterAll(async () => {
  await api.close();
});

/**
 * Whether anything was written, as one value per table the API writes: its row count and the highest and summed
 * xmin (the id of the transaction that wrote each row version). Transaction ids only grow, so any insert or update
 * raises the maximum and any delete changes the count or the sum, even a write that puts back the same values.
 */
const TABLES = ['users', 'programs', 'bookings', 'contact_messages', 'uploads', 'user_preferences', 'client_errors', 'idempotent_requests', 'schema_migrations', 'app_meta', 'threads', 'thread_messages', 'thread_reads', 'outbox', 'live_events'];
const SNAPSHOT = `SELECT ${TABLES.map((t) => `(SELECT count(*) || '/' || coalesce(max(xmin::text::bigint), 0) || '/' || coalesce(sum(xmin::text::bigint), 0) FROM ${t})`).join(" || ' ' || ")} AS h`;
async function snapshot(): Promise<string> {
  // Prepared: planned once, not twice a case (PGlite plans in WebAssembly).
  return (await api.database.query<{ h: string }>(SNAPSHOT, [], { prepare: true }))[0]!.h;
}

// ---- Arbitraries ----

const SPECIAL = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029'];
const SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const MARKS = ['\u200e', '\u200f', '\u202a', '\u202b', '\u202d', '\u202e', '\u2066', '\u2067', '\u2069', '\u061c', '\ufeff', '\u200b', '\u200d', '\u0301'];
const SYNTAX = ["'", '"', '\\', '%', '_', '`', '$1', '${x}', '<script>', '&amp;', '{', '}', '[', ']', '../', '\\u0000', '%00', 'ﬁ', 'İ', 'ß'];

const nastyChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...SPECIAL) },
  { weight: 2, arbitrary: fc.constantFrom(...SURROGATES) },
  { weight: 2, arbitrary: fc.constantFrom(...MARKS) },
  { weight: 2, arbitrary: fc.constantFrom(...SYNTAX) },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 3 }) },
);
const HUGE = [201, 1001, 5001, 20_001, 300_000];
const nastyText = fc.oneof(
  { weight: 8, arbitrary: fc.array(nastyChar, { maxLength: 30 }).map((a) => a.join('')) },
  { weight: 3, arbitrary: fc.constantFrom('', ' ', 'a@b.co', '2030-01-01', '5551234567', 'admin', 'pending', 'active', 'inactive', 'draft', '__proto__', 'constructor', "'; DROP TABLE users; --", 'null', 'NaN', '-1', '1e309', '0x10', 'spa', 'Japan', 'en', 'render-error', 'catalog') },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...HUGE.slice(0, 3)), nastyChar).map(([n, c]) => c.repeat(n)) },
);
const deepValue = fc.integer({ min: 2, max: 300 }).map((depth) => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}), fc.array(nastyText, { maxLength: 3 }), fc.dictionary(nastyText, nastyText, { maxKeys: 3 }), deepValue);
const fieldValue = fc.oneof({ weight: 5, arbitrary: nastyText }, { weight: 3, arbitrary: wrongType }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) });

/** Raw bodies: malformed JSON, deep nesting far past any sane depth, prototype keys, plain junk. */
const rawBody = fc.oneof(
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '1', 'true', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}'),
  fc.constantFrom(100, 5_000, 100_000).map((d) => '['.repeat(d) + ']'.repeat(d)),
  fc.constantFrom(100, 5_000, 50_000).map((d) => '{"a":'.repeat(d) + '{"__proto__":1}' + '}'.repeat(d)),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)),
);
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1'];

/** Percent-encodes any string, lone surrogates included (as the bytes a careless client would send). */
function encodeAny(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    else out += encodeURIComponent(ch);
  }
  return out;
}
const RAW_URL_JUNK = ['%', '%c0', '%C0%80', '%E0%A4%A', '%zz', '%00', '..', '%2e%2e%2f', '%ff%fe'];
const urlPart = fc.oneof({ weight: 8, arbitrary: nastyText.filter((t) => t.length < 2000).map(encodeAny) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_JUNK) });
const queryValue = fc.oneof({ weight: 6, arbitrary: urlPart }, { weight: 1, arbitrary: fc.constantFrom('5', '0', '-1', '100', '101', '1.5', '2030-01', '2030-13', 'price-asc', 'date-asc', '99999999999999999999') });

// ---- Expectations ----

const AUTH = { none: () => ({}), owner: () => owner.auth, stranger: () => stranger.auth, admin: () => admin.auth, guest: () => guest.auth };
type AuthName = keyof typeof AUTH;

function expectShape(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBeLessThan(500);
  if (res.statusCode === 304) return;
  const body = JSON.parse(res.body) as { data?: unknown; error?: { code: unknown; message: unknown; fields?: unknown; details?: unknown } };
  if (res.statusCode < 300) {
    expect(Object.keys(body)).toEqual(['data']);
  } else {
    expect(Object.keys(body)).toEqual(['error']);
    expect(typeof body.error!.code).toBe('string');
    expect(typeof body.error!.message).toBe('string');
    expect(Object.keys(body.error!).every((k) => ['code', 'message', 'fields', 'details'].includes(k))).toBe(true);
    if (body.error!.fields !== undefined) expect(typeof body.error!.fields).toBe('object');
    // details: what a 409 of the booking process adds (placesLeft, currentState).
    if (body.error!.details !== undefined) expect(typeof body.error!.details).toBe('object');
  }
}

/** A request whose failure (or whose caller's lack of rights) must leave every row as it was. */
async function send(options: { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer }, mayWrite: boolean) {
  const before = await snapshot();
  const res = await api.request(options as Parameters<TestApi['request']>[0]);
  cases += 1;
  expectShape(res);
  if (!mayWrite || res.statusCode >= 400) expect(await snapshot()).toBe(before);
  return res;
}

// ---- Write endpoints ----

interface WriteTarget {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: () => string;
  auth: AuthName;
  /** A valid body, mutated field by field. */
  base?: () => Record<string, unknown>;
  /** Whether a success may write (false: this caller has no right, so nothing may change whatever the answer). */
  mayWrite: boolean;
  runs: number;
}

const booking = () => ({ name: 'Lena Hart', email: 'lena@example.test', phone: '5551234567', preferredDate: sample.sessions[1]!.startDate, sessionId: sample.sessions[1]!.id, programId: sample.id });
const programForm = () => ({ name: 'Fuzz', location: 'Ubud - Bali', category: 'spa', description: 'x', detailedDescription: 'y', duration: '5 Days', price: '$100', status: 'draft', images: [], includes: [{ title: 't', description: 'd' }], highlights: ['h'], bookingOptions: { pricePerPerson: '$1', availableDates: ['2030-01-01'] } });
const register = () => ({ firstName: 'F', lastName: 'Z', email: `fuzz${cases}@example.test`, phone: '5551234567', password: 'secret123', role: 'user' });

const WRITES: WriteTarget[] = [
  { name: 'register', method: 'POST', url: () => '/auth/register', auth: 'none', base: register, mayWrite: true, runs: 160 },
  { name: 'login', method: 'POST', url: () => '/auth/login', auth: 'none', base: () => ({ email: 'nobody@example.test', password: 'secret123' }), mayWrite: false, runs: 120 },
  { name: 'profile', method: 'PATCH', url: () => '/auth/me', auth: 'stranger', base: () => ({ firstName: 'S', lastName: 'T', phone: '5550000000' }), mayWrite: true, runs: 400 },
  { name: 'contact', method: 'POST', url: () => '/contact', auth: 'none', base: () => ({ name: 'N', email: 'n@example.test', phone: '', message: 'hi' }), mayWrite: true, runs: 400 },
  { name: 'api contact', method: 'POST', url: () => '/api/contact', auth: 'guest', base: () => ({ name: 'N', email: 'n@example.test', message: 'hi' }), mayWrite: true, runs: 250 },
  { name: 'booking', method: 'POST', url: () => '/api/bookings', auth: 'none', base: booking, mayWrite: true, runs: 400 },
  { name: 'cancel someone else’s booking', method: 'POST', url: () => `/api/bookings/${ids.booking}/cancel`, auth: 'stranger', mayWrite: false, runs: 200 },
  { name: 'create program', method: 'POST', url: () => '/api/my/programs', auth: 'stranger', base: programForm, mayWrite: true, runs: 400 },
  { name: 'edit own draft', method: 'PUT', url: () => `/api/my/programs/${ids.draft}`, auth: 'owner', base: programForm, mayWrite: true, runs: 400 },
  { name: 'edit another owner’s program', method: 'PUT', url: () => `/api/my/programs/${ids.live}`, auth: 'stranger', base: programForm, mayWrite: false, runs: 300 },
  { name: 'another owner’s status', method: 'PATCH', url: () => `/api/my/programs/${ids.live}/status`, auth: 'stranger', base: () => ({ status: 'inactive' }), mayWrite: false, runs: 250 },
  { name: 'delete another owner’s program', method: 'DELETE', url: () => `/api/my/programs/${ids.live}`, auth: 'stranger', mayWrite: false, runs: 150 },
  { name: 'withdraw another owner’s program', method: 'POST', url: () => `/api/my/programs/${ids.live}/withdraw`, auth: 'stranger', base: () => ({ reason: 'r' }), mayWrite: false, runs: 150 },
  { name: 'uploads', method: 'POST', url: () => '/api/uploads', auth: 'owner', mayWrite: true, runs: 300 },
  { name: 'preferences', method: 'PUT', url: () => '/api/my/preferences', auth: 'guest', base: () => ({ notifications: false, language: 'fr' }), mayWrite: true, runs: 300 },
  { name: 'client error report', method: 'POST', url: () => '/api/client-errors', auth: 'none', base: () => ({ kind: 'render-error', area: 'catalog', message: 'm', needed: '1', found: '2', release: 'r' }), mayWrite: true, runs: 400 },
  { name: 'another owner confirms a request', method: 'POST', url: () => `/api/my/booking-requests/${ids.request}/confirm`, auth: 'stranger', mayWrite: false, runs: 150 },
  { name: 'a guest declines a request', method: 'POST', url: () => `/api/my/booking-requests/${ids.request}/decline`, auth: 'guest', mayWrite: false, runs: 150 },
  { name: 'non-admin rejects', method: 'POST', url: () => `/api/admin/programs/${ids.pending}/reject`, auth: 'owner', base: () => ({ remark: 'r', version: 1 }), mayWrite: false, runs: 200 },
  { name: 'non-admin user status', method: 'PATCH', url: () => `/api/admin/users/${admin.user.id}/status`, auth: 'owner', base: () => ({ status: 'inactive' }), mayWrite: false, runs: 200 },
  { name: 'admin: another admin’s status', method: 'PATCH', url: () => `/api/admin/users/${admin.user.id}/status`, auth: 'admin', base: () => ({ status: 'inactive' }), mayWrite: false, runs: 200 },
  { name: 'non-admin service status', method: 'PATCH', url: () => '/api/admin/services/prg-001/status', auth: 'owner', base: () => ({ status: 'inactive' }), mayWrite: false, runs: 200 },
  { name: 'admin rejects a draft (private to its owner)', method: 'POST', url: () => `/api/admin/programs/${ids.untouched}/reject`, auth: 'admin', base: () => ({ remark: 'r', version: 1 }), mayWrite: false, runs: 250 },
  { name: 'inquiry', method: 'POST', url: () => '/api/threads', auth: 'guest', base: () => ({ programId: ids.live, text: 'Is there a pool?' }), mayWrite: true, runs: 300 },
  { name: 'message', method: 'POST', url: () => `/api/threads/${ids.thread}/messages`, auth: 'owner', base: () => ({ text: 'Yes.' }), mayWrite: true, runs: 300 },
  { name: 'a stranger writes to a thread', method: 'POST', url: () => `/api/threads/${ids.thread}/messages`, auth: 'stranger', base: () => ({ text: 'Hi' }), mayWrite: false, runs: 200 },
  { name: 'admin user status', method: 'PATCH', url: () => `/api/admin/users/${target.user.id}/status`, auth: 'admin', base: () => ({ status: 'active' }), mayWrite: true, runs: 200 },
];

/** A body: the valid one with fields replaced, added or removed; random JSON; or raw text. */
const bodyFor = (target: WriteTarget) => {
  const mutated = target.base
    ? fc.tuple(fc.dictionary(fc.constantFrom(...Object.keys(target.base()), '__proto__', 'constructor', 'role', 'approved', 'ownerId', 'status', 'id', 'userId'), fieldValue, { maxKeys: 4 }), fc.subarray(Object.keys(target.base())))
        .map(([patch, drop]) => {
          const body: Record<string, unknown> = { ...target.base!(), ...patch };
          for (const key of drop.slice(0, 1)) delete body[key];
          return JSON.stringify(body);
        })
    : fc.dictionary(nastyText, fieldValue, { maxKeys: 4 }).map((o) => JSON.stringify(o));
  return fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 2, arbitrary: rawBody }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)) });
};

describe.each(WRITES)('write endpoint: $name', (target) => {
  it(`${target.method}: no 5xx, the standard shape, no unwarranted change (${target.runs} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(bodyFor(target), fc.constantFrom(...CONTENT_TYPES, 'application/json', 'application/json'), async (payload, contentType) => {
        await send({ method: target.method, url: target.url(), headers: { 'content-type': contentType, ...AUTH[target.auth]() }, payload }, target.mayWrite);
      }),
      { numRuns: target.runs },
    );
  });
});

// ---- Query and path parameters ----

interface ReadTarget {
  name: string;
  path: (part: () => string) => string;
  params: string[];
  auth: AuthName;
  runs: number;
}

const READS: ReadTarget[] = [
  { name: 'programs list', path: () => '/api/programs', params: ['category', 'country', 'city', 'limit', 'offset', 'minPrice', 'maxPrice', 'minNights', 'maxNights', 'month', 'sort'], auth: 'none', runs: 600 },
  { name: 'search', path: () => '/api/search', params: ['q', 'limit', 'offset'], auth: 'none', runs: 500 },
  { name: 'programs by location', path: (p) => `/programs/location/${p()}`, params: [], auth: 'none', runs: 250 },
  { name: 'programs by location and city', path: (p) => `/programs/location/${p()}/${p()}`, params: [], auth: 'none', runs: 250 },
  { name: 'program by slug', path: (p) => `/api/programs/by-slug/${p()}`, params: [], auth: 'owner', runs: 250 },
  { name: 'program by name', path: () => '/api/programs/by-name', params: ['name'], auth: 'none', runs: 250 },
  { name: 'program by id', path: (p) => `/api/programs/${p()}`, params: [], auth: 'admin', runs: 250 },
  { name: 'related programs', path: (p) => `/api/programs/${p()}/related`, params: [], auth: 'none', runs: 200 },
  { name: 'my bookings', path: () => '/api/bookings/mine', params: ['status'], auth: 'guest', runs: 200 },
  { name: 'my programs', path: () => '/api/my/programs', params: ['status'], auth: 'owner', runs: 200 },
  { name: 'my program', path: (p) => `/api/my/programs/${p()}`, params: [], auth: 'owner', runs: 200 },
  { name: 'booking requests', path: () => '/api/my/booking-requests', params: ['status'], auth: 'owner', runs: 200 },
  { name: 'admin programs', path: () => '/api/admin/programs', params: ['status', 'q', 'limit', 'offset'], auth: 'admin', runs: 300 },
  { name: 'admin program', path: (p) => `/api/admin/programs/${p()}`, params: [], auth: 'admin', runs: 150 },
  { name: 'admin services', path: () => '/api/admin/services', params: ['q', 'limit', 'offset'], auth: 'admin', runs: 250 },
  { name: 'admin users', path: () => '/api/admin/users', params: ['q', 'limit', 'offset'], auth: 'admin', runs: 250 },
  { name: 'admin contact messages', path: () => '/api/admin/contact-messages', params: ['limit', 'offset'], auth: 'admin', runs: 150 },
  { name: 'admin client errors', path: () => '/api/admin/client-errors', params: ['limit'], auth: 'admin', runs: 150 },
  { name: 'write paths’ ids', path: (p) => `/api/bookings/${p()}/cancel`, params: [], auth: 'guest', runs: 200 },
  { name: 'decision ids', path: (p) => `/api/my/booking-requests/${p()}/confirm`, params: [], auth: 'owner', runs: 200 },
  { name: 'inbox', path: () => '/api/threads', params: ['after'], auth: 'guest', runs: 200 },
  { name: 'thread', path: (p) => `/api/threads/${p()}`, params: ['before'], auth: 'guest', runs: 200 },
  { name: 'thread ids', path: (p) => `/api/threads/${p()}/read`, params: [], auth: 'guest', runs: 150 },
];

describe.each(READS)('parameters: $name', (target) => {
  it(`no 5xx, the standard shape, nothing written (${target.runs} cases)`, async () => {
    const write = target.name.includes('ids');
    await fc.assert(
      fc.asyncProperty(
        fc.array(urlPart, { minLength: 2, maxLength: 2 }),
        target.params.length ? fc.array(fc.tuple(fc.constantFrom(...target.params, 'unknown'), queryValue), { maxLength: 5 }) : fc.constant([]),
        async (parts, query) => {
          let i = 0;
          const path = target.path(() => parts[i++ % parts.length] || 'x');
          const qs = query.map(([k, v]) => `${k}=${v}`).join('&');
          await send({ method: write ? 'POST' : 'GET', url: qs ? `${path}?${qs}` : path, headers: AUTH[target.auth]() }, false);
        },
      ),
      { numRuns: target.runs },
    );
  });
});

// ---- Headers ----

it('headers: X-Request-Id, Idempotency-Key, Authorization and If-None-Match of any kind', async () => {
  const headerText = nastyText.map((t) => t.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')); // what an HTTP header can carry
  await fc.assert(
    fc.asyncProperty(headerText, headerText, fc.oneof(headerText, headerText.map((t) => `Bearer ${t}`)), headerText, async (requestId, key, authorization, etag) => {
      const res = await send(
        { method: 'POST', url: '/api/bookings', headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'idempotency-key': key, authorization, 'if-none-match': etag }, payload: JSON.stringify({ ...booking(), name: '' }) },
        false,
      );
      const safe = /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[0-9a-fA-F]{32})$/.test(requestId);
      expect(res.headers['x-request-id']).toEqual(safe ? requestId : expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));
    }),
    { numRuns: 400 },
  );
});

it(`ran at least ${MIN_CASES.toLocaleString('en-US')} cases`, () => {
  expect(cases).toBeGreaterThanOrEqual(MIN_CASES);
});
