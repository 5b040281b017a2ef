// Search that finds (migrations/0072): every word of the term may match in any field of a program (name, place,
// country, city, description, details, category, highlights, included items, daily schedule), each on its own; the
// category facet and the groups are two lists, never one list counting programs twice.
import { CATEGORY_OPTIONS, PROGRAM_GROUPS, type SearchResponse } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
});
afterAll(() => api.close());

const search = async (query: string) => {
  const res = await api.request({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as SearchResponse;
};
const names = async (q: string) => (await search(`q=${encodeURIComponent(q)}&limit=50`)).programs.map((p) => p.name);

it.each([
  // "yoga" is the category of the Ubud program (its label "Yoga & Meditation"), "bali" its country.
  ['yoga bali', ['Ubud Jungle Yoga & Breathwork Retreat']],
  // "longevity" in the names, "switzerland" the country.
  ['longevity switzerland', ['Montreux Clinical Longevity Programme']],
  // "spa" the category of the Hakone program, "japan" its country.
  ['spa japan', ['Hakone Onsen Deep Relaxation']],
  // A morning yoga class in the daily schedule of the Lake Como program.
  ['yoga italy', ['Lake Como Villa Longevity Retreat']],
  // In any order, the last word as a word start.
  ['bali yoga', ['Ubud Jungle Yoga & Breathwork Retreat']],
  ['japan sp', ['Hakone Onsen Deep Relaxation']],
  ['yoga b', ['Ubud Jungle Yoga & Breathwork Retreat']],
])('"%s" finds the program whose fields hold each word', async (q, expected) => {
  expect(await names(q)).toEqual(expect.arrayContaining(expected));
});

it('every word must be in the program: words of two different programs find neither', async () => {
  expect(await names('kyoto hakone')).toEqual([]);
  const bali = await names('bali');
  const yogaBali = await names('yoga bali');
  expect(yogaBali.length).toBeGreaterThan(0);
  expect(yogaBali.length).toBeLessThan(bali.length);
  for (const name of yogaBali) expect(bali).toContain(name);
});

it('a category’s label and its group’s name are searched words: "meditation", "relaxation", "metabolic health"', async () => {
  const byCategory = async (value: string) => (await search(`category=${value}&limit=50`)).programs.map((p) => p.name).sort();
  expect((await names('meditation')).sort()).toEqual(expect.arrayContaining(await byCategory('yoga')));
  expect((await names('relaxation')).sort()).toEqual(expect.arrayContaining(await byCategory('spa-relaxation')));
  expect((await names('metabolic health')).sort()).toEqual(expect.arrayContaining(await byCategory('metabolic-health')));
});

it('the words the database gives each category are the product’s (CATEGORY_OPTIONS, PROGRAM_GROUPS)', async () => {
  for (const option of CATEGORY_OPTIONS) {
    const group = PROGRAM_GROUPS.find((g) => g.slug === { wellness: 'transformative-health', detox: 'healing-renewal', fitness: 'metabolic-health', spa: 'spa-relaxation', yoga: 'healing-renewal', nutrition: 'metabolic-health' }[option.value])!;
    const [row] = await api.database.query<{ words: string }>('SELECT catalog_category_words($1, $2) AS words', [option.value, group.slug]);
    expect(row!.words).toBe(`${option.label} ${group.type}`);
  }
});

it('facets: the six categories and the four groups, each its own list, counted apart', async () => {
  const { facets } = await search('facets=1&limit=1');
  expect(facets!.categories.map((c) => c.value)).toEqual(CATEGORY_OPTIONS.map((o) => o.value));
  expect(facets!.groups.map((g) => [g.value, g.label])).toEqual(PROGRAM_GROUPS.map((g) => [g.slug, g.type]));
  const total = (await search('limit=1')).total;
  expect(facets!.categories.reduce((n, c) => n + c.count, 0)).toBe(total);
  expect(facets!.groups.reduce((n, g) => n + g.count, 0)).toBe(total);
  // With words too: "spa" in Japan.
  const spaJapan = (await search('q=spa%20japan&facets=1')).facets!;
  expect(spaJapan.categories.find((c) => c.value === 'spa')!.count).toBeGreaterThan(0);
  expect(spaJapan.groups.find((g) => g.value === 'spa-relaxation')!.count).toBe(spaJapan.categories.find((c) => c.value === 'spa')!.count);
  expect(facets!.months[0]!.label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
});
