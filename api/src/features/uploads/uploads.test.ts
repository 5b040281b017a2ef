// Uploads have a quota, a rate and a clean-up (a user once wrote 400 MB in 2 s); every upload is
// re-encoded to three WebP widths (their bytes count against the quota) and cleaned by a job of the queue.
import { existsSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApi, type TestApi } from '../../test/harness';
import { testPng } from '../../test/images';
import { reencode } from '../../upload-store/images';
import { filesOf, sweepUploads } from '../../upload-store/store';

let PNG: Buffer;
/** A noisy 400×300 picture: its WebP widths weigh some kilobytes, the same each time it is encoded. */
let picture: Buffer;
/** What one upload of `picture` stores (its three widths). */
let stored: number;
const image = () => picture;

function multipart(files: Buffer[]) {
  const boundary = '----wellnessboundary';
  const parts = files.map((bytes, i) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from('\r\n')]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let QUOTA: number;
let api: TestApi;
let uploadsDir: string;
beforeAll(async () => {
  PNG = await testPng();
  picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  stored = (await reencode(picture))!.reduce((n, s) => n + s.bytes.length, 0);
  // Room for two uploads and a half.
  QUOTA = Math.floor(stored * 2.5);
  api = await createTestApi({ config: { uploadQuotaBytes: QUOTA, uploadLimit: { max: 12, windowMs: 60_000 } } });
  uploadsDir = path.join(api.config.dataDir, 'uploads');
});
afterAll(() => api.close());

const upload = (auth: { authorization: string }, files: Buffer[]) => {
  const body = multipart(files);
  return api.request({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, ...auth }, payload: body.payload });
};
const files = async () => (await readdir(uploadsDir)).length;
const program = (auth: { authorization: string }, images: string[], method: 'POST' | 'PUT' = 'POST', id = '') =>
  api.request({ method, url: `/api/my/programs${id ? `/${id}` : ''}`, headers: auth, payload: { name: 'With images', images } });

describe('per-account storage quota', () => {
  it('refuses an upload past the quota with 413 and writes nothing; another account is not affected', async () => {
    const a = await api.signUp('facility');
    const b = await api.signUp('facility');
    expect((await upload(a.auth, [image()])).statusCode).toBe(201);
    const before = await files();
    const over = await upload(a.auth, [image(), image()]);
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(await files()).toBe(before);
    expect((await upload(b.auth, [image()])).statusCode).toBe(201);
  });

  it('holds when uploads of one account arrive at once', async () => {
    const a = await api.signUp('facility');
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(a.auth, [image()])));
    const ok = results.filter((r) => r.statusCode === 201).length;
    expect(ok).toBe(2);
    expect(results.every((r) => r.statusCode === 201 || r.json().error.code === 'UPLOAD_QUOTA_EXCEEDED')).toBe(true);
    const [row] = await api.database.query<{ n: number }>('SELECT sum(bytes)::int AS n FROM uploads WHERE owner_id = $1', [a.user.id]);
    expect(row!.n).toBeLessThanOrEqual(QUOTA);
  });

  it('frees its room when the images are removed from the program', async () => {
    const a = await api.signUp('facility');
    const urls = (await upload(a.auth, [image(), image()])).json().data.urls as string[];
    const created = (await program(a.auth, urls)).json().data;
    expect((await upload(a.auth, [image()])).statusCode).toBe(413);
    await program(a.auth, [urls[0]!], 'PUT', created.id);
    expect((await upload(a.auth, [image()])).statusCode).toBe(201);
  });
});

it('rate-limits uploads per account (429 with Retry-After)', async () => {
  const limited = await createTestApi({ config: { uploadLimit: { max: 2, windowMs: 60_000 } } });
  try {
    const a = await limited.signUp('facility');
    const send = () => {
      const body = multipart([PNG]);
      return limited.request({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, ...a.auth }, payload: body.payload });
    };
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('RATE_LIMITED');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another account has its own count.
    const b = await limited.signUp('facility');
    const body = multipart([PNG]);
    expect((await limited.request({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, ...b.auth }, payload: body.payload })).statusCode).toBe(201);
  } finally {
    await limited.close();
  }
});

describe('files no program uses are removed', () => {
  /** All three widths of an upload are on disk (true), or none is (false). */
  const onDisk = (url: string) => {
    const present = filesOf(url.slice('/uploads/'.length)).map((f) => existsSync(path.join(uploadsDir, f)));
    expect(new Set(present).size).toBe(1);
    return present[0]!;
  };

  it('when an edit drops an image or the program is deleted, unless another program still shows it', async () => {
    const a = await api.signUp('user');
    const [x, y, z] = (await upload(a.auth, [PNG, PNG, PNG])).json().data.urls as string[];
    const p1 = (await program(a.auth, [x!, y!, z!])).json().data;
    const p2 = (await program(a.auth, [z!])).json().data;
    await program(a.auth, [x!, z!], 'PUT', p1.id);
    expect([onDisk(x!), onDisk(y!), onDisk(z!)]).toEqual([true, false, true]);
    expect((await api.request({ method: 'GET', url: y! })).statusCode).toBe(404);
    await api.request({ method: 'DELETE', url: `/api/my/programs/${p1.id}`, headers: a.auth });
    expect([onDisk(x!), onDisk(z!)]).toEqual([false, true]);
    await api.request({ method: 'DELETE', url: `/api/my/programs/${p2.id}`, headers: a.auth });
    expect(onDisk(z!)).toBe(false);
    const [row] = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE owner_id = $1', [a.user.id]);
    expect(row!.n).toBe(0);
  });

  it('by the sweep, once older than UPLOAD_ORPHAN_HOURS: never-used uploads and unknown files, not used ones', async () => {
    const a = await api.signUp('user');
    const [unused, used, fresh] = (await upload(a.auth, [PNG, PNG, PNG])).json().data.urls as string[];
    await program(a.auth, [used!]);
    await api.database.query(`UPDATE uploads SET created_at = now() - interval '30 hours' WHERE name = ANY($1::text[])`, [`{${[unused, used].map((u) => u!.slice(9)).join(',')}}`]);
    const stray = '00000000-0000-4000-8000-000000000000.png'; // a file from before uploads were recorded
    await writeFile(path.join(uploadsDir, stray), PNG);
    const old = new Date(Date.now() - 30 * 3_600_000);
    await utimes(path.join(uploadsDir, stray), old, old);
    const removed = await sweepUploads(api.database, uploadsDir, 24);
    expect(removed).toEqual(expect.arrayContaining([unused!.slice(9), stray]));
    expect([onDisk(unused!), onDisk(used!), onDisk(fresh!), existsSync(path.join(uploadsDir, stray))]).toEqual([false, true, true, false]);
  });

  it('by the periodic job, whichever process takes it: an upload never used is gone 24 hours later, with its widths', async () => {
    const a = await api.signUp('user');
    const [unused, used] = (await upload(a.auth, [PNG, PNG])).json().data.urls as string[];
    await program(a.auth, [used!]);
    await api.jobs.runDue(new Date(Date.now() + 60_000));
    expect([onDisk(unused!), onDisk(used!)]).toEqual([true, true]);
    const summary = await api.jobs.runDue(new Date(Date.now() + 25 * 3_600_000));
    expect(summary.failed).toBe(0);
    expect([onDisk(unused!), onDisk(used!)]).toEqual([false, true]);
    const [row] = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE name = $1', [unused!.slice(9)]);
    expect(row!.n).toBe(0);
  });
});
