// The program card is built in one place, the trigger that keeps `summary_json`; these tests check it against the
// row's own columns and the catalogue's SQL against the plain query builder it replaced.
import { and, asc, count } from 'drizzle-orm';
import { programs, type ProgramRow } from '../db/schema';
import { createTestApi, type TestApi } from '../test/harness';
import { PROGRAM_GROUPS, type CategoryValue, type ProgramGroupSlug, type ProgramSummary } from '@wellness/shared/domain';
import { ratingOf, toSummary } from './mapper';
import { categoryCondition, isPublic, placeCondition } from './public';

const GROUP_NAME = new Map<string, string>(PROGRAM_GROUPS.map((g) => [g.slug, g.type]));

/**
 * The card the trigger must build, from the row's own columns, field by field: the test's oracle for the one builder
 * (the SQL function `programs_summary_json`), so a column the card forgets or misreads fails here.
 */
function expectedCard(row: ProgramRow): ProgramSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    country: row.country,
    city: row.city,
    description: row.description,
    details: row.details,
    duration: row.duration,
    days: row.days,
    nights: row.nights,
    price: row.price,
    priceText: row.priceText,
    category: row.category as CategoryValue | '',
    group: row.groupSlug as ProgramGroupSlug | '',
    groupName: GROUP_NAME.get(row.groupSlug) ?? '',
    image: row.imageGallery[0] ?? '',
    specialOffer: row.specialOffer,
    terms: row.terms,
    status: row.status,
    approved: row.approved,
    reviewStats: ratingOf(row.reviewCount, row.reviewSum),
    provider: row.providerSummary ?? null,
    bookingMode: row.bookingMode,
    cancellationPolicy: row.cancellationPolicy,
    currency: row.currency,
  };
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function summaries(): Promise<Map<string, unknown>> {
  const rows = await api.database.query<{ id: string; summary_json: string }>('SELECT id, summary_json FROM programs');
  return new Map(rows.map((r) => [r.id, JSON.parse(r.summary_json)]));
}

it('every program’s card, built by the database on each write, says what its row says, also after writes', async () => {
  const owner = await api.signUp('facility');
  const created = await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: "O'Brien \"Spa\" \\ ✓", location: 'Ubud - Bali', category: 'spa', description: 'x\ty', status: 'pending', price: 1234.5, duration: '3 Days / 2 Nights', images: ['/media/gallery/gallery-01-960.webp'] } });
  expect(created.statusCode).toBe(201);
  const rows: ProgramRow[] = await api.database.db.select().from(programs);
  const stored = await summaries();
  expect(rows.length).toBeGreaterThan(20);
  for (const row of rows) {
    expect(stored.get(row.id)).toEqual(expectedCard(row));
    expect(toSummary(row)).toEqual(expectedCard(row));
  }
});

describe('GET /api/programs answers what the query builder would', () => {
  const reference = async (q: { category?: string; country?: string; city?: string; limit?: number; offset?: number }) => {
    const where = and(isPublic, q.category ? categoryCondition(q.category) : undefined, placeCondition(q.country, q.city));
    const rows = await api.database.db.select().from(programs).where(where).orderBy(asc(programs.createdAt), asc(programs.id)).limit(q.limit ?? 50).offset(q.offset ?? 0);
    const [total] = await api.database.db.select({ n: count() }).from(programs).where(where);
    return { programs: rows.map(toSummary), total: total!.n };
  };
  it.each([
    {}, { limit: 5, offset: 3 }, { offset: 40 }, { category: 'spa-relaxation' }, { category: 'Yoga & Meditation', limit: 2 }, { category: 'nope' },
    { country: 'japan' }, { country: 'Costa Rica', city: 'osa peninsula' }, { category: 'healing-renewal', country: 'Bali' },
  ])('%j', async (q) => {
    const qs = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await api.request({ method: 'GET', url: `/api/programs${qs ? `?${qs}` : ''}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json().data).toEqual(await reference(q));
  });
});
