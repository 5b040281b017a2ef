// Search answered by PostgreSQL (migrations/0009, service.ts): what matches (the case-insensitive substring
// over name, location, details, country and city; accents ignored; misspelled words corrected), in which order
// (words before inner-word hits, the name before the rest), capped totals, and answers that follow every write.
import { SEARCH_TOTAL_CAP } from '@wellness/shared/domain';
import { seedBulkPrograms } from '../../db/bulk-programs';
import { createTestApi, type TestApi } from '../../test/harness';
import { facetsWalk, facetTuning, facetWalk, FACET_WALKS } from './facets';
import { guestsCondition } from '../../read-model/filters';
import { listTuning } from '../../read-model/list';
import { furtherWalk, searchPrograms, searchTuning } from './service';

let api: TestApi;
let facility: Awaited<ReturnType<TestApi['signUp']>>;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
beforeAll(async () => {
  // No answer cache: every read below is a query.
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
  facility = await api.signUp('facility');
  admin = await api.signUp('admin');
});
afterAll(() => api.close());

const form = {
  name: 'Quokkaberry Sound Retreat',
  location: 'Zermatt - Switzerland',
  category: 'yoga',
  description: 'Sound baths beneath the Matterhorn.',
  detailedDescription: 'Five days of sound baths and mountain silence.',
  duration: '5 Days / 4 Nights',
  price: '$2,400',
  images: ['/media/gallery/gallery-01-960.webp'],
  includes: [{ title: 'Daily sound bath', description: 'Morning and evening sessions.' }],
  bookingOptions: { pricePerPerson: '$2,400 per person', availableDates: ['2099-03-01'] },
};

const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, auth?: { authorization: string }, payload?: unknown) =>
  api.request({ method, url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

type Page = { programs: { id: string; name: string }[]; total: number; totalCapped?: boolean; places?: unknown[] };
const search = async (q: string, extra = '') => {
  const res = await req('GET', `/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Page;
};
const list = async (query: string) => {
  const res = await req('GET', `/api/programs?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Page;
};
const ids = (page: Page) => page.programs.map((p) => p.id);

/** A public program made through the API (created, submitted, approved). */
async function publish(fields: Record<string, unknown>): Promise<string> {
  const payload = { ...form, bookingOptions: { availableDates: ['2098-05-01'] }, ...fields, status: 'pending' };
  const res = await req('POST', '/api/my/programs', facility.auth, payload);
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as string;
  expect((await req('POST', `/api/admin/programs/${id}/approve`, admin.auth, { version: await api.versionOf(id) })).statusCode).toBe(200);
  return id;
}

describe('relevance', () => {
  // Made oldest first in the reverse of the expected ranking, so the public order alone would give the opposite.
  const made: Record<'nameWord' | 'textWord' | 'nameInner' | 'textInner', string> = { nameWord: '', textWord: '', nameInner: '', textInner: '' };
  beforeAll(async () => {
    made.textInner = await publish({ name: 'Plain Stay', detailedDescription: 'Walks to the Tazorbelo caves.' });
    made.nameInner = await publish({ name: 'Anzorbel Garden Spa' });
    made.textWord = await publish({ name: 'Quiet Mountain Days', detailedDescription: 'Walks to the zorbel springs.' });
    made.nameWord = await publish({ name: 'Zorbelian Harmony Retreat' });
  });

  it('whole words, then word starts, then inner-word hits, the name before the rest in each', async () => {
    const got = await search('zorbel');
    // "zorbel" is a whole word of textWord's text, the start of nameWord's "Zorbelian".
    expect(ids(got)).toEqual([made.textWord, made.nameWord, made.nameInner, made.textInner]);
    expect([got.total, got.totalCapped]).toEqual([4, false]);
    // Pages cut the ranked list.
    expect(ids(await search('zorbel', '&limit=2&offset=1'))).toEqual([made.nameWord, made.nameInner]);
    // Two words: each one anywhere, in any order, the last one a word start; as words only (no match inside a word).
    expect(ids(await search('zorbelian harm'))).toEqual([made.nameWord]);
    expect(ids(await search('harmony zorbelian'))).toEqual([made.nameWord]);
    // Every word must be there: "harmony" and "springs" are each in a program, never both in one.
    expect(ids(await search('harmony springs'))).toEqual([]);
    // Not inside a word: "orbelian" is no word of the catalogue, so it is read as the nearest one, "zorbelian".
    expect(ids(await search('orbelian harmony'))).toEqual([made.nameWord]);
    expect(ids(await search('ian harmony'))).toEqual([]);
    expect(ids(await search('zorbel springs'))).toEqual([made.textWord]);
  });

  it('ignores case and accents, in the term and in the programs', async () => {
    const id = await publish({ name: 'Café Größe Wellness', location: 'Zürich - Switzerland', detailedDescription: 'Crème brûlée and São Paulo coffee.' });
    for (const q of ['cafe grosse', 'CAFÉ', 'zurich', 'ZÜRICH', 'creme brulee', 'sao paulo', 'São']) expect([q, ids(await search(q))]).toEqual([q, expect.arrayContaining([id])]);
    expect((await search('zurich')).total).toBe((await search('zürich')).total);
  });

  it('a word in no program is read as the nearest words that are, after every exact match', async () => {
    // "zorbelain": one letter swapped; its nearest words are zorbelian (a name) and zorbel (a text).
    const got = await search('zorbelain');
    expect(ids(got)).toEqual([made.nameWord, made.textWord]);
    expect(got.total).toBe(2);
    // A misspelled place of the sample catalogue.
    expect((await search('kyotp')).programs.map((p) => p.name)).toEqual((await search('kyoto')).programs.filter((p) => (p as { city?: string }).city === 'Kyoto').map((p) => p.name));
    // Too far from every word: nothing.
    expect((await search('zxrbxq')).total).toBe(0);
    // A word that is in the catalogue is taken as it is: no near words added.
    expect((await search('boynton')).total).toBe(1);
  });

  it('a term in no public program (migrations/0162) walks none: its corrected words come with the first statement', async () => {
    const may = async (q: string) => (await api.database.query<{ m: boolean }>('SELECT catalog_may_match($1) AS m', [q]))[0]!.m;
    // A word the vocabulary does not hold, last (no word starts with it) or not.
    for (const q of ['zorbelain', 'zorbelain harmony', 'harmony zorbelain', 'zorbeli harmony']) expect([q, await may(q)]).toEqual([q, false]);
    // Words it holds, a last word that starts one, and what it does not answer for: short words, digits.
    for (const q of ['zorbelian', 'harmony zorbel', 'zorbeli', 'xy zorbelian', 'zorbelian 4x4', 'ZORBELIAN']) expect([q, await may(q)]).toEqual([q, true]);

    // The search of a misspelled word: one statement reads no program and gives the corrections; then the corrected
    // words' page. Before, its walk read the catalogue's first programs, then counted the same nothing from the indexes.
    const heads: { walked?: number; fuzzy?: string | null }[] = [];
    const recording = {
      ...api.database,
      queryWithSettings: async (settings, sql, params) => {
        const rows = await api.database.queryWithSettings(settings, sql, params);
        heads.push((rows[0] ?? {}) as (typeof heads)[number]);
        return rows;
      },
    } as typeof api.database;
    const found = await searchPrograms(recording, { q: 'zorbelain', limit: 5 });
    expect(found.programs.map((p) => p.id)).toEqual([made.nameWord, made.textWord]);
    expect(heads[0]).toMatchObject({ walked: 0, fuzzy: expect.stringContaining('zorbelian') });
    expect(heads).toHaveLength(2);
    // A term inside a word still reads the programs' letters ("orbelia" is in "zorbelian").
    expect(await may('orbelia')).toBe(false);
    expect(ids(await search('orbelia'))[0]).toBe(made.nameWord);
  });

  it('inside a word with digits too, while a term inside no word of the catalogue reads no program’s letters', async () => {
    const id = await publish({ name: 'Quiet Cove Days', detailedDescription: 'Breakfast at the Vitaminq12kafe, then the Spaq2go pools.' });
    // Inside words the parser keeps whole with their digits: found by the letters alone, or with the digits.
    for (const q of ['taminq', 'minq12k', 'paq2g', 'kafe']) expect([q, ids(await search(q))]).toEqual([q, expect.arrayContaining([id])]);
    // The pattern the programs' letters are read with (migrations/0155): none for a term inside no word.
    const pattern = async (q: string) => (await api.database.query<{ p: string | null }>('SELECT catalog_inner_like($1) AS p', [q]))[0]!.p;
    expect(await pattern('taminq')).toBe('%taminq%');
    expect(await pattern('zorbelxq')).toBeNull();
    // A term with other signs could span two words: it keeps its pattern.
    expect(await pattern('q2go pools')).toBe('%q2go pools%');
    // A term that is only ever a word's start (migrations/0161): the words find every program its letters would
    // ("vitaminq12kafe" starts with "vitaminq"), so none; found inside a word ("taminq" above), the pattern.
    expect(await pattern('vitaminq')).toBeNull();
    expect(ids(await search('vitaminq'))).toEqual([id]);
    expect(await pattern('kafe')).toBe('%kafe%');
    // The suggestions for a misspelled word are words without digits ("vitaminq12kafe" is its only near word).
    expect((await api.database.query<{ q: string | null }>("SELECT catalog_fuzzy_tsquery('vitaminqkafe')::text AS q"))[0]!.q).toBeNull();
  });

  it('a last word start is read as the few words of the vocabulary it covers (migrations/0157)', async () => {
    const tsq = async (q: string) => (await api.database.query<{ t: string }>('SELECT catalog_words_tsquery($1)::text AS t', [q]))[0]!.t;
    await api.database.query("INSERT INTO catalog_words (word) SELECT 'qqzx' || n FROM generate_series(1, 17) AS n ON CONFLICT DO NOTHING");
    // 17 words start with "qqzx": too many, a word start; 9 with "qqzx1" (1, 10–17): those words.
    expect(await tsq('zorbelian qqzx')).toBe("'zorbelian' & 'qqzx':*");
    expect(await tsq('zorbelian qqzx1')).toBe(`'zorbelian' & ( ${['1', '10', '11', '12', '13', '14', '15', '16', '17'].map((n) => `'qqzx${n}'`).join(' | ')} )`);
    // Under three letters, or no word of the vocabulary: a word start, as catalog_tsquery writes it.
    expect(await tsq('spa h')).toBe("'spa' & 'h':*");
    expect(await tsq('zorbelian qqzy')).toBe("'zorbelian' & 'qqzy':*");
    // Searches with it find what the word start finds.
    expect(ids(await search('zorbelian harm'))).toEqual([made.nameWord]);
  });

  it('a phrase of several words, with punctuation or a typographic apostrophe between them', async () => {
    const id = await publish({ name: 'Women’s Lotus-Harbor Week', detailedDescription: 'Ten nights, sea-salt baths.' });
    for (const q of ['women’s', 'women’s lotus', 'lotus harbor', 'lotus-harb', 'sea salt baths', 'sea-salt']) {
      expect([q, ids(await search(q))]).toEqual([q, expect.arrayContaining([id])]);
    }
  });

  it('takes the term literally: LIKE wildcards, quotes, backslashes and tsquery operators find only themselves', async () => {
    for (const q of ['%', '_', "'", '\\', '&', '!', 'a & b', "o'brien", 'x:*', '(', '<->']) {
      const got = await search(q);
      expect([q, got.total]).toEqual([q, expect.any(Number)]);
    }
    expect((await search('%')).total).toBe(0);
    const id = await publish({ name: 'Brackets (and) 100% Pure' });
    expect(ids(await search('100%'))).toEqual([id]);
    expect(ids(await search('(and) 100%'))).toEqual([id]);
  });
});

describe('answers follow every write (no answer cache)', () => {
  let id: string;
  let publicTotal: number;

  it('a new (pending) program is not found or listed', async () => {
    publicTotal = (await list('limit=1')).total;
    const res = await req('POST', '/api/my/programs', facility.auth, { ...form, status: 'pending' });
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    expect((await search('quokkaberry')).total).toBe(0);
    expect((await list('limit=1')).total).toBe(publicTotal);
  });

  it('approve: found by any of its fields and listed with its filters', async () => {
    expect((await req('POST', `/api/admin/programs/${id}/approve`, admin.auth, { version: await api.versionOf(id) })).statusCode).toBe(200);
    for (const q of ['QUOKKABERRY', 'kkaberr', 'quokkaberry sou', 'zermatt', 'mountain silence']) expect(ids(await search(q))).toContain(id);
    expect(ids(await list('country=switzerland&city=ZERMATT&limit=100'))).toContain(id);
    expect(ids(await list('minPrice=2400&maxPrice=2400&minNights=4&maxNights=4&month=2099-03&limit=100'))).toEqual([id]);
    expect((await list('limit=1')).total).toBe(publicTotal + 1);
  });

  it('edit, deactivate, a write made straight in the database, delete', async () => {
    expect((await req('PUT', `/api/my/programs/${id}`, facility.auth, { ...form, name: 'Wombatfern Sound Retreat', status: 'active' })).statusCode).toBe(200);
    expect((await search('wombatfern')).total).toBe(0); // back in review
    expect((await req('POST', `/api/admin/programs/${id}/approve`, admin.auth, { version: await api.versionOf(id) })).statusCode).toBe(200);
    expect(ids(await search('wombatfern'))).toEqual([id]);
    expect((await search('quokkaberry')).total).toBe(0);
    expect((await req('PATCH', `/api/my/programs/${id}/status`, facility.auth, { status: 'inactive' })).statusCode).toBe(200);
    expect((await search('wombatfern')).total).toBe(0);
    expect((await req('PATCH', `/api/my/programs/${id}/status`, facility.auth, { status: 'active' })).statusCode).toBe(200);
    await api.database.rawTransaction((q) => q(`UPDATE programs SET name = 'Platypusmoss Sound Retreat' WHERE id = $1`, [id]));
    expect(ids(await search('platypusmoss'))).toEqual([id]);
    // The new word is in the vocabulary at once: its misspelling finds it.
    expect(ids(await search('platypusmos'))).toEqual([id]);
    expect(ids(await search('platipusmoss'))).toEqual([id]);
    expect((await req('DELETE', `/api/my/programs/${id}`, facility.auth)).statusCode).toBe(200);
    expect((await search('platypusmoss')).total).toBe(0);
    expect((await list('limit=1')).total).toBe(publicTotal);
  });
});

describe('a catalogue larger than the cap', () => {
  beforeAll(async () => {
    await seedBulkPrograms(api.database, 1600);
  }, 180_000);

  it('the vocabulary holds every word of the public programs, digits included, when they are made in bulk too', async () => {
    // What catalog_inner_like (migrations/0155) relies on to skip the letters' index for a term inside no word.
    const [missing] = await api.database.query<{ n: number; digits: number }>(
      `SELECT count(*) FILTER (WHERE c.word IS NULL)::int AS n, count(*) FILTER (WHERE s.word ~ '[0-9]')::int AS digits
       FROM ts_stat($$SELECT search_tsv FROM programs WHERE status = 'active' AND approved$$) s
       LEFT JOIN catalog_words c ON c.word = s.word WHERE length(s.word) >= 3 AND position('~' IN s.word) = 0`,
    );
    expect(missing!.digits).toBeGreaterThan(0);
    expect(missing!.n).toBe(0);
  });

  /** What matches, by the definition of service.ts, ranked: the tier (1–6), then the public order. */
  const reference = async (q: string) => {
    const short = [...q].length < 3 || q.split(/[ \t\n\v\f\r!-/:-@[-`{-~]+/).filter(Boolean).length >= 2;
    const rows = await api.database.query<{ id: string }>(
      `SELECT id FROM (
         SELECT id, created_at, CASE
           WHEN name_tsv @@ regexp_replace(catalog_tsquery($1)::text, ':[*]', '', 'g')::tsquery THEN 1
           WHEN search_tsv @@ regexp_replace(catalog_tsquery($1)::text, ':[*]', '', 'g')::tsquery THEN 2
           WHEN name_tsv @@ catalog_tsquery($1) THEN 3
           WHEN search_tsv @@ catalog_tsquery($1) THEN 4
           WHEN catalog_norm(name) LIKE catalog_like($1) THEN 5 ELSE 6 END AS tier
         FROM programs WHERE status = 'active' AND approved AND (coalesce(search_tsv @@ catalog_tsquery($1), false) OR ($2 AND search_text LIKE catalog_like($1)))) m
       ORDER BY tier, created_at, id`,
      [q, !short],
    );
    return rows.map((r) => r.id);
  };

  // The walk that tells common terms from rare ones covers the whole test catalogue at its usual length; shorter, every
  // path runs: the estimate, the bitmap count, the ranked sort and the tier walks with their index tails.
  describe.each([
    { walk: 2000, commonAbove: 3 * SEARCH_TOTAL_CAP, longWalkFactor: 8 },
    { walk: 40, commonAbove: 3 * SEARCH_TOTAL_CAP, longWalkFactor: 8 },
    // A filtered search walks on (100 × 40) for a term common among the filtered programs.
    { walk: 40, commonAbove: 150, longWalkFactor: 100 },
  ])('walk $walk, not counted above $commonAbove, walking on $longWalkFactor times as far', (tuning) => {
    const saved = { ...searchTuning };
    beforeAll(() => Object.assign(searchTuning, tuning));
    afterAll(() => Object.assign(searchTuning, saved));

    it('every match, ranked, page by page', async () => {
      // "spa h", "golden l": a last word of one letter, checked on the rows the other words find.
      for (const q of ['lotus', 'yoga retreat', 'zürich', 'ion', 'tuscany', 'Edition 4', 'mindful', 'spa', 'retreat', 'ba', 'spa h', 'golden l']) {
        const expected = await reference(q);
        const got: string[] = [];
        for (let offset = 0; offset < Math.min(expected.length, 600); offset += 100) got.push(...ids(await search(q, `&limit=100&offset=${offset}`)));
        expect([q, got]).toEqual([q, expected.slice(0, 600)]);
        const first = await search(q, '&limit=5');
        const capped = expected.length > SEARCH_TOTAL_CAP;
        // Exact under the cap, unless estimated as far above it.
        if (!first.totalCapped) expect([q, first.total]).toEqual([q, expected.length]);
        else expect([q, first.total, capped || tuning.commonAbove < SEARCH_TOTAL_CAP]).toEqual([q, SEARCH_TOTAL_CAP, true]);
        expect([q, ids(first)]).toEqual([q, expected.slice(0, 5)]);
      }
    });

    it('with filters: every match among the filtered programs, ranked, and their number', async () => {
      const kept = new Set(
        (await api.database.query<{ id: string }>("SELECT id FROM programs WHERE category = 'yoga' AND coalesce(price, 2147483647) <= 3000")).map((r) => r.id),
      );
      for (const q of ['retreat', 'spa', 'a', 'lotus', 'mindful']) {
        const expected = (await reference(q)).filter((id) => kept.has(id));
        const found = await searchPrograms(api.database, { q, limit: 40, filters: { category: 'yoga', maxPrice: 3000 } });
        if (expected.length > SEARCH_TOTAL_CAP) expect([q, found.totalCapped]).toEqual([q, true]);
        // Exact under the cap, unless estimated as far above it from the walk (only with a low threshold here).
        else if (found.totalCapped) expect([q, found.total, tuning.commonAbove < SEARCH_TOTAL_CAP]).toEqual([q, SEARCH_TOTAL_CAP, true]);
        else expect([q, found.total]).toEqual([q, expected.length]);
        expect([q, found.programs.map((p) => p.id)]).toEqual([q, expected.slice(0, 40)]);
      }
    });

    it('with a filter without keys (places for guests): every match among the programs it keeps, ranked', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const kept = new Set(
        (await api.database.query<{ id: string }>(`SELECT p.id FROM programs p WHERE ${guestsCondition('2', `'${today}'::date`)}`)).map((r) => r.id),
      );
      for (const q of ['retreat', 'a', 'lotus']) {
        const expected = (await reference(q)).filter((id) => kept.has(id));
        const found = await searchPrograms(api.database, { q, limit: 40, filters: { guests: 2 } });
        if (expected.length > SEARCH_TOTAL_CAP) expect([q, found.totalCapped]).toEqual([q, true]);
        else if (found.totalCapped) expect([q, found.total, tuning.commonAbove < SEARCH_TOTAL_CAP]).toEqual([q, SEARCH_TOTAL_CAP, true]);
        else expect([q, found.total]).toEqual([q, expected.length]);
        expect([q, found.programs.map((p) => p.id)]).toEqual([q, expected.slice(0, 40)]);
      }
    });

    it('a common term: the cap, and deep pages in order', async () => {
      const expected = await reference('a');
      expect(expected.length).toBeGreaterThan(SEARCH_TOTAL_CAP);
      const got = await search('a', '&limit=50&offset=1000');
      expect([got.total, got.totalCapped]).toEqual([SEARCH_TOTAL_CAP, true]);
      expect(ids(got)).toEqual(expected.slice(1000, 1050));
      const all = await search('', '&limit=3');
      expect([all.total, all.totalCapped]).toEqual([SEARCH_TOTAL_CAP, true]);
    });
  });

  it('a common term’s first walk stops at the match that makes it common, and the tiers’ walks read the page as after a whole walk', async () => {
    const saved = { ...searchTuning };
    Object.assign(searchTuning, { walk: 40, commonAbove: 150, longWalkFactor: 8 });
    const heads: { walked: number; sample: number; stopped: boolean }[] = [];
    const database = {
      ...api.database,
      queryWithSettings: async (settings: string, sql: string, params?: never[]) => {
        const rows = await api.database.queryWithSettings(settings, sql, params);
        if (sql.includes(' AS stopped')) heads.push(rows[0] as never);
        return rows;
      },
    } as typeof api.database;
    try {
      const [{ population }] = (await api.database.query<{ population: number }>("SELECT reltuples::float8 AS population FROM pg_class WHERE relname = 'programs_public_order_idx'")) as [{ population: number }];
      // The fewest matches 40 programs must hold for a term to be common (over 150 in the catalogue), and the page.
      const stop = Math.max(5, Math.floor((150 * 40) / population) + 1);
      const publicOrder = (await api.database.query<{ id: string }>("SELECT id FROM programs WHERE status = 'active' AND approved ORDER BY created_at, id LIMIT 40")).map((r) => r.id);
      for (const q of ['spa', 'retreat', 'a']) {
        const expected = await reference(q);
        const matched = new Set(expected);
        const inWalk = publicOrder.filter((id) => matched.has(id));
        expect([q, inWalk.length > stop]).toEqual([q, true]);
        const found = await searchPrograms(database, { q, limit: 5 });
        expect([q, heads.at(-1)]).toEqual([q, expect.objectContaining({ stopped: true, sample: stop, walked: publicOrder.indexOf(inWalk[stop - 1]!) + 1 })]);
        expect([q, found.programs.map((p) => p.id), found.totalCapped]).toEqual([q, expected.slice(0, 5), true]);
      }
      // A rare term's walk reads its whole length.
      await searchPrograms(database, { q: 'quokkaberry', limit: 5 });
      expect(heads.at(-1)).toMatchObject({ stopped: false });
    } finally {
      Object.assign(searchTuning, saved);
    }
  });

  describe('the facets of a common term', () => {
    // A common term (estimated from the walk, its total capped): its facets count the first candidates of a walk of
    // the public programs in the public order, not the first ones its GIN bitmaps hold.
    const saved = { search: { ...searchTuning }, rows: facetTuning.rows };
    beforeAll(() => {
      Object.assign(searchTuning, { walk: 40, commonAbove: 150, longWalkFactor: 8 });
      facetTuning.rows = 20;
    });
    afterAll(() => {
      Object.assign(searchTuning, saved.search);
      facetTuning.rows = saved.rows;
    });

    it('are the counts of its first candidates in the public order, and say they are capped', async () => {
      for (const q of ['retreat', 'spa']) {
        const found = await searchPrograms(api.database, { q, limit: 5, facets: true });
        expect([q, found.totalCapped]).toEqual([q, true]);
        const first = await api.database.query<{ category: string; n: number }>(
          `SELECT category, count(*)::int AS n FROM (
             SELECT category FROM programs WHERE status = 'active' AND approved AND (search_tsv @@ catalog_tsquery($1) OR search_text LIKE catalog_like($1))
             ORDER BY created_at, id LIMIT $2) x GROUP BY category`,
          [q, facetTuning.rows + 1],
        );
        const expected = Object.fromEntries(first.map((r) => [r.category, r.n]));
        expect([q, found.facets!.capped]).toEqual([q, true]);
        expect([q, Object.fromEntries(found.facets!.categories.filter((c) => c.count > 0).map((c) => [c.value, c.count]))]).toEqual([q, expected]);
      }
    });

    it('of a misspelled common word: the first candidates of the corrected words in the public order', async () => {
      const q = 'retreet';
      const found = await searchPrograms(api.database, { q, limit: 5, facets: true });
      expect(found.totalCapped).toBe(true);
      const [corrected] = await api.database.query<{ t: string }>('SELECT catalog_fuzzy_tsquery($1)::text AS t', [q]);
      expect(corrected!.t).toContain('retreat');
      const first = await api.database.query<{ category: string; n: number }>(
        `SELECT category, count(*)::int AS n FROM (
           SELECT category FROM programs WHERE status = 'active' AND approved AND search_tsv @@ catalog_fuzzy_tsquery($1)
           ORDER BY created_at, id LIMIT $2) x GROUP BY category`,
        [q, facetTuning.rows + 1],
      );
      expect(found.facets!.capped).toBe(true);
      expect(Object.fromEntries(found.facets!.categories.filter((c) => c.count > 0).map((c) => [c.value, c.count]))).toEqual(Object.fromEntries(first.map((r) => [r.category, r.n])));
    });

    it('with one filter rare beside the word, that filter’s facet counts the word’s first candidates in the public order', async () => {
      // The country with the fewest public programs: "spa" in it is not common, "spa" alone is.
      const [rare] = await api.database.query<{ country: string }>(
        "SELECT country FROM programs WHERE status = 'active' AND approved AND country <> '' GROUP BY country ORDER BY count(*), country LIMIT 1",
      );
      const found = await searchPrograms(api.database, { q: 'spa', limit: 5, facets: true, filters: { country: rare!.country } });
      expect(found.totalCapped).toBe(false);
      const first = await api.database.query<{ country: string; n: number }>(
        `SELECT country, count(*)::int AS n FROM (
           SELECT country FROM programs WHERE status = 'active' AND approved AND (search_tsv @@ catalog_tsquery('spa') OR search_text LIKE catalog_like('spa'))
           ORDER BY created_at, id LIMIT $1) x GROUP BY country`,
        [facetTuning.rows + 1],
      );
      expect(found.facets!.capped).toBe(true);
      expect(Object.fromEntries(found.facets!.countries.filter((c) => c.count > 0).map((c) => [c.value, c.count]))).toEqual(Object.fromEntries(first.map((r) => [r.country, r.n])));
    });

    it('on a page past the last match, the same walk counts the word’s first candidates in the public order', async () => {
      const [rare] = await api.database.query<{ country: string }>(
        "SELECT country FROM programs WHERE status = 'active' AND approved AND country <> '' GROUP BY country ORDER BY count(*), country LIMIT 1",
      );
      const words = "status = 'active' AND approved AND (search_tsv @@ catalog_tsquery('spa') OR search_text LIKE catalog_like('spa'))";
      // The first candidates written again, so that the table's order (the bitmaps') puts them last.
      await api.database.query(`UPDATE programs SET name = name WHERE id IN (SELECT id FROM programs WHERE ${words} ORDER BY created_at, id LIMIT 10)`);
      // The page is not full (none is left after the offset): the search looks for corrected words, finds none needed.
      const found = await searchPrograms(api.database, { q: 'spa', limit: 5, offset: 1000, facets: true, filters: { country: rare!.country } });
      expect(found.programs).toEqual([]);
      const first = await api.database.query<{ country: string; n: number }>(
        `SELECT country, count(*)::int AS n FROM (SELECT country FROM programs WHERE ${words} ORDER BY created_at, id LIMIT $1) x GROUP BY country`,
        [facetTuning.rows + 1],
      );
      expect(found.facets!.capped).toBe(true);
      expect(Object.fromEntries(found.facets!.countries.filter((c) => c.count > 0).map((c) => [c.value, c.count]))).toEqual(Object.fromEntries(first.map((r) => [r.country, r.n])));
    });
  });

  /** The database, recording each statement's start and end in order (the facets' statement groups its counts). */
  const watching = (events: string[]) => {
    const kind = (sql: string) => (sql.includes('GROUPING SETS') ? 'facets' : 'search');
    const watch = async <T>(sql: string, run: () => Promise<T>) => {
      events.push(`start ${kind(sql)}`);
      try {
        return await run();
      } finally {
        events.push(`end ${kind(sql)}`);
      }
    };
    return {
      ...api.database,
      query: (sql, params, options) => watch(sql, () => api.database.query(sql, params, options)),
      queryWithSettings: (settings, sql, params) => watch(sql, () => api.database.queryWithSettings(settings, sql, params)),
    } as typeof api.database;
  };

  it.each([
    // A common word: its first walk says so, then the tiers' walks read the page.
    { q: 'retreat', filters: undefined },
    // Without words, a rare combination of filters: the list's walk, then the count and the rest of the page.
    { q: '', filters: { category: 'detox', country: 'Italy' } },
  ])('the facets start beside the page’s last statements, once its first walk measured them (q "$q")', async ({ q, filters }) => {
    const saved = { search: { ...searchTuning }, list: { ...listTuning }, rows: facetTuning.rows };
    Object.assign(searchTuning, { walk: 40, commonAbove: 150, longWalkFactor: 8 });
    Object.assign(listTuning, { walk: 40 });
    facetTuning.rows = 20;
    const events: string[] = [];
    try {
      const found = await searchPrograms(watching(events), { q, limit: 5, facets: true, filters });
      expect(found.totalCapped).toBe(Boolean(q));
      const facetsStart = events.indexOf('start facets');
      expect(events.filter((e) => e === 'start facets')).toHaveLength(1);
      expect(events.filter((e) => e === 'start search').length).toBeGreaterThanOrEqual(2);
      // Started after the first walk answered, before the page's last statement did.
      expect(facetsStart).toBeGreaterThan(events.indexOf('end search'));
      expect(facetsStart).toBeLessThan(events.lastIndexOf('end search'));
      // The same counts as when asked after the search.
      const again = await searchPrograms(api.database, { q, limit: 5, facets: true, filters });
      expect(found.facets).toEqual(again.facets);
    } finally {
      Object.assign(searchTuning, saved.search);
      Object.assign(listTuning, saved.list);
      facetTuning.rows = saved.rows;
    }
  });

  it('walks a tier on when its share of the first walk finds what the page still needs twice over', () => {
    // At the bench's scale: a tier with 10 matches in the first 2,000 programs, 14 more needed (offset 12), would find ~40
    // in the 8,000 after them; its rest sorted from the indexes read 6,372 programs ("yoga retreat" in this month).
    expect(furtherWalk(10, 14, 2000)).toBe(2000 * searchTuning.furtherFactor);
    expect(furtherWalk(10, 20, 2000)).toBe(2000 * searchTuning.furtherFactor);
    // Fewer than twice over: sorted from the indexes.
    expect(furtherWalk(10, 21, 2000)).toBe(0);
    expect(furtherWalk(0, 5, 2000)).toBe(0);
    // Nothing more needed: no walk on.
    expect(furtherWalk(30, 0, 2000)).toBe(0);
  });

  /** The database, recording each statement's text; `forget`: the first statement's term values are not handed back. */
  const recording = (texts: string[], forget: boolean) =>
    ({
      ...api.database,
      query: (sql, params, options) => {
        texts.push(sql);
        return api.database.query(sql, params, options);
      },
      queryWithSettings: async (settings, sql, params) => {
        texts.push(sql);
        const rows = await api.database.queryWithSettings(settings, sql, params);
        return forget ? rows.map((row) => ({ ...(row as object), term: undefined })) : rows;
      },
    }) as typeof api.database;

  it.each([
    // A common word: its first walk, the tiers' walks and the facets.
    { q: 'retreat' },
    // Rarer: the walk, then the bitmaps.
    { q: 'sound' },
    // Several words, the last one short: the words before it narrow the matches (`narrow`).
    { q: 'mountain si' },
    // A misspelled word: the corrected words' statements too.
    { q: 'retreta' },
    // In Spanish: the stems of the translations.
    { q: 'retiro', lang: 'es' as const },
    // With a filter: the walk of the public programs, then a longer one.
    { q: 'retreat', filters: { category: 'yoga' } },
  ])('the term is computed by the first statement, and the others read its values (q "$q")', async ({ q, lang, filters }) => {
    const saved = { search: { ...searchTuning }, rows: facetTuning.rows };
    Object.assign(searchTuning, { walk: 40, commonAbove: 150, longWalkFactor: 8 });
    facetTuning.rows = 20;
    // The vocabulary's functions that make the term's queries and patterns (migrations/0153).
    const computes = (sql: string) => /catalog_(words_)?tsquery\(|catalog_like\(/.test(sql);
    try {
      const once: string[] = [];
      const found = await searchPrograms(recording(once, false), { q, lang, filters, limit: 5, facets: true });
      expect(once.filter((sql) => sql.includes('FROM term')).length).toBeGreaterThanOrEqual(2);
      expect(once.filter(computes)).toHaveLength(1);
      expect(computes(once[0]!)).toBe(true);
      // Each statement computing its own: the same answer.
      const each: string[] = [];
      const again = await searchPrograms(recording(each, true), { q, lang, filters, limit: 5, facets: true });
      expect(each.filter(computes).length).toBeGreaterThanOrEqual(2);
      expect(found).toEqual(again);
    } finally {
      Object.assign(searchTuning, saved.search);
      facetTuning.rows = saved.rows;
    }
  });

  it('without words, common filters’ facets are those of the first candidates in the public order too', async () => {
    const saved = { list: { ...listTuning }, rows: facetTuning.rows, walkPerEntry: facetTuning.walkPerEntry };
    Object.assign(listTuning, { walk: 40, commonAbove: 150 });
    facetTuning.rows = 20;
    // Even where the matches' own bitmaps would be cheaper: the candidates (passing either filter) are many more.
    facetTuning.walkPerEntry = 0;
    try {
      const found = await searchPrograms(api.database, { q: '', limit: 5, facets: true, filters: { minNights: 2, maxPrice: 5000 } });
      expect(found.totalCapped).toBe(true);
      // Candidates pass every filter but one (the nights, or the price); the category's facet counts those passing
      // both, by category.
      const nights = 'coalesce(nights, 2147483647) >= 2 AND coalesce(nights, 2147483647) < 2147483647';
      const price = 'coalesce(price, 2147483647) <= 5000';
      const first = await api.database.query<{ category: string; n: number }>(
        `SELECT category, count(*)::int AS n FROM (
           SELECT * FROM programs WHERE status = 'active' AND approved AND ((${nights}) OR ${price}) ORDER BY created_at, id LIMIT $1) x
         WHERE ${nights} AND ${price} GROUP BY category`,
        [facetTuning.rows + 1],
      );
      expect(found.facets!.capped).toBe(true);
      expect(Object.fromEntries(found.facets!.categories.filter((c) => c.count > 0).map((c) => [c.value, c.count]))).toEqual(Object.fromEntries(first.map((r) => [r.category, r.n])));
    } finally {
      Object.assign(listTuning, saved.list);
      facetTuning.rows = saved.rows;
      facetTuning.walkPerEntry = saved.walkPerEntry;
    }
  });

  it.each([
    { q: '', filters: { category: 'detox', country: 'Italy' }, words: 'true' },
    { q: 'retreat', filters: { category: 'spa', minNights: 4, maxNights: 7 }, words: "(search_tsv @@ catalog_tsquery('retreat') OR search_text LIKE catalog_like('retreat'))" },
  ])('a rare combination of several common filters (q "$q"): its facets count their first candidates in the public order, as its walk measured them', async ({ q, filters, words }) => {
    const saved = { list: { ...listTuning }, search: { ...searchTuning }, facets: { ...facetTuning } };
    Object.assign(listTuning, { walk: 40 });
    Object.assign(searchTuning, { walk: 40 });
    // As in a large catalogue, where the candidates' bitmaps cost more than the walk.
    Object.assign(facetTuning, { rows: 20, walkPerEntry: 100 });
    try {
      // Candidates pass every filter but one; the category's facet counts those passing the other set.
      const sets = q ? ["category = 'spa'", 'nights BETWEEN 4 AND 7'] : ["category = 'detox'", "country = 'Italy'"];
      const candidates = `status = 'active' AND approved AND ${words} AND (${sets.join(' OR ')})`;
      // The first candidates written again, so that the tables' order (the bitmaps') puts them last.
      await api.database.query(`UPDATE programs SET name = name WHERE id IN (SELECT id FROM programs WHERE ${candidates} ORDER BY created_at, id LIMIT 10)`);
      const found = await searchPrograms(api.database, { q, limit: 5, facets: true, filters });
      // Rare: counted, not capped.
      expect(found.totalCapped).toBe(false);
      const first = await api.database.query<{ value: string; n: number }>(
        `SELECT category AS value, count(*)::int AS n FROM (
           SELECT * FROM programs WHERE ${candidates} ORDER BY created_at, id LIMIT $1) x
         WHERE ${sets[1]} GROUP BY category`,
        [facetTuning.rows + 1],
      );
      expect(found.facets!.capped).toBe(true);
      expect(Object.fromEntries(found.facets!.categories.filter((c) => c.count > 0).map((c) => [c.value, c.count]))).toEqual(Object.fromEntries(first.map((r) => [r.value, r.n])));
    } finally {
      Object.assign(listTuning, saved.list);
      Object.assign(searchTuning, saved.search);
      Object.assign(facetTuning, saved.facets);
    }
  });

  it('a facets’ walk is long enough for the candidates counted, one of a few lengths, and cut short of a larger catalogue', () => {
    const needed = (share: number) => (1.25 * (facetTuning.rows + 1)) / share;
    expect(facetWalk({ share: 0.6, population: 1_000_000 })).toEqual({ rows: FACET_WALKS[0], cut: true, bitmapsCheaper: false });
    const common = facetWalk({ share: 0.15, population: 1_000_000 })!;
    expect(FACET_WALKS).toContain(common.rows);
    expect(common.rows).toBeGreaterThanOrEqual(needed(0.15));
    expect(FACET_WALKS.filter((n) => n < common.rows).every((n) => n < needed(0.15))).toBe(true);
    // A small catalogue: the same share is few entries of the matches' bitmaps, cheaper than the programs walked.
    expect(facetWalk({ share: 0.6, population: 2_000 })).toEqual({ rows: FACET_WALKS[0], cut: false, bitmapsCheaper: true });
    expect(facetWalk({ share: 0.06, population: 100_000 })).toEqual({ rows: FACET_WALKS.at(-1), cut: true, bitmapsCheaper: true });
    // Past the longest walk's length for every candidate, but with enough of them in it: the longest, cut.
    expect(facetWalk({ share: 0.06, population: 1_000_000 })).toEqual({ rows: FACET_WALKS.at(-1), cut: true, bitmapsCheaper: false });
    // Enough in the longest walk, but the walk reads more programs than the matches' entries would cost.
    expect(facetWalk({ share: 0.025, population: 500_000 })).toEqual({ rows: FACET_WALKS.at(-1), cut: true, bitmapsCheaper: true });
    // Too rare for the longest walk: the GIN indexes' bitmaps, as for any other term.
    expect(facetWalk({ share: 0.001, population: 1_000_000 })).toBeUndefined();
    expect(facetWalk({ share: 0, population: 1_000_000 })).toBeUndefined();
  });

  it('the facets walk as their candidates say: the words’ own walk when those are the words’ matches alone, the candidates’ with several filters', () => {
    // "retreat" in a category: the words match 18.6 % of the catalogue (walked), the words and the category 1.5 %, too
    // few for the longest walk.
    const words = facetWalk({ share: 0.186, population: 1_000_000 })!;
    expect(words.bitmapsCheaper).toBe(false);
    expect(facetWalk({ share: 0.015, population: 1_000_000 })).toBeUndefined();
    // A search whose walk would read more than its matches' bitmaps.
    const search = facetWalk({ share: 0.025, population: 500_000 })!;
    expect(search.bitmapsCheaper).toBe(true);
    // One filter: its facet counts the words' matches, which the words' walk measures (the search's would read the
    // words' bitmaps whole).
    expect(facetsWalk(true, search, words)).toBe(words);
    // Without the words' share, the search's decides; bitmaps when they are cheaper.
    expect(facetsWalk(true, words, undefined)).toBe(words);
    expect(facetsWalk(true, search, undefined)).toBeUndefined();
    // Several filters: candidates passing all but one are many more than the matches. Their own share, when the walk
    // counted them ("retreat" in spa programs of 4–7 nights: 7 % of the walk, its matches 0.95 %), sizes the walk;
    // without it, or when their bitmaps are cheaper, the search's walk is kept.
    const candidates = facetWalk({ share: 0.07, population: 1_000_000 })!;
    expect(facetsWalk(false, search, words, candidates)).toBe(candidates);
    expect(facetsWalk(false, search, words)).toBe(search);
    expect(facetsWalk(false, undefined, words)).toBeUndefined();
    expect(facetsWalk(false, undefined, words, facetWalk({ share: 0.07, population: 20_000 }))).toBeUndefined();
  });

  it('searchPrograms takes the list’s filters', async () => {
    const found = await searchPrograms(api.database, { q: 'retreat', limit: 100, filters: { category: 'yoga', maxPrice: 3000 } });
    expect(found.programs.length).toBeGreaterThan(0);
    for (const p of found.programs) expect([p.category, p.price !== null && p.price <= 3000]).toEqual(['yoga', true]);
    const unfiltered = await searchPrograms(api.database, { q: 'retreat', limit: 100 });
    expect(unfiltered.total).toBeGreaterThan(found.total);
  });
});
