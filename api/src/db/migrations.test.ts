// Migration 0065: the filters as keys (`filter_keys`) in the words' and letters' GIN indexes, on both databases (0064's
// index over the filters needed btree_gin, which the embedded PGlite is started without, and is replaced).
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('indexes the words and the letters with the filter keys, and no longer the btree_gin index over the filters', async () => {
  const rows = await api.database.query<{ name: string }>(`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'programs' ORDER BY 1`);
  const names = rows.map((r) => r.name);
  expect(names).toEqual(expect.arrayContaining(['programs_public_words_keys_idx', 'programs_public_text_keys_idx']));
  expect(names).not.toContain('programs_public_filters_idx');
});

it("keeps each program's keys with its filter values, after the trigger that fills its months", async () => {
  const [program] = await api.database.query<{ id: string }>(`SELECT id FROM programs WHERE status = 'active' AND approved ORDER BY id LIMIT 1`);
  await api.database.query(
    `UPDATE programs SET category = 'yoga', country = 'Switzerland', city = 'Zürich', nights = 45, price = 2750, booking_mode = 'instant',
       review_count = 2, review_sum = 9, booking_options = jsonb_set(booking_options, '{availableDates}', '["2031-03-04", "2031-05-01"]') WHERE id = $1`,
    [program!.id],
  );
  const [row] = await api.database.query<{ keys: string[] | string }>(`SELECT filter_keys AS keys FROM programs WHERE id = $1`, [program!.id]);
  const keys = typeof row!.keys === 'string' ? row!.keys.slice(1, -1).split(',').map((k) => k.replace(/^"|"$/g, '')) : row!.keys;
  expect(keys).toEqual(expect.arrayContaining(['c:yoga', 'k:switzerland', 'y:switzerland/zürich', 'm:203103', 'm:203105', 'n:31', 'p:5', 'i', 'r:4']));
  expect(keys).not.toContain('r:5');
});

// Migration 0160: a search tests these two on every program it walks; out of the row, each test read the TOAST table.
it("keeps a program's search columns in its row, and lets its card move out first", async () => {
  const rows = await api.database.query<{ name: string; storage: string }>(
    `SELECT attname AS name, attstorage AS storage FROM pg_attribute
     WHERE attrelid = 'programs'::regclass AND attname IN ('search_tsv', 'search_text', 'summary_json') ORDER BY 1`,
  );
  expect(rows).toEqual([
    { name: 'search_text', storage: 'm' },
    { name: 'search_tsv', storage: 'm' },
    { name: 'summary_json', storage: 'x' },
  ]);
});
