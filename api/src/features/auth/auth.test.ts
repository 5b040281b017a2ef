import { ERROR_MESSAGES } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { signToken, tokenKeys } from '../../lib/tokens';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const valid = { firstName: 'Ana', lastName: 'Silva', email: 'Ana.Silva@Example.test', phone: '5551234567', password: 'secret123', role: 'facility' };

describe('POST /auth/register', () => {
  it('creates the account and answers { data: { accessToken, user } } with 201', async () => {
    const res = await api.request({ method: 'POST', url: '/auth/register', payload: valid });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(typeof data.accessToken).toBe('string');
    expect(data.user).toMatchObject({ firstName: 'Ana', lastName: 'Silva', email: 'ana.silva@example.test', phone: '5551234567', role: 'facility', status: 'active' });
    expect(data.user.id).toBeTruthy();
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(Date.parse(data.user.joinDate)).not.toBeNaN();
  });

  it('stores an scrypt hash, never the password', async () => {
    const rows = await api.database.rawTransaction((q) => q("SELECT password_hash FROM users WHERE email = 'ana.silva@example.test'", []));
    expect(String(rows[0]!.password_hash)).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(String(rows[0]!.password_hash)).not.toContain('secret123');
  });

  it('refuses a duplicate email (any case) with 409 and a clear message', async () => {
    const res = await api.request({ method: 'POST', url: '/auth/register', payload: { ...valid, email: 'ANA.SILVA@example.test' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists. Please sign in instead.' });
  });

  it('defaults the role to user', async () => {
    const { role: _r, ...noRole } = valid;
    const res = await api.request({ method: 'POST', url: '/auth/register', payload: { ...noRole, email: 'norole@example.test' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.role).toBe('user');
  });

  it.each([
    [{ password: '123' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ firstName: '   ' }, 'firstName', 'This field is required'],
    [{ phone: '' }, 'phone', 'This field is required'],
    [{ role: 'superuser' }, 'role', 'Please choose an account type'],
    [{ lastName: 42 }, 'lastName', 'Expected a string'],
  ])('rejects %j with 400 and the field message', async (patch, field, message) => {
    const res = await api.request({ method: 'POST', url: '/auth/register', payload: { ...valid, email: 'x@example.test', ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('rejects missing fields, non-objects and malformed JSON with 400', async () => {
    for (const payload of ['{', '[]', '"text"', 'null']) {
      const res = await api.request({ method: 'POST', url: '/auth/register', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/JSON/);
    }
    const res = await api.request({ method: 'POST', url: '/auth/register', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ firstName: 'This field is required', email: 'This field is required', password: 'This field is required' });
  });

  it('ignores confirmPassword and unknown fields', async () => {
    const res = await api.request({ method: 'POST', url: '/auth/register', payload: { ...valid, email: 'extra@example.test', confirmPassword: 'other', isAdmin: true } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.role).toBe('facility');
  });
});

describe('admin sign-up', () => {
  it('is allowed while ALLOW_ADMIN_SIGNUP is on (default outside production)', async () => {
    const res = await api.request({ method: 'POST', url: '/auth/register', payload: { ...valid, email: 'boss@example.test', role: 'admin' } });
    expect(res.statusCode).toBe(201);
  });

  it('is refused with 403 when off', async () => {
    const closed = await createTestApi({ config: { allowAdminSignup: false } });
    try {
      const res = await closed.request({ method: 'POST', url: '/auth/register', payload: { ...valid, role: 'admin' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(/Administrator accounts/);
      const user = await closed.request({ method: 'POST', url: '/auth/register', payload: { ...valid, role: 'user' } });
      expect(user.statusCode).toBe(201);
    } finally {
      await closed.close();
    }
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password, email in any case', async () => {
    const res = await api.request({ method: 'POST', url: '/auth/login', payload: { email: 'ANA.silva@example.test', password: 'secret123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe('ana.silva@example.test');
    expect(res.json().data.accessToken).toEqual(expect.any(String));
  });

  it.each([
    ['a wrong password', { email: 'ana.silva@example.test', password: 'wrong-one' }],
    ['an unknown email', { email: 'nobody@example.test', password: 'secret123' }],
  ])('answers 401 with the login failure message for %s', async (_what, payload) => {
    const res = await api.request({ method: 'POST', url: '/auth/login', payload });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: ERROR_MESSAGES.loginFailed });
  });

  it('answers 400 for missing fields', async () => {
    const res = await api.request({ method: 'POST', url: '/auth/login', payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe('This field is required');
  });
});

describe('GET/PATCH /auth/me and tokens', () => {
  it('returns the signed-in user', async () => {
    const { auth, user } = await api.signUp('user');
    const res = await api.request({ method: 'GET', url: '/auth/me', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toEqual(user);
  });

  it('answers 401 without, with malformed, forged or expired tokens', async () => {
    const { user } = await api.signUp('user');
    const keys = tokenKeys(api.config.tokenSecret);
    const forged = await signToken(user.id, tokenKeys('another-secret-another-secret-0000'), 3600);
    const expired = await signToken(user.id, keys, 60, Date.now() - 3600_000);
    const [header, , signature] = (await signToken(user.id, keys, 3600)).split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 'someone-else', iat: 1, exp: 9e9, iss: 'wellness-api', aud: 'wellness-site' })).toString('base64url')}.${signature}`;
    for (const authorization of [undefined, 'Basic abc', 'Bearer', 'Bearer a.b.c', `Bearer ${forged}`, `Bearer ${expired}`, `Bearer ${tampered}`]) {
      const res = await api.request({ method: 'GET', url: '/auth/me', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('updates personal information and keeps emails unique', async () => {
    const a = await api.signUp('user');
    const b = await api.signUp('user');
    const res = await api.request({ method: 'PATCH', url: '/auth/me', headers: a.auth, payload: { firstName: 'Marta', phone: '5550000000' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ firstName: 'Marta', phone: '5550000000', email: a.user.email });
    const taken = await api.request({ method: 'PATCH', url: '/auth/me', headers: a.auth, payload: { email: b.user.email } });
    expect(taken.statusCode).toBe(409);
    const bad = await api.request({ method: 'PATCH', url: '/auth/me', headers: a.auth, payload: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe('Please enter a valid email address');
  });
});

describe('rate limits', () => {
  it('limits login and register attempts per IP with a 429 in the error shape', async () => {
    const limited = await createTestApi({ config: { authRateLimit: 3 } });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.request({ method: 'POST', url: '/auth/login', payload: { email: 'a@b.co', password: 'whatever' }, remoteAddress: '10.0.0.1' });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().error).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) });
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      // Another address is not affected.
      const other = await limited.request({ method: 'POST', url: '/auth/login', payload: { email: 'a@b.co', password: 'whatever' }, remoteAddress: '10.0.0.2' });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
