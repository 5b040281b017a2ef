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
    expect((await get(a.auth)).json()).toEqual({ data: { notifications: true, language: 'en', currency: null } });
    const put = await api.request({ method: 'PUT', url: '/api/my/preferences', headers: a.auth, payload: { notifications: false, language: 'fr', theme: 'dark' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: { notifications: false, language: 'fr', currency: null } });
    expect((await get(a.auth)).json().data).toEqual({ notifications: false, language: 'fr', currency: null });
    expect((await get(b.auth)).json().data).toEqual({ notifications: true, language: 'en', currency: null });
    // A missing setting takes its default.
    expect((await api.request({ method: 'PUT', url: '/api/my/preferences', headers: a.auth, payload: { language: 'es' } })).json().data).toEqual({ notifications: true, language: 'es', currency: null });
  });

  it('keeps the display currency: PATCH changes only what it names, PUT without a currency keeps it', async () => {
    const a = await api.signUp('user');
    const patch = (payload: object) => api.request({ method: 'PATCH', url: '/api/my/preferences', headers: a.auth, payload });
    // Before anything was stored: the others take their defaults.
    expect((await patch({ currency: 'EUR' })).json()).toEqual({ data: { notifications: true, language: 'en', currency: 'EUR' } });
    await api.request({ method: 'PUT', url: '/api/my/preferences', headers: a.auth, payload: { notifications: false, language: 'fr' } });
    expect((await patch({ currency: 'JPY' })).json().data).toEqual({ notifications: false, language: 'fr', currency: 'JPY' });
    const put = await api.request({ method: 'PUT', url: '/api/my/preferences', headers: a.auth, payload: { notifications: true, language: 'fr' } });
    expect(put.json().data).toEqual({ notifications: true, language: 'fr', currency: 'JPY' });
    expect((await api.request({ method: 'PUT', url: '/api/my/preferences', headers: a.auth, payload: { currency: 'GBP' } })).json().data.currency).toBe('GBP');
    // The GET's answer sent back as it is (currency null until chosen) is valid, and forgets the choice.
    expect((await api.request({ method: 'PUT', url: '/api/my/preferences', headers: a.auth, payload: { notifications: true, language: 'en', currency: null } })).json().data.currency).toBeNull();
    for (const payload of [{}, { currency: 'XYZ' }, { currency: 'eur' }, { language: 'de' }]) {
      const res = await patch(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await api.request({ method: 'PATCH', url: '/api/my/preferences', payload: { currency: 'EUR' } })).statusCode).toBe(401);
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
