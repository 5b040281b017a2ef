import { programs as samplePrograms } from '@wellness/shared/data';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const program = samplePrograms[0]!;
const date = program.bookingOptions.availableDates[1]!;
const booking = { name: 'Lena Hart', email: 'lena@example.test', phone: '5551234567', preferredDate: date, programId: program.id };
const post = (payload: unknown, headers: Record<string, string> = {}) => api.request({ method: 'POST', url: '/api/bookings', payload: payload as object, headers });

describe('POST /api/bookings (the booking form\'s rules)', () => {
  it('accepts a visitor booking by program id or slug', async () => {
    const res = await post(booking);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ programId: program.id, programName: program.name, status: 'requested', upcoming: true, preferredDate: date });
    expect((await post({ ...booking, programId: undefined, programSlug: program.slug })).statusCode).toBe(201);
  });

  it.each([
    [{ name: '  ' }, 'name', 'This field is required'],
    [{ email: '' }, 'email', 'This field is required'],
    [{ email: 'lena@' }, 'email', 'Please enter a valid email address'],
    [{ phone: '123456789' }, 'phone', 'Please enter a valid phone number (10-15 digits)'],
    [{ phone: '555-123-4567' }, 'phone', 'Please enter a valid phone number (10-15 digits)'],
    [{ phone: '1234567890123456' }, 'phone', 'Please enter a valid phone number (10-15 digits)'],
    [{ preferredDate: '' }, 'preferredDate', 'Please select a date'],
    [{ preferredDate: '2027-02-30' }, 'preferredDate', 'Please select a date'],
    [{ programId: undefined }, 'programId', 'Please choose a program'],
  ])('rejects %j', async (patch, field, message) => {
    const res = await post({ ...booking, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('only takes one of the program’s available dates', async () => {
    const res = await post({ ...booking, preferredDate: '2027-12-25' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ preferredDate: 'Please select a date' });
  });

  it('answers 404 for unknown or unpublished programs', async () => {
    expect((await post({ ...booking, programId: 'prg-404' })).statusCode).toBe(404);
  });

  it('answers 401 when a bad token is sent (the booking would not reach the account)', async () => {
    expect((await post(booking, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });
});

describe('my bookings', () => {
  it('lists the signed-in user’s own bookings by tab, and cancels', async () => {
    const me = await api.signUp('user');
    const someoneElse = await api.signUp('user');
    const first = (await post(booking, me.auth)).json().data;
    await post({ ...booking, preferredDate: program.bookingOptions.availableDates[2] }, me.auth);
    await post(booking, someoneElse.auth);

    const mine = await api.request({ method: 'GET', url: '/api/bookings/mine', headers: me.auth });
    expect(mine.json().data.bookings).toHaveLength(2);
    expect(mine.json().data.counts).toEqual({ booked: 2, upcoming: 2, canceled: 0 });

    expect((await api.request({ method: 'POST', url: `/api/bookings/${first.id}/cancel`, headers: someoneElse.auth })).statusCode).toBe(404);
    const canceled = await api.request({ method: 'POST', url: `/api/bookings/${first.id}/cancel`, headers: me.auth });
    expect(canceled.json().data).toMatchObject({ status: 'canceled', upcoming: false });
    expect(canceled.json().data.canceledAt).toEqual(expect.any(String));
    expect((await api.request({ method: 'POST', url: `/api/bookings/${first.id}/cancel`, headers: me.auth })).statusCode).toBe(409);

    const tabs = async (status: string) => (await api.request({ method: 'GET', url: `/api/bookings/mine?status=${status}`, headers: me.auth })).json().data.bookings.length;
    expect([await tabs('booked'), await tabs('upcoming'), await tabs('canceled')]).toEqual([1, 1, 1]);
    expect((await api.request({ method: 'GET', url: '/api/bookings/mine?status=lost', headers: me.auth })).statusCode).toBe(400);
    expect((await api.request({ method: 'GET', url: '/api/bookings/mine' })).statusCode).toBe(401);
  });
});

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

describe('booking requests for program owners (issue 12)', () => {
  const form = { name: 'Owner Retreat', location: 'Ubud - Bali', category: 'spa', description: 'Quiet.', status: 'pending', bookingOptions: { availableDates: ['2030-05-01', '2030-06-01'] } };

  it('lists requests for the caller’s programs only; confirm and decline are guarded; the guest sees the status', async () => {
    const owner = await api.signUp('facility');
    const otherOwner = await api.signUp('user');
    const admin = await api.signUp('admin');
    const guest = await api.signUp('user');
    const program = (await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: form })).json().data;
    await api.request({ method: 'POST', url: `/api/admin/programs/${program.id}/approve`, headers: admin.auth, payload: { version: await api.versionOf(program.id) } });
    const request = { name: 'Gia Guest', email: 'gia@example.test', phone: '5551112222', preferredDate: '2030-05-01', programId: program.id };
    const first = (await post(request, guest.auth)).json().data;
    const second = (await post({ ...request, preferredDate: '2030-06-01' })).json().data;
    await post(booking); // a sample program's booking: not this owner's

    const list = await api.request({ method: 'GET', url: '/api/my/booking-requests', headers: owner.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.requests.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect(list.json().data.requests[1]).toEqual({
      id: first.id, programId: program.id, programName: 'Owner Retreat', programSlug: program.slug, name: 'Gia Guest', email: 'gia@example.test', phone: '5551112222',
      preferredDate: '2030-05-01', status: 'requested', createdAt: expect.any(String), decidedAt: null, canceledAt: null,
    });
    expect(list.json().data.counts).toEqual({ requested: 2, confirmed: 0, declined: 0, canceled: 0 });

    // Roles and owners: nobody else sees or decides them.
    expect((await api.request({ method: 'GET', url: '/api/my/booking-requests' })).statusCode).toBe(401);
    expect((await api.request({ method: 'GET', url: '/api/my/booking-requests', headers: admin.auth })).statusCode).toBe(403);
    expect((await api.request({ method: 'GET', url: '/api/my/booking-requests', headers: otherOwner.auth })).json().data.requests).toEqual([]);
    expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${first.id}/confirm`, headers: otherOwner.auth })).statusCode).toBe(404);
    expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${first.id}/confirm`, headers: guest.auth })).statusCode).toBe(404);
    expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${first.id}/confirm`, headers: admin.auth })).statusCode).toBe(403);

    const confirmed = await api.request({ method: 'POST', url: `/api/my/booking-requests/${first.id}/confirm`, headers: owner.auth });
    expect(confirmed.json().data).toMatchObject({ id: first.id, status: 'confirmed', decidedAt: expect.any(String) });
    const again = await api.request({ method: 'POST', url: `/api/my/booking-requests/${first.id}/decline`, headers: owner.auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NOT_REQUESTED');
    expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${second.id}/decline`, headers: owner.auth })).json().data.status).toBe('declined');

    const filtered = await api.request({ method: 'GET', url: '/api/my/booking-requests?status=declined', headers: owner.auth });
    expect(filtered.json().data.requests.map((r: { id: string }) => r.id)).toEqual([second.id]);
    expect((await api.request({ method: 'GET', url: '/api/my/booking-requests?status=booked', headers: owner.auth })).statusCode).toBe(400);
    expect((await api.request({ method: 'POST', url: '/api/my/booking-requests/bad id/confirm', headers: owner.auth })).statusCode).toBe(400);

    // The guest's own list shows the owner's decision; a confirmed booking can still be canceled by the guest.
    const mine = (await api.request({ method: 'GET', url: '/api/bookings/mine', headers: guest.auth })).json().data;
    expect(mine.bookings[0]).toMatchObject({ id: first.id, status: 'confirmed', upcoming: true });
    expect(mine.counts).toEqual({ booked: 1, upcoming: 1, canceled: 0 });
    expect((await api.request({ method: 'POST', url: `/api/bookings/${first.id}/cancel`, headers: guest.auth })).json().data.status).toBe('canceled');
    expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${first.id}/confirm`, headers: owner.auth })).statusCode).toBe(409);
  });

  it('a declined booking is under the guest’s canceled tab and cannot be canceled again', async () => {
    const owner = await api.signUp('facility');
    const admin = await api.signUp('admin');
    const guest = await api.signUp('user');
    const program = (await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: form })).json().data;
    await api.request({ method: 'POST', url: `/api/admin/programs/${program.id}/approve`, headers: admin.auth, payload: { version: await api.versionOf(program.id) } });
    const b = (await post({ name: 'G', email: 'g@example.test', phone: '5551112222', preferredDate: '2030-05-01', programId: program.id }, guest.auth)).json().data;
    await api.request({ method: 'POST', url: `/api/my/booking-requests/${b.id}/decline`, headers: owner.auth });
    const mine = (await api.request({ method: 'GET', url: '/api/bookings/mine?status=canceled', headers: guest.auth })).json().data;
    expect(mine.bookings).toEqual([expect.objectContaining({ id: b.id, status: 'declined', upcoming: false })]);
    expect(mine.counts).toEqual({ booked: 0, upcoming: 0, canceled: 1 });
    expect((await api.request({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, headers: guest.auth })).statusCode).toBe(409);
  });
});
