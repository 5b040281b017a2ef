// What the database derives on every write of a program (migrations/0154): the dates and months from booking_options,
// the soonest date, the filter keys, the provider's summary, and the vocabulary of misspellings. 0154 made each of
// them cheaper (work only when its inputs changed); these tests hold the results to what they were.
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface Derived {
  available_dates: string[];
  available_months: number[];
  next_date: string | null;
  filter_keys: string[];
  provider_summary: { id: string; slug: string; name: string } | null;
}

const derived = async (id: string) => {
  const [row] = await api.database.query<Derived>(
    `SELECT available_dates::text[] AS available_dates, available_months, next_date::text AS next_date, filter_keys, provider_summary
     FROM programs WHERE id = $1`,
    [id],
  );
  return row!;
};
const publicProgram = async (offset = 0) =>
  (await api.database.query<{ id: string }>(`SELECT id FROM programs WHERE status = 'active' AND approved ORDER BY id OFFSET ${offset} LIMIT 1`))[0]!.id;
const inVocabulary = async (word: string) =>
  (await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM catalog_words WHERE word = $1', [word]))[0]!.n === 1;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('dates', () => {
  it('come from booking_options when they change: sorted, without duplicates or malformed ones, with their months', async () => {
    const id = await publicProgram();
    await api.database.query(`UPDATE programs SET booking_options = jsonb_set(booking_options, '{availableDates}', $2::jsonb) WHERE id = $1`, [
      id,
      JSON.stringify(['2031-02-03', '2031-01-05', 'soon', '2020-01-01', '2031-01-05']),
    ]);
    const row = await derived(id);
    expect(row.available_dates).toEqual(['2020-01-01', '2031-01-05', '2031-02-03']);
    expect(row.available_months).toEqual([202001, 203101, 203102]);
    expect(row.next_date).toBe('2031-01-05');
    expect(row.filter_keys).toEqual(expect.arrayContaining(['m:202001', 'm:203101', 'm:203102']));
  });

  it('are kept by a write that does not touch booking_options, and a hand-written value gives way to them', async () => {
    const id = await publicProgram(1);
    await api.database.query(`UPDATE programs SET booking_options = jsonb_set(booking_options, '{availableDates}', $2::jsonb) WHERE id = $1`, [
      id,
      JSON.stringify([inDays(40), inDays(400)]),
    ]);
    const before = await derived(id);
    await api.database.query(`UPDATE programs SET name = name || ' renamed' WHERE id = $1`, [id]);
    expect(await derived(id)).toEqual(before);
    await api.database.query(`UPDATE programs SET available_dates = '{2040-01-01}', available_months = '{204001}' WHERE id = $1`, [id]);
    expect(await derived(id)).toEqual(before);
  });

  it('move the soonest date on any write, once a stored one has passed', async () => {
    const id = await publicProgram(2);
    await api.database.query(`UPDATE programs SET booking_options = jsonb_set(booking_options, '{availableDates}', $2::jsonb) WHERE id = $1`, [
      id,
      JSON.stringify([inDays(-3), today(), inDays(9)]),
    ]);
    expect((await derived(id)).next_date).toBe(today());
    // As the hourly refresh finds it: a stored soonest date from before today.
    await api.database.query(`UPDATE programs SET next_date = $2 WHERE id = $1`, [id, inDays(-3)]);
    expect((await derived(id)).next_date).toBe(today());
    await api.database.query(`UPDATE programs SET booking_options = jsonb_set(booking_options, '{availableDates}', $2::jsonb) WHERE id = $1`, [
      id,
      JSON.stringify([inDays(-3)]),
    ]);
    expect(await derived(id)).toMatchObject({ available_dates: [inDays(-3)], next_date: null });
  });
});

describe('filter keys', () => {
  it('name the category, group, place, months, nights, price band, instant booking, ratings and map cell', async () => {
    const id = await publicProgram(3);
    await api.database.query(
      `UPDATE programs SET category = 'spa', group_slug = 'spa-relaxation', country = 'Italy', city = 'Como', nights = 40, price = 1250,
         booking_mode = 'instant', review_count = 2, review_sum = 9, latitude = 45.8, longitude = 9.1,
         booking_options = jsonb_set(booking_options, '{availableDates}', '["2031-01-05"]') WHERE id = $1`,
      [id],
    );
    expect((await derived(id)).filter_keys).toEqual(['c:spa', 'g:spa-relaxation', 'k:italy', 'y:italy/como', 'm:203101', 'n:31', 'p:2', 'i', 'r:1', 'r:2', 'r:3', 'r:4', 'a:0/4']);
    await api.database.query(
      `UPDATE programs SET nights = NULL, price = NULL, booking_mode = 'request', review_count = 0, review_sum = 0, latitude = NULL, longitude = NULL,
         booking_options = jsonb_set(booking_options, '{availableDates}', '[]') WHERE id = $1`,
      [id],
    );
    expect((await derived(id)).filter_keys).toEqual(['c:spa', 'g:spa-relaxation', 'k:italy', 'y:italy/como']);
  });
});

describe('the provider summary', () => {
  it('is the provider’s, and none without a provider', async () => {
    const id = await publicProgram(4);
    const [provider] = await api.database.query<{ id: string; slug: string; name: string }>('SELECT id, slug, name FROM providers ORDER BY id LIMIT 1');
    await api.database.query('UPDATE programs SET provider_id = $2 WHERE id = $1', [id, provider!.id]);
    expect((await derived(id)).provider_summary).toEqual({ id: provider!.id, slug: provider!.slug, name: provider!.name });
    await api.database.query('UPDATE programs SET provider_id = NULL WHERE id = $1', [id]);
    expect((await derived(id)).provider_summary).toBeNull();
  });
});

describe('the vocabulary of misspellings', () => {
  it('gains the new words of a renamed public program', async () => {
    const id = await publicProgram(5);
    await api.database.query(`UPDATE programs SET name = name || ' Quillastra' WHERE id = $1`, [id]);
    expect(await inVocabulary('quillastra')).toBe(true);
  });

  it('gains every word of a program once it is public, not before', async () => {
    const id = await publicProgram(6);
    await api.database.query(`UPDATE programs SET status = 'draft', approved = false WHERE id = $1`, [id]);
    await api.database.query(`UPDATE programs SET name = name || ' Verbolindra', description = description || ' Xanthoriel' WHERE id = $1`, [id]);
    expect(await inVocabulary('verbolindra')).toBe(false);
    expect(await inVocabulary('xanthoriel')).toBe(false);
    await api.database.query(`UPDATE programs SET status = 'active', approved = true WHERE id = $1`, [id]);
    expect(await inVocabulary('verbolindra')).toBe(true);
    expect(await inVocabulary('xanthoriel')).toBe(true);
  });

  it('holds every word of every public program after a write of several at once', async () => {
    await api.database.query(
      `UPDATE programs SET details = details || ' Zembrolith ' || id WHERE id IN (SELECT id FROM programs WHERE status = 'active' AND approved ORDER BY id OFFSET 7 LIMIT 5)`,
    );
    const [row] = await api.database.query<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM (SELECT DISTINCT w FROM programs p, unnest(tsvector_to_array(p.search_tsv)) AS w
         WHERE p.status = 'active' AND p.approved AND length(w) >= 3 AND w !~ '[0-9~]') x
       WHERE NOT EXISTS (SELECT 1 FROM catalog_words c WHERE c.word = x.w)`,
    );
    expect(row!.missing).toBe(0);
    expect(await inVocabulary('zembrolith')).toBe(true);
  });
});
