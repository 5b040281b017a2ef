// The attack's findings on the API, each reproduced here before its fix (findings 2 and 3 live elsewhere:
// 2 in limits.test.ts, 3 is the site server's). Every test goes through HTTP as the attacker did.
import { readFile, readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { programs as samplePrograms } from '@wellness/shared/data';
import { VALIDATION_MESSAGES } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from './harness';
import { withoutPrice } from './bookings';

type Account = Awaited<ReturnType<TestApi['signUp']>>;

let api: TestApi;
let admin: Account;
let owner: Account;
let other: Account;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.signUp('admin');
  owner = await api.signUp('facility');
  other = await api.signUp('facility');
});
afterAll(() => api.close());

function multipart(files: { name: string; bytes: Buffer }[]) {
  const boundary = '----findingsboundary';
  const parts = files.map(({ name, bytes }) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`), bytes, Buffer.from('\r\n')]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (auth: { authorization: string }, files: { name: string; bytes: Buffer }[]) => {
  const body = multipart(files);
  return api.request({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, ...auth }, payload: body.payload });
};
/** A real photo-like JPEG, 2000×1200, with a GPS position in its EXIF. */
const photo = () =>
  sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: 120, g: 160, b: 200 } } })
    .withExif({ IFD0: { Make: 'FindingsCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' } })
    .jpeg()
    .toBuffer();

describe('finding 1: approve and reject name the version reviewed', () => {
  const submit = async (name: string) =>
    (await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name, location: 'Ubud - Bali', category: 'spa', description: 'As reviewed.', status: 'pending' } })).json().data;
  const edit = (id: string, description: string) =>
    api.request({ method: 'PUT', url: `/api/my/programs/${id}`, headers: owner.auth, payload: { name: 'Edited while read', location: 'Ubud - Bali', category: 'spa', description, status: 'pending' } });

  it.each(['approve', 'reject'] as const)('%s: an edit after the admin opened the program is refused with 409, the new version can be decided', async (decision) => {
    const program = await submit(`Reviewed then edited (${decision})`);
    const opened = (await api.request({ method: 'GET', url: `/api/admin/programs/${program.id}`, headers: admin.auth })).json().data;
    expect(opened.version).toEqual(expect.any(Number));
    expect((await edit(program.id, 'Unseen text')).statusCode).toBe(200);

    const stale = await api.request({ method: 'POST', url: `/api/admin/programs/${program.id}/${decision}`, headers: admin.auth, payload: { version: opened.version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'PROGRAM_CHANGED', message: 'This program changed since you opened it' });
    const still = (await api.request({ method: 'GET', url: `/api/admin/programs/${program.id}`, headers: admin.auth })).json().data;
    expect(still).toMatchObject({ status: 'pending', program: { description: 'Unseen text' } });
    expect(still.version).toBeGreaterThan(opened.version);
    // The list gives the version too: the admin approves from the list.
    const listed = (await api.request({ method: 'GET', url: '/api/admin/programs?status=pending', headers: admin.auth })).json().data.programs.find((p: { id: string }) => p.id === program.id);
    expect(listed.version).toBe(still.version);

    const fresh = await api.request({ method: 'POST', url: `/api/admin/programs/${program.id}/${decision}`, headers: admin.auth, payload: { version: still.version } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.status).toBe(decision === 'approve' ? 'approved' : 'rejected');
  });

  it('a decision without the version is a 400 naming the field', async () => {
    const program = await submit('No version given');
    const res = await api.request({ method: 'POST', url: `/api/admin/programs/${program.id}/approve`, headers: admin.auth, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.version).toBe('This field is required');
  });
});

describe('finding 4: uploads are owned', () => {
  const draft = (auth: { authorization: string }, images: string[], id?: string) =>
    api.request({ method: id ? 'PUT' : 'POST', url: `/api/my/programs${id ? `/${id}` : ''}`, headers: auth, payload: { name: 'Borrowed images', images } });

  it("another account can neither use an upload nor release it by dropping it from a draft", async () => {
    const [url] = (await upload(owner.auth, [{ name: 'mine.jpg', bytes: await photo() }])).json().data.urls as string[];
    const taken = await draft(other.auth, [url!]);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields.images).toBe('An image is not one of your uploads. Please upload it again.');
    const own = (await draft(other.auth, [])).json().data;
    expect((await draft(other.auth, [url!], own.id)).statusCode).toBe(400);
    expect((await draft(other.auth, [], own.id)).statusCode).toBe(200);
    expect((await api.request({ method: 'GET', url: url! })).statusCode).toBe(200);
    // The uploader still can.
    expect((await draft(owner.auth, [url!])).statusCode).toBe(201);
  });

  it("a program that already shows another account's upload does not release it when the image is dropped", async () => {
    const [url] = (await upload(owner.auth, [{ name: 'kept.jpg', bytes: await photo() }])).json().data.urls as string[];
    const own = (await draft(other.auth, [])).json().data;
    // As before this fix, when nothing checked ownership.
    await api.database.query(`UPDATE programs SET image_gallery = jsonb_build_array($1::text) WHERE id = $2`, [url!, own.id]);
    expect((await draft(other.auth, [], own.id)).statusCode).toBe(200);
    expect((await api.request({ method: 'GET', url: url! })).statusCode).toBe(200);
  });
});

describe('finding 5: every upload is re-encoded', () => {
  it('a JPEG signature followed by HTML and a script is not stored', async () => {
    const before = (await readdir(path.join(api.config.dataDir, 'uploads'))).length;
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    const res = await upload(owner.auth, [{ name: 'photo.jpg', bytes: polyglot }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await readdir(path.join(api.config.dataDir, 'uploads'))).length).toBe(before);
  });

  it('a real photo with HTML appended and a GPS position is stored as WebP without either, in the widths the pages ask for', async () => {
    const bytes = Buffer.concat([await photo(), Buffer.from('<script>alert(1)</script>')]);
    const res = await upload(owner.auth, [{ name: 'trip.jpg', bytes }]);
    expect(res.statusCode).toBe(201);
    const [url] = res.json().data.urls as string[];
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-960\.webp$/);
    for (const [width, file] of [[480, url!.replace('-960.', '-480.')], [960, url!], [1600, url!.replace('-960.', '-1600.')]] as const) {
      const served = await api.request({ method: 'GET', url: file });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const body = served.rawPayload;
      expect(body.subarray(0, 4).toString()).toBe('RIFF');
      expect(body.subarray(8, 12).toString()).toBe('WEBP');
      expect(body.includes('<script')).toBe(false);
      const meta = await sharp(body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
    const stored = await readFile(path.join(api.config.dataDir, 'uploads', url!.slice('/uploads/'.length)));
    expect(stored.includes('FindingsCam')).toBe(false);
  });
});

describe('finding 6: slow bodies and connections per address', () => {
  let slow: TestApi;
  let port: number;
  beforeAll(async () => {
    slow = await createTestApi({ config: { requestTimeoutMs: 60_000, bodyMinBytesPerSecond: 1000, bodyGraceMs: 1000, maxConnectionsPerAddress: 5 } });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    port = (slow.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => slow.close());

  it('a body trickling in is cut with a 408 within seconds, not after the 60 s request timeout', async () => {
    const user = await slow.signUp('facility');
    const started = Date.now();
    const { reply } = await new Promise<{ reply: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/uploads HTTP/1.1\r\nHost: x\r\nAuthorization: ${user.auth.authorization}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n`);
        const drip = setInterval(() => socket.writable && socket.write('x'), 300);
        socket.on('close', () => clearInterval(drip));
      });
      let reply = '';
      socket.on('data', (chunk) => (reply += chunk.toString()));
      socket.on('close', () => resolve({ reply }));
      socket.on('error', () => resolve({ reply }));
      setTimeout(() => (socket.destroy(), reject(new Error('the server kept a trickling body for 15 s'))), 15_000);
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('past the cap, a connection from the same address is closed at once; the others stay open', async () => {
    const open = await Promise.all(Array.from({ length: 5 }, () => new Promise<net.Socket>((resolve) => { const s = net.connect(port, '127.0.0.1', () => resolve(s)); })));
    try {
      const closedWithin = await new Promise<number>((resolve) => {
        const started = Date.now();
        const extra = net.connect(port, '127.0.0.1');
        extra.on('error', () => {});
        extra.on('close', () => resolve(Date.now() - started));
        setTimeout(() => (extra.destroy(), resolve(Number.POSITIVE_INFINITY)), 3000);
      });
      expect(closedWithin).toBeLessThan(1000);
      expect(open.every((s) => !s.destroyed)).toBe(true);
    } finally {
      for (const s of open) s.destroy();
    }
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});

describe('finding 7: logs hold no email or free text from the URL, and no request id as sent', () => {
  it('masks after percent-decoding, leaves out free-text path parameters, replaces a caller id that is not an id', async () => {
    const lines: string[] = [];
    const logged = await createTestApi({ logStream: new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }) });
    try {
      await logged.request({ method: 'GET', url: '/programs/location/jane.doe%40example.com' });
      await logged.request({ method: 'GET', url: '/programs/location/Japan/Kyoto%20Clinic%20of%20Dr%20Mori' });
      await logged.request({ method: 'GET', url: '/nothing/here/jane.doe%40example.com' });
      await logged.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'jane.doe.example.com' } });
      await logged.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': '5551234567' } });
      const uuid = '2b5e1d0c-3f4a-4c8e-9a61-0d2f7b9c1e42';
      await logged.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': uuid } });
      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(6);
      for (const leaked of ['jane.doe', 'jane.doe%40', 'Kyoto%20Clinic', 'Kyoto Clinic', 'Dr Mori', 'Dr%20Mori', '5551234567']) expect(text).not.toContain(leaked);
      expect(text).toContain('/programs/location/:country');
      expect(text).toContain(uuid);
    } finally {
      await logged.close();
    }
  });
});

describe('finding 8: Idempotency-Key', () => {
  const sample = samplePrograms[0]!;
  const booking = { name: 'Lena Hart', email: 'lena@example.test', phone: '5551234567', preferredDate: sample.sessions[0]!.startDate, sessionId: sample.sessions[0]!.id, programId: sample.id };
  const count = async (table: string, where: string, params: string[]) => (await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0]!.n;
  // The key is the point, not money: the sample program books directly.
  beforeAll(() => withoutPrice(api, sample.id));

  it('200 identical concurrent bookings with one key store one booking and all answer it', async () => {
    const key = `k-${Date.now()}-concurrent`;
    const payload = { ...booking, name: 'Concurrent Guest' };
    const results = await Promise.all(Array.from({ length: 200 }, () => api.request({ method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': key }, payload })));
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await count('bookings', 'name = $1', ['Concurrent Guest'])).toBe(1);
  });

  it('a repeat answers the first answer, even after the booking changed', async () => {
    const guest = await api.signUp('user');
    const headers = { ...guest.auth, 'idempotency-key': `k-${Date.now()}-first` };
    const first = await api.request({ method: 'POST', url: '/api/bookings', headers, payload: booking });
    expect(first.statusCode).toBe(201);
    expect((await api.request({ method: 'POST', url: `/api/bookings/${first.json().data.id}/cancel`, headers: guest.auth })).statusCode).toBe(200);
    const again = await api.request({ method: 'POST', url: '/api/bookings', headers, payload: booking });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('works on other POSTs: the contact form stores one message per key', async () => {
    const headers = { 'idempotency-key': `k-${Date.now()}-contact` };
    const payload = { name: 'Once Only', email: 'once@example.test', message: 'Hello' };
    const a = await api.request({ method: 'POST', url: '/contact', headers, payload });
    const b = await api.request({ method: 'POST', url: '/contact', headers, payload });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(await count('contact_messages', 'name = $1', ['Once Only'])).toBe(1);
  });
});

describe('finding 9: tokens are parsed strictly', () => {
  it('a token with "=" appended or a stray character inside is a 401', async () => {
    const token = owner.accessToken;
    expect((await api.request({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const mid = Math.floor(signature.length / 2);
    for (const bad of [`${token}=`, `${token}==`, `${head}.${body}.${signature.slice(0, mid)}*${signature.slice(mid)}`, `${head}.${body}!.${signature}`, `${head}.${body}.${signature}%`]) {
      const res = await api.request({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${bad}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('finding 10: the admin search parameter follows the control-character rule', () => {
  it.each(['/api/admin/programs', '/api/admin/services', '/api/admin/users'])('%s?q=%00 is a 400 naming q, before the database', async (url) => {
    const res = await api.request({ method: 'GET', url: `${url}?q=a%00b`, headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { q: VALIDATION_MESSAGES.unsupportedCharacters } });
  });
});
