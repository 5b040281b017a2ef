// Provider pages: made for an account with its first program, linked to its programs, public while it has a public
// program, with its rating over them and its latest reviews.
import type { ProviderProfile, ReviewPage } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { completedStay, postReview, reviewableProgram } from '../../test/reviews';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('a facility gets its provider with its first program; the page shows its programs, rating and latest reviews', async () => {
  const owner = await api.signUp('facility', { firstName: 'Alma', lastName: 'Rossi' });
  const one = await reviewableProgram(api, owner);
  const two = await reviewableProgram(api, owner);
  const provider = one.program.provider!;
  expect(provider).toMatchObject({ name: 'Alma Rossi' });
  expect(provider.slug).toMatch(/^alma-rossi-[0-9a-f]{8}$/);
  expect(two.program.provider).toEqual(provider);
  const [count] = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM providers WHERE user_id = $1', [owner.user.id]);
  expect(Number(count!.n)).toBe(1);

  for (const [published, rating] of [[one, 5], [two, 4], [two, 3], [one, 5]] as const) {
    const guest = await api.signUp('user');
    await postReview(api, guest, (await completedStay(api, published, guest)).id, { rating });
  }
  const page = (await api.request({ method: 'GET', url: `/api/providers/${provider.slug}` })).json().data as ProviderProfile;
  expect(page).toMatchObject({ id: provider.id, name: 'Alma Rossi', description: '', city: 'Ubud', country: 'Bali', location: 'Ubud - Bali', rating: { average: 4.3, count: 4 } });
  expect(page.programs.map((p) => p.id)).toEqual([one.program.id, two.program.id]);
  expect(page.programs[0]!.reviewStats).toEqual({ average: 5, count: 2 });
  expect(page.latestReviews.map((r) => r.rating)).toEqual([5, 3, 4]);

  const reviews = (await api.request({ method: 'GET', url: `/api/providers/${provider.slug}/reviews?sort=lowest&page=1` })).json().data as ReviewPage;
  expect(reviews).toMatchObject({ total: 4, summary: { average: 4.3, count: 4 }, distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } });
  expect(reviews.reviews.map((r) => r.rating)).toEqual([3, 4, 5, 5]);
});

it('answers 404 for an unknown provider or one without a public program, 400 for a bad slug', async () => {
  const owner = await api.signUp('facility');
  const created = await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: 'Draft Retreat', location: 'Ubud - Bali', category: 'spa', description: 'Soon.', duration: '3 Days / 2 Nights', status: 'draft' } });
  expect(created.statusCode).toBe(201);
  const slug = created.json().data.provider.slug as string;
  expect((await api.request({ method: 'GET', url: `/api/providers/${slug}` })).statusCode).toBe(404);
  expect((await api.request({ method: 'GET', url: '/api/providers/nobody-here' })).json().error.code).toBe('NOT_FOUND');
  expect((await api.request({ method: 'GET', url: '/api/providers/nobody-here/reviews' })).statusCode).toBe(404);
  expect((await api.request({ method: 'GET', url: `/api/providers/${encodeURIComponent('bad slug!')}` })).statusCode).toBe(400);
});

it('every sample program has a provider whose page lists it', async () => {
  const rows = await api.database.query<{ id: string; slug: string; status: string; approved: boolean }>(
    `SELECT p.id, v.slug, p.status, p.approved FROM programs p LEFT JOIN providers v ON v.id = p.provider_id WHERE p.id LIKE 'prg-%'`,
  );
  expect(rows.length).toBeGreaterThan(20);
  for (const row of rows) expect(row.slug).toEqual(expect.any(String));
  const sample = rows.find((r) => r.status === 'active' && r.approved)!;
  const page = (await api.request({ method: 'GET', url: `/api/providers/${sample.slug}` })).json().data as ProviderProfile;
  expect(page.programs.map((p) => p.id)).toContain(sample.id);
  expect(page.description.length).toBeGreaterThan(40);
});
