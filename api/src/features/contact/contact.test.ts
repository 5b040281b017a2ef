import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('POST /contact (the contact form\'s rules)', () => {
  const message = { name: 'Noah Berg', email: 'noah@example.test', phone: '', message: 'Do you have dates in March?' };

  it('stores the message (phone optional) on /contact and /api/contact', async () => {
    const res = await api.request({ method: 'POST', url: '/contact', payload: message });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    const { phone: _p, ...noPhone } = message;
    expect((await api.request({ method: 'POST', url: '/api/contact', payload: { ...noPhone, phone: '1234567' } })).statusCode).toBe(201);
    expect((await api.request({ method: 'POST', url: '/api/contact', payload: noPhone })).statusCode).toBe(201);
  });

  it.each([
    [{ name: '' }, 'name', 'This field is required'],
    [{ message: '   ' }, 'message', 'This field is required'],
    [{ email: 'noah.example.test' }, 'email', 'Please enter a valid email address'],
    [{ phone: '123456' }, 'phone', 'Please enter a valid phone number (7-15 digits)'],
    [{ phone: '12345abc' }, 'phone', 'Please enter a valid phone number (7-15 digits)'],
  ])('rejects %j', async (patch, field, text) => {
    const res = await api.request({ method: 'POST', url: '/contact', payload: { ...message, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(text);
  });
});
