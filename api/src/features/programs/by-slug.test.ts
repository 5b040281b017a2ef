// A program's address: its slug follows its name on every rename and the old ones still lead to it (the site
// redirects to the current one); a program no longer public answers 410 to the public, while its owner and the
// administrators still open it; a slug that never was answers 404.
import type { Program } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { publishProgram } from '../../test/bookings';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
});
afterAll(() => api.close());

const bySlug = (slug: string, headers?: Record<string, string>) => api.request({ method: 'GET', url: `/api/programs/by-slug/${slug}`, ...(headers ? { headers } : {}) });
const formOf = (name: string) => ({ name, location: 'Ubud - Bali', category: 'spa', description: 'Quiet days.', duration: '7 Days / 6 Nights', price: 1000 });

async function approve(id: string) {
  const admin = await api.signUp('admin');
  const res = await api.request({ method: 'POST', url: `/api/admin/programs/${id}/approve`, headers: admin.auth, payload: { version: await api.versionOf(id) } });
  expect(res.statusCode).toBe(200);
}

it('a public program answers 200 by its slug; a slug that never was answers 404, a malformed one 400', async () => {
  const { program } = await publishProgram(api, {});
  const res = await bySlug(program.slug);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ id: program.id, slug: program.slug });
  const unknown = await bySlug('no-such-program-12345678');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Program not found.' });
  expect((await bySlug('bad%20slug!')).statusCode).toBe(400);
});

it('a rename gives a new slug after the name; the old slug answers the program with its current slug', async () => {
  const { program, owner } = await publishProgram(api, {});
  const first = program.slug;
  expect(first).toBe(`${program.name.toLowerCase().replace(/ /g, '-')}-${program.id.slice(0, 8)}`);

  const renamed = await api.request({ method: 'PUT', url: `/api/my/programs/${program.id}`, headers: owner.auth, payload: { ...formOf('Cedar Valley Detox'), status: 'active' } });
  expect(renamed.statusCode).toBe(200);
  const second = (renamed.json().data as Program).slug;
  expect(second).toBe(`cedar-valley-detox-${program.id.slice(0, 8)}`);
  // A new name is new public content: back to review, so neither address is public until approved again…
  expect((await bySlug(second)).statusCode).toBe(410);
  expect((await bySlug(first)).statusCode).toBe(410);
  // …but its owner opens it by either.
  expect((await bySlug(first, owner.auth)).json().data.slug).toBe(second);
  await approve(program.id);

  for (const asked of [first, second, first.toUpperCase()]) {
    const res = await bySlug(asked);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: program.id, slug: second, name: 'Cedar Valley Detox' });
  }

  // Renamed again: every earlier slug still leads to it; taking a former name back makes that slug current again.
  await api.request({ method: 'PUT', url: `/api/my/programs/${program.id}`, headers: owner.auth, payload: { ...formOf(program.name), status: 'active' } });
  await approve(program.id);
  for (const asked of [first, second]) expect((await bySlug(asked)).json().data.slug).toBe(first);
  const history = await api.database.query<{ slug: string; program_id: string }>('SELECT slug, program_id FROM program_slugs WHERE program_id = $1 ORDER BY slug', [program.id]);
  expect(history).toEqual([{ slug: second, program_id: program.id }]);
});

it('a withdrawn program answers 410 "Program not found." to the public; its owner and an administrator still open it', async () => {
  const { program, owner } = await publishProgram(api, {});
  const admin = await api.signUp('admin');
  const stranger = await api.signUp('facility');
  expect((await api.request({ method: 'PATCH', url: `/api/my/programs/${program.id}/status`, headers: owner.auth, payload: { status: 'inactive' } })).statusCode).toBe(200);

  for (const headers of [undefined, stranger.auth]) {
    const res = await bySlug(program.slug, headers);
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({ code: 'GONE', message: 'Program not found.' });
  }
  for (const viewer of [owner, admin]) {
    const res = await bySlug(program.slug, viewer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: program.id, status: 'inactive' });
  }
  // Back on: public again.
  await api.request({ method: 'PATCH', url: `/api/my/programs/${program.id}/status`, headers: owner.auth, payload: { status: 'active' } });
  expect((await bySlug(program.slug)).statusCode).toBe(200);
});

it('a deleted program leaves its slugs behind: its current and old addresses answer 410, to its former owner too', async () => {
  const owner = await api.signUp('facility');
  const created = (await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { ...formOf('Short Lived Retreat'), status: 'pending' } })).json().data as Program;
  const renamed = (await api.request({ method: 'PUT', url: `/api/my/programs/${created.id}`, headers: owner.auth, payload: { ...formOf('Shorter Lived Retreat'), status: 'pending' } })).json().data as Program;
  expect(renamed.slug).not.toBe(created.slug);
  expect((await api.request({ method: 'DELETE', url: `/api/my/programs/${created.id}`, headers: owner.auth })).statusCode).toBe(200);
  for (const slug of [created.slug, renamed.slug]) {
    expect((await bySlug(slug)).statusCode).toBe(410);
    expect((await bySlug(slug, owner.auth)).statusCode).toBe(410);
  }
});
