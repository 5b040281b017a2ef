// GET /api/programs by rating: sort=rating-desc (highest average of visible reviews, then more reviews, then the
// public order; no reviews last) and minRating (average >= n, programs without reviews left out), paged by offset
// and by keyset cursor, against the rows themselves.
import type { ProgramSummary } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { completedStay, postReview, reviewableProgram } from '../../test/reviews';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  // Beside the sample reviews: two programs with the same average and different counts, one of 1 star.
  const a = await reviewableProgram(api);
  const b = await reviewableProgram(api);
  const c = await reviewableProgram(api);
  for (const [published, rating] of [[a, 4], [b, 4], [b, 4], [c, 1]] as const) {
    const guest = await api.signUp('user');
    await postReview(api, guest, (await completedStay(api, published, guest)).id, { rating });
  }
});
afterAll(() => api.close());

interface Row {
  id: string;
  n: number;
  s: number;
}
/** Public programs in the public order, with their visible reviews' count and sum. */
const publicRows = async () =>
  (await api.database.query<Row>(`SELECT id, review_count AS n, review_sum AS s FROM programs WHERE status = 'active' AND approved ORDER BY created_at, id`)).map((r) => ({ ...r, n: Number(r.n), s: Number(r.s) }));

/** The order the contract states, on exact fractions. */
function byRating(rows: Row[]): string[] {
  const position = new Map(rows.map((r, i) => [r.id, i]));
  return [...rows]
    .sort((x, y) => {
      if ((x.n === 0) !== (y.n === 0)) return x.n === 0 ? 1 : -1;
      const average = x.n && y.n ? y.s * x.n - x.s * y.n : 0;
      return average || y.n - x.n || position.get(x.id)! - position.get(y.id)!;
    })
    .map((r) => r.id);
}

async function walk(query: string, limit: number): Promise<ProgramSummary[]> {
  const out: ProgramSummary[] = [];
  let after = '';
  for (let i = 0; i < 100; i++) {
    const res = await api.request({ method: 'GET', url: `/api/programs?${query}&limit=${limit}&after=${encodeURIComponent(after)}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { programs: ProgramSummary[]; next: string | null };
    out.push(...data.programs);
    if (!data.next) return out;
    after = data.next;
  }
  throw new Error('no end');
}

it('sorts by rating, by keyset pages and by offset alike', async () => {
  const rows = await publicRows();
  expect(rows.some((r) => r.n === 0)).toBe(true);
  const expected = byRating(rows);
  expect((await walk('sort=rating-desc', 7)).map((p) => p.id)).toEqual(expected);
  const offsetPage = (await api.request({ method: 'GET', url: '/api/programs?sort=rating-desc&limit=5&offset=5' })).json().data as { programs: ProgramSummary[]; total: number };
  expect(offsetPage.programs.map((p) => p.id)).toEqual(expected.slice(5, 10));
  expect(offsetPage.total).toBe(rows.length);
});

it.each([1, 3, 4, 5])('minRating=%i keeps programs whose average is at least that, in every sort', async (stars) => {
  const rows = await publicRows();
  const kept = rows.filter((r) => r.n > 0 && r.s >= stars * r.n);
  const sorted = await walk(`sort=rating-desc&minRating=${stars}`, 4);
  expect(sorted.map((p) => p.id)).toEqual(byRating(kept));
  expect(sorted.every((p) => p.reviewStats.count > 0 && p.reviewStats.average! >= stars - 0.05)).toBe(true);
  expect((await walk(`minRating=${stars}`, 6)).map((p) => p.id)).toEqual(rows.map((r) => r.id).filter((id) => kept.some((k) => k.id === id)));
  const counted = (await api.request({ method: 'GET', url: `/api/programs?minRating=${stars}&sort=price-asc` })).json().data as { total: number };
  expect(counted.total).toBe(kept.length);
});

it('refuses a minRating outside 1 to 5 and a cursor of another sort', async () => {
  for (const bad of ['0', '6', '4.5', 'x']) expect((await api.request({ method: 'GET', url: `/api/programs?minRating=${bad}` })).statusCode).toBe(400);
  const first = (await api.request({ method: 'GET', url: '/api/programs?sort=price-asc&limit=2&after=' })).json().data as { next: string };
  expect((await api.request({ method: 'GET', url: `/api/programs?sort=rating-desc&after=${first.next}` })).statusCode).toBe(400);
});
