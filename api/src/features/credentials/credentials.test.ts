// Credentials and the trust signals guests see: a host adds a facilitator's licence with its document, an
// administrator verifies or refuses it with a reason, and a verified one shows on the provider page and the program
// details with the facilitator's name and the issuing body; the daily figures (response time, acceptance,
// cancellations, hosting since) show only once they rest on enough data.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Program, ProviderProfile } from '@wellness/shared/domain';
import type { AdminCredential, HostCredential } from '@wellness/shared/host-tools';
import { createTestApi, type TestApi } from '../../test/harness';
import { book, hostProgram, inDays } from '../../test/host-fixtures';
import { testPng } from '../../test/images';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { uploadMaxBytes: 200_000 } });
});
afterAll(() => api.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const boundary = '----credentialboundary';
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) parts.push(Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n')]));
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const FIELDS = { facilitatorName: 'Dr. Amara Singh', title: 'Licensed physician (general medicine)', issuingBody: 'Swiss Medical Association (FMH)', validUntil: inDays(400) };
const upload = (auth: Record<string, string>, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) => {
  const body = form(fields, file);
  return api.request({ method: 'POST', url: '/api/my/credentials', headers: { ...auth, ...body.headers }, payload: body.payload });
};
const provider = async (slug: string) => (await api.request({ method: 'GET', url: `/api/providers/${slug}` })).json().data as ProviderProfile;

it('a host adds a credential with its document; an admin verifies it and it shows on the provider page and the program details', async () => {
  const { program, owner } = await hostProgram(api, {});
  const admin = await api.signUp('admin');
  const photo = await sharp(await testPng(40, 30)).withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera' } } }).jpeg().toBuffer();
  const res = await upload(owner.auth, FIELDS, { bytes: photo, name: 'licence.jpg', type: 'image/jpeg' });
  expect(res.statusCode).toBe(201);
  const credential = res.json().data as HostCredential;
  expect(credential).toMatchObject({ facilitatorName: 'Dr. Amara Singh', issuingBody: 'Swiss Medical Association (FMH)', validUntil: inDays(400), status: 'pending', documentType: 'image' });
  // Not shown while waiting.
  expect((await provider(program.provider!.slug)).hostTrust!.credentials).toEqual([]);

  // The document: to its host and admins only, re-encoded (no camera metadata), never under the public uploads.
  const doc = await api.request({ method: 'GET', url: `/api/my/credentials/${credential.id}/document`, headers: owner.auth });
  expect(doc.statusCode).toBe(200);
  expect(doc.headers['content-type']).toBe('image/webp');
  expect(doc.headers['cache-control']).toBe('private, no-store');
  expect(doc.rawPayload.includes(Buffer.from('Secret Camera'))).toBe(false);
  const stranger = await api.signUp('facility');
  expect((await api.request({ method: 'GET', url: `/api/my/credentials/${credential.id}/document`, headers: stranger.auth })).statusCode).toBe(404);
  expect((await api.request({ method: 'GET', url: `/api/admin/credentials/${credential.id}/document`, headers: stranger.auth })).statusCode).toBe(403);
  expect((await api.request({ method: 'GET', url: `/api/admin/credentials/${credential.id}/document`, headers: admin.auth })).statusCode).toBe(200);
  expect(existsSync(path.join(api.config.dataDir, 'uploads')) ? readdirSync(path.join(api.config.dataDir, 'uploads')) : []).toEqual([]);

  const waiting = (await api.request({ method: 'GET', url: '/api/admin/credentials', headers: admin.auth })).json().data as AdminCredential[];
  expect(waiting.find((c) => c.id === credential.id)).toMatchObject({ status: 'pending', host: { id: owner.user.id, email: owner.user.email } });
  const verified = await api.request({ method: 'POST', url: `/api/admin/credentials/${credential.id}/verify`, headers: admin.auth });
  expect(verified.json().data).toMatchObject({ status: 'verified', decidedAt: expect.any(String) });

  const shown = (await provider(program.provider!.slug)).hostTrust!;
  expect(shown.credentials).toEqual([{ id: credential.id, facilitatorName: 'Dr. Amara Singh', title: 'Licensed physician (general medicine)', issuingBody: 'Swiss Medical Association (FMH)', validUntil: inDays(400), verifiedAt: expect.any(String) }]);
  const details = (await api.request({ method: 'GET', url: `/api/programs/by-slug/${program.slug}` })).json().data as Program;
  expect(details.hostTrust!.credentials.map((c) => c.facilitatorName)).toEqual(['Dr. Amara Singh']);
  // What the public answers carry of the document: nothing.
  expect(JSON.stringify(details)).not.toMatch(/document|\.webp"|credentials\//);
});

it('an admin refuses a credential with a reason the host reads; a PDF is given as a download; only images and PDFs, within the size cap', async () => {
  const { program, owner } = await hostProgram(api, {});
  const admin = await api.signUp('admin');
  const res = await upload(owner.auth, { ...FIELDS, validUntil: '' }, { bytes: PDF, name: 'cert.pdf', type: 'application/pdf' });
  expect(res.statusCode).toBe(201);
  const credential = res.json().data as HostCredential;
  expect(credential).toMatchObject({ documentType: 'pdf', validUntil: null });
  const doc = await api.request({ method: 'GET', url: `/api/admin/credentials/${credential.id}/document`, headers: admin.auth });
  expect(doc.headers['content-type']).toBe('application/pdf');
  expect(doc.headers['content-disposition']).toBe('attachment; filename="credential.pdf"');

  expect((await api.request({ method: 'POST', url: `/api/admin/credentials/${credential.id}/refuse`, headers: admin.auth, payload: { reason: ' ' } })).statusCode).toBe(400);
  const refused = await api.request({ method: 'POST', url: `/api/admin/credentials/${credential.id}/refuse`, headers: admin.auth, payload: { reason: 'The name on the certificate does not match.' } });
  expect(refused.json().data).toMatchObject({ status: 'refused', reason: 'The name on the certificate does not match.' });
  const mine = (await api.request({ method: 'GET', url: '/api/my/credentials', headers: owner.auth })).json().data as HostCredential[];
  expect(mine).toEqual([expect.objectContaining({ id: credential.id, status: 'refused', reason: 'The name on the certificate does not match.' })]);
  expect((await provider(program.provider!.slug)).hostTrust!.credentials).toEqual([]);

  const html = await upload(owner.auth, FIELDS, { bytes: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'x.svg', type: 'image/svg+xml' });
  expect(html.statusCode).toBe(415);
  expect((await upload(owner.auth, FIELDS, { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not a picture')]), name: 'x.jpg', type: 'image/jpeg' })).statusCode).toBe(415);
  expect((await upload(owner.auth, FIELDS, { bytes: Buffer.alloc(300_000, 1), name: 'big.pdf', type: 'application/pdf' })).statusCode).toBe(413);
  const missing = await upload(owner.auth, { ...FIELDS, issuingBody: '' }, { bytes: PDF, name: 'cert.pdf', type: 'application/pdf' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().error.fields).toEqual({ issuingBody: 'This field is required' });
  expect((await upload(owner.auth, FIELDS)).statusCode).toBe(400);
  // Nothing of the refused uploads was kept; the host's removal deletes the document too.
  expect(readdirSync(path.join(api.config.dataDir, 'credentials')).filter((f) => f.endsWith('.pdf'))).toHaveLength(1);
  expect((await api.request({ method: 'DELETE', url: `/api/my/credentials/${credential.id}`, headers: owner.auth })).statusCode).toBe(200);
  expect(readdirSync(path.join(api.config.dataDir, 'credentials')).filter((f) => f.endsWith('.pdf'))).toHaveLength(0);
  // A guest account cannot add one; an admin list answers only admins.
  expect((await upload((await api.signUp('admin')).auth, FIELDS, { bytes: PDF, name: 'c.pdf', type: 'application/pdf' })).statusCode).toBe(403);
  expect((await api.request({ method: 'GET', url: '/api/admin/credentials', headers: owner.auth })).statusCode).toBe(403);
});

it('shows response time, acceptance and cancellations only once they rest on enough, each with what it rests on, and hosting since', async () => {
  const { program, owner, sessions } = await hostProgram(api, { bookingMode: 'request', sessions: [{ startDate: inDays(60), nights: 2, places: 50 }] });
  const computeAt = (at: Date) => api.jobs.runDue(at);
  const trust = async () => (await provider(program.provider!.slug)).hostTrust!;
  let clock = Date.now();
  await computeAt(new Date(clock));
  expect(await trust()).toMatchObject({ responseTime: null, acceptance: null, cancellations: null, hostingSince: new Date().toISOString().slice(0, 7), credentials: [] });

  // Five guests ask; the host answers four of them after 2 hours, one never.
  for (let i = 0; i < 5; i++) {
    const guest = await api.signUp('user');
    const thread = (await api.request({ method: 'POST', url: '/api/threads', headers: guest.auth, payload: { programId: program.id, text: `Question ${i}` } })).json().data;
    const threadId = thread.thread.id as string;
    if (i < 4) {
      expect((await api.request({ method: 'POST', url: `/api/threads/${threadId}/messages`, headers: owner.auth, payload: { text: 'Happy to help.' } })).statusCode).toBe(201);
      await api.database.query(`UPDATE thread_messages SET at = at + interval '2 hours' WHERE thread_id = $1 AND sender_id = $2`, [threadId, owner.user.id]);
    }
  }
  // Six requests: four confirmed, two declined; one confirmed stay later canceled by the host.
  const bookings = [];
  for (let i = 0; i < 6; i++) bookings.push(await book(api, program, { sessionId: sessions[0]!.id, guest: await api.signUp('user') }));
  for (const [i, b] of bookings.entries()) {
    const move = i < 4 ? 'confirm' : 'decline';
    const res = await api.request({ method: 'POST', url: `/api/my/booking-requests/${b.id}/${move}`, headers: owner.auth, payload: move === 'decline' ? { reason: 'Full' } : {} });
    expect(res.statusCode).toBe(200);
  }
  // A day later: five first messages, six decided requests; four confirmed stays are not yet enough.
  clock += 26 * 3_600_000;
  await computeAt(new Date(clock));
  let shown = await trust();
  expect(shown.responseTime).toEqual({ medianMinutes: 120, firstMessages: 5 });
  expect(shown.acceptance).toEqual({ rate: 4 / 6, accepted: 4, decided: 6 });
  expect(shown.cancellations).toBeNull();

  const canceled = await api.request({ method: 'POST', url: `/api/my/bookings/${bookings[0]!.id}/cancel`, headers: owner.auth, payload: { reason: 'The teacher is ill.' } });
  expect(canceled.statusCode).toBe(200);
  await book(api, program, { sessionId: sessions[0]!.id, guest: await api.signUp('user') }).then((b) => api.request({ method: 'POST', url: `/api/my/booking-requests/${b.id}/confirm`, headers: owner.auth, payload: {} }));
  clock += 25 * 3_600_000;
  await computeAt(new Date(clock));
  shown = await trust();
  expect(shown.cancellations).toEqual({ count: 1, stays: 5 });
  expect(shown.acceptance).toEqual({ rate: 5 / 7, accepted: 5, decided: 7 });
  expect(shown.computedAt).toBe(new Date(clock).toISOString());
  // The same on the program's details.
  const details = (await api.request({ method: 'GET', url: `/api/programs/${program.id}` })).json().data as Program;
  expect(details.hostTrust).toEqual(shown);
});
