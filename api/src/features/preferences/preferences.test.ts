import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET/PUT /api/my/preferences', () => {
  it('answers the defaults, stores both settings per account, and keeps them apart', async () => {
    const a = await api.signUp('user');
    const b = await api.signUp('facility');
    const get = (auth: { authorization: string }) => api.request({ method: 'GET', url: '/api/my/preferences', headers: auth });
    expect((await get(a.auth)).json()).toEqual({ data: { notifications: true, language: 'en' } });
    const put = await api.request({ method: 'PUT', url: '/api/my/preferences', headers: a.auth, payload: { notifications: false, language: 'fr', theme: 'dark' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: { notifications: false, language: 'fr' } });
    expect((await get(a.auth)).json().data).toEqual({ notifications: false, language: 'fr' });
    expect((await get(b.auth)).json().data).toEqual({ notifications: true, language: 'en' });
    // A missing setting takes its default.
    expect((await api.request({ method: 'PUT', url: '/api/my/preferences', headers: a.auth, payload: { language: 'es' } })).json().data).toEqual({ notifications: true, language: 'es' });
  });

  it('needs a signed-in account and valid values', async () => {
    const admin = await api.signUp('admin');
    expect((await api.request({ method: 'GET', url: '/api/my/preferences' })).statusCode).toBe(401);
    expect((await api.request({ method: 'GET', url: '/api/my/preferences', headers: admin.auth })).statusCode).toBe(200);
    for (const payload of [{ language: 'de' }, { notifications: 'yes' }, { language: 5 }]) {
      const res = await api.request({ method: 'PUT', url: '/api/my/preferences', headers: admin.auth, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('keeps the profile save (PATCH /auth/me) working beside it', async () => {
    const a = await api.signUp('user');
    const res = await api.request({ method: 'PATCH', url: '/auth/me', headers: a.auth, payload: { firstName: 'Rita' } });
    expect(res.json().data.user.firstName).toBe('Rita');
  });
});
