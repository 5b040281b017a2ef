import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApi, type TestApi } from '../../test/harness';
import { testPng } from '../../test/images';

let api: TestApi;
let facility: Awaited<ReturnType<TestApi['signUp']>>;
let other: Awaited<ReturnType<TestApi['signUp']>>;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
beforeAll(async () => {
  api = await createTestApi();
  facility = await api.signUp('facility');
  other = await api.signUp('user');
  admin = await api.signUp('admin');
});
afterAll(() => api.close());

const form = {
  name: 'Alpine Breath Retreat',
  location: 'Zermatt - Switzerland',
  category: 'yoga',
  description: 'Breathwork beneath the Matterhorn.',
  detailedDescription: 'Five days of breathwork, cold exposure and mountain silence. Bahnhofstrasse 1, Zermatt.',
  duration: '5 Days / 4 Nights',
  price: '$2,400',
  images: ['/media/gallery/gallery-01-960.webp'],
  previewImages: ['blob:http://localhost:3003/abc'],
  includes: [{ title: 'Daily breathwork', description: 'Morning and evening sessions.' }],
  bookingOptions: { pricePerPerson: '$2,400 per person', availableDates: ['2027-03-01', '2027-02-01'] },
};

const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, auth?: { authorization: string }, payload?: unknown) =>
  api.request({ method, url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('owner programs', () => {
  let id: string;

  it('requires a user or facility account', async () => {
    expect((await req('GET', '/api/my/programs')).statusCode).toBe(401);
    expect((await req('GET', '/api/my/programs', admin.auth)).statusCode).toBe(403);
  });

  it('saves a draft, even incomplete', async () => {
    const res = await req('POST', '/api/my/programs', facility.auth, { name: '', status: 'draft' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'draft', approved: false, name: '' });
  });

  it('creates and submits for approval (pending), mapping the form to the program', async () => {
    const res = await req('POST', '/api/my/programs', facility.auth, { ...form, status: 'pending' });
    expect(res.statusCode).toBe(201);
    const p = res.json().data;
    id = p.id;
    expect(p).toMatchObject({
      name: form.name, country: 'Switzerland', city: 'Zermatt', category: 'yoga', group: 'healing-renewal', status: 'pending', approved: false,
      days: 5, nights: 4, price: 2400, priceText: '$2,400', about: form.detailedDescription, imageGallery: form.images, ownerId: facility.user.id,
      bookingOptions: { pricePerPerson: '$2,400 per person', availableDates: ['2027-02-01', '2027-03-01'] },
    });
    expect(p.slug).toMatch(/^alpine-breath-retreat-/);
    // Not public until approved (its address answers 410: the program exists, the public may not see it)…
    expect((await req('GET', `/api/programs/by-slug/${p.slug}`)).statusCode).toBe(410);
    // …but its owner can open its details.
    expect((await req('GET', `/api/programs/by-slug/${p.slug}`, facility.auth)).statusCode).toBe(200);
  });

  it('a submission needs name, location, category and description', async () => {
    const res = await req('POST', '/api/my/programs', facility.auth, { status: 'pending', name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ location: 'This field is required', category: 'This field is required' });
  });

  it('refuses images from other hosts and wrong types', async () => {
    for (const patch of [{ images: ['https://evil.example/x.png'] }, { price: { amount: 1 } }, { includes: 'spa' }, { category: 'casino' }, { bookingOptions: { availableDates: ['2027-02-30'] } }]) {
      const res = await req('POST', '/api/my/programs', facility.auth, { ...form, ...patch });
      expect(res.statusCode).toBe(400);
    }
  });

  it('cannot go active before approval', async () => {
    const res = await req('PATCH', `/api/my/programs/${id}/status`, facility.auth, { status: 'active' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_APPROVED');
    expect((await req('POST', '/api/my/programs', facility.auth, { ...form, status: 'active' })).statusCode).toBe(409);
  });

  it('lists own programs with counts per status (the facility tabs)', async () => {
    const res = await req('GET', '/api/my/programs', facility.auth);
    expect(res.json().data.counts).toMatchObject({ draft: 1, pending: 1, active: 0, inactive: 0 });
    expect((await req('GET', '/api/my/programs?status=pending', facility.auth)).json().data.programs).toHaveLength(1);
    expect((await req('GET', '/api/my/programs?status=bogus', facility.auth)).statusCode).toBe(400);
  });

  it('pages and searches its own programs by name or location; the counts stay those of every status', async () => {
    const owner = await api.signUp('facility');
    for (const [name, location] of [['Cedar Sauna Days', 'Oslo - Norway'], ['Fjord Silence', 'Bergen - Norway'], ['Desert Light', 'Merzouga - Morocco']])
      await req('POST', '/api/my/programs', owner.auth, { name, location });
    const all = (await req('GET', '/api/my/programs', owner.auth)).json().data;
    expect(all).toMatchObject({ total: 3, limit: 500, offset: 0, counts: { draft: 3 } });

    const norway = (await req('GET', '/api/my/programs?q=NORWAY&status=draft&limit=1', owner.auth)).json().data;
    expect(norway).toMatchObject({ total: 2, limit: 1, offset: 0, counts: { draft: 3 } });
    const next = (await req('GET', '/api/my/programs?q=norway&status=draft&limit=1&offset=1', owner.auth)).json().data;
    expect([...norway.programs, ...next.programs].map((p: { name: string }) => p.name).sort()).toEqual(['Cedar Sauna Days', 'Fjord Silence']);
    expect((await req('GET', '/api/my/programs?q=desert', owner.auth)).json().data.programs.map((p: { name: string }) => p.name)).toEqual(['Desert Light']);
    expect((await req('GET', '/api/my/programs?q=cedar&status=pending', owner.auth)).json().data.total).toBe(0);
    // Another owner's programs never match.
    expect((await req('GET', '/api/my/programs?q=cedar', facility.auth)).json().data.total).toBe(0);
    const bad = await req('GET', '/api/my/programs?limit=500', owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.limit).toBe('limit must be between 1 and 100');
  });

  it('another owner can neither see, edit nor delete it (404)', async () => {
    expect((await req('GET', `/api/my/programs/${id}`, other.auth)).statusCode).toBe(404);
    expect((await req('PUT', `/api/my/programs/${id}`, other.auth, form)).statusCode).toBe(404);
    expect((await req('PATCH', `/api/my/programs/${id}/status`, other.auth, { status: 'draft' })).statusCode).toBe(404);
    expect((await req('DELETE', `/api/my/programs/${id}`, other.auth)).statusCode).toBe(404);
    expect((await req('GET', `/api/my/programs/${id}`, facility.auth)).json().data.status).toBe('pending');
  });

  it('after approval: active ⇄ inactive, public while active; back to draft clears approval', async () => {
    expect((await req('POST', `/api/admin/programs/${id}/approve`, admin.auth, { version: await api.versionOf(id) })).statusCode).toBe(200);
    const detail = (await req('GET', `/api/my/programs/${id}`, facility.auth)).json().data;
    expect(detail).toMatchObject({ status: 'active', approved: true });
    expect((await req('GET', `/api/programs/${id}`)).statusCode).toBe(200);

    expect((await req('PATCH', `/api/my/programs/${id}/status`, facility.auth, { status: 'inactive' })).json().data.status).toBe('inactive');
    expect((await req('GET', `/api/programs/${id}`)).statusCode).toBe(404);
    expect((await req('PATCH', `/api/my/programs/${id}/status`, facility.auth, { status: 'active' })).json().data.status).toBe('active');

    // Saving the same content keeps it live.
    const same = await req('PUT', `/api/my/programs/${id}`, facility.auth, { ...form, status: 'active' });
    expect(same.json().data).toMatchObject({ status: 'active', approved: true, slug: detail.slug });

    const draft = await req('PUT', `/api/my/programs/${id}`, facility.auth, { ...form, status: 'draft' });
    expect(draft.json().data).toMatchObject({ status: 'draft', approved: false });
    expect((await req('PATCH', `/api/my/programs/${id}/status`, facility.auth, { status: 'active' })).statusCode).toBe(409);
  });

  it('an edit of an approved program goes back to review: not public until approved again', async () => {
    const created = (await req('POST', '/api/my/programs', facility.auth, { ...form, name: 'Reviewed Words', status: 'pending' })).json().data;
    await req('POST', `/api/admin/programs/${created.id}/approve`, admin.auth, { version: await api.versionOf(created.id) });
    expect((await req('GET', `/api/programs/${created.id}`)).json().data.description).toBe(form.description);

    const edited = await req('PUT', `/api/my/programs/${created.id}`, facility.auth, { ...form, name: 'Reviewed Words', description: 'Now with a casino.', status: 'active' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'pending', approved: false, description: 'Now with a casino.', slug: created.slug });
    // Not public: neither the new text nor the old one.
    expect((await req('GET', `/api/programs/${created.id}`)).statusCode).toBe(404);
    expect((await req('GET', `/api/programs/by-slug/${created.slug}`)).statusCode).toBe(410);
    expect((await req('GET', '/api/search?q=casino')).json().data.total).toBe(0);
    // The owner cannot switch it back on by itself.
    expect((await req('PATCH', `/api/my/programs/${created.id}/status`, facility.auth, { status: 'active' })).statusCode).toBe(409);
    // In the admin's queue again; once approved, the public sees the new text.
    const queue = (await req('GET', '/api/admin/programs?status=pending', admin.auth)).json().data.programs.map((p: { id: string }) => p.id);
    expect(queue).toContain(created.id);
    expect((await req('POST', `/api/admin/programs/${created.id}/approve`, admin.auth, { version: await api.versionOf(created.id) })).statusCode).toBe(200);
    expect((await req('GET', `/api/programs/${created.id}`)).json().data.description).toBe('Now with a casino.');
    // An inactive approved program edited goes to review too.
    await req('PATCH', `/api/my/programs/${created.id}/status`, facility.auth, { status: 'inactive' });
    const quiet = await req('PUT', `/api/my/programs/${created.id}`, facility.auth, { ...form, name: 'Reviewed Words', description: 'Quiet change.', status: 'inactive' });
    expect(quiet.json().data).toMatchObject({ status: 'pending', approved: false });
  });

  it('deletes', async () => {
    const res = await req('DELETE', `/api/my/programs/${id}`, facility.auth);
    expect(res.json()).toEqual({ data: { id, deleted: true } });
    expect((await req('GET', `/api/my/programs/${id}`, facility.auth)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/my/programs/bad id!`, facility.auth)).statusCode).toBe(400);
  });
});

describe('POST /api/uploads', () => {
  let PNG: Buffer;
  beforeAll(async () => {
    PNG = await testPng();
  });

  function multipart(files: { name: string; type: string; bytes: Buffer }[]) {
    const boundary = '----wellnessboundary';
    const parts = files.map((f) => Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    ]));
    return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('stores images (checked by magic bytes, re-encoded to WebP) and serves them at /uploads/… for the site origin', async () => {
    const body = multipart([{ name: 'a.png', type: 'image/png', bytes: PNG }, { name: 'b.png', type: 'image/png', bytes: PNG }]);
    const res = await api.request({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, ...facility.auth }, payload: body.payload });
    expect(res.statusCode).toBe(201);
    const { urls } = res.json().data;
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^\/uploads\/[0-9a-f-]{36}-960\.webp$/);
    const file = await api.request({ method: 'GET', url: urls[0] });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await readFile(path.join(api.config.dataDir, urls[0]))).equals(file.rawPayload)).toBe(true);
    // The URL is accepted by the program form.
    expect((await req('POST', '/api/my/programs', facility.auth, { ...form, images: urls })).statusCode).toBe(201);
  });

  it('refuses non-images whatever their name or type claims, oversized files, and anonymous callers', async () => {
    const fake = multipart([{ name: 'evil.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"/>') }]);
    const res = await api.request({ method: 'POST', url: '/api/uploads', headers: { ...fake.headers, ...facility.auth }, payload: fake.payload });
    expect(res.statusCode).toBe(415);
    const big = multipart([{ name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(api.config.uploadMaxBytes)]) }]);
    const tooBig = await api.request({ method: 'POST', url: '/api/uploads', headers: { ...big.headers, ...facility.auth }, payload: big.payload });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('FILE_TOO_LARGE');
    const ok = multipart([{ name: 'a.png', type: 'image/png', bytes: PNG }]);
    expect((await api.request({ method: 'POST', url: '/api/uploads', headers: ok.headers, payload: ok.payload })).statusCode).toBe(401);
    expect((await req('POST', '/api/uploads', facility.auth, { file: 'x' })).statusCode).toBe(415);
    expect((await req('GET', '/uploads/../package.json')).statusCode).toBeGreaterThanOrEqual(400);
  });
});
