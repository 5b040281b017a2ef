// A program's texts in other languages (migrations/0145): its owner gives them in the program form (checked at the
// edge), reads them back; the public reads each program in the visitor's language (`lang`) where it has one, the
// original otherwise, with the language shown (`textLanguage`); search matches the words of the visitor's language,
// stemmed by PostgreSQL's own configurations, while English searches keep their answers.
import type { Program, ProgramSummary, ProviderProfile, SearchResponse } from '@wellness/shared/domain';
import { boundsTuning } from '../geo/bounds-sql';
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
});
afterAll(() => api.close());

const es = {
  name: 'Retiro de meditación en la selva',
  description: 'Días tranquilos de desintoxicación y respiración.',
  details: 'Sesiones de meditación al amanecer.',
  about: 'Una semana para desintoxicarse entre arrozales.',
  highlights: ['Meditación guiada', 'Baños de sonido'],
};
const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Jungle Stillness Retreat', location: 'Ubud - Bali', category: 'spa', description: 'Quiet days of breathing.', duration: '7 Days / 6 Nights', price: 1000, status: 'pending', ...extra,
});

async function publish(extra: Record<string, unknown>) {
  const owner = await api.signUp('facility');
  const created = await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: form(extra) });
  expect(created.statusCode).toBe(201);
  const program = created.json().data as Program;
  const admin = await api.signUp('admin');
  const approved = await api.request({ method: 'POST', url: `/api/admin/programs/${program.id}/approve`, headers: admin.auth, payload: { version: await api.versionOf(program.id) } });
  expect(approved.statusCode).toBe(200);
  return { program, owner };
}

const get = async <T>(url: string) => {
  const res = await api.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().data as T;
};
const searchIds = async (q: string, lang?: string) =>
  (await get<SearchResponse>(`/api/search?q=${encodeURIComponent(q)}&limit=50${lang ? `&lang=${lang}` : ''}`)).programs.map((p) => p.id);

describe('the owner', () => {
  it('gives Spanish texts with the program and reads them back; a later edit without them keeps them', async () => {
    const owner = await api.signUp('facility');
    const created = await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: form({ status: 'draft', translations: { es } }) });
    expect(created.statusCode).toBe(201);
    const program = created.json().data as Program;
    expect(program).toMatchObject({ textLanguage: 'en', translations: { es } });
    expect((await api.request({ method: 'GET', url: `/api/my/programs/${program.id}`, headers: owner.auth })).json().data.translations).toEqual({ es });

    const edited = await api.request({ method: 'PUT', url: `/api/my/programs/${program.id}`, headers: owner.auth, payload: form({ status: 'draft', name: 'Jungle Stillness' }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.translations).toEqual({ es });
    const cleared = await api.request({ method: 'PUT', url: `/api/my/programs/${program.id}`, headers: owner.auth, payload: form({ status: 'draft', translations: {} }) });
    expect(cleared.json().data.translations).toEqual({});
  });

  it.each([
    ['another language', { de: es }, 'translations', 'Translations can be in es or fr only'],
    ['a blank name', { es: { ...es, name: ' ' } }, 'translations.es.name', 'This field is required'],
    ['a description too long', { fr: { name: 'Retraite', description: 'x'.repeat(2001) } }, 'translations.fr.description', 'Must be at most 2000 characters'],
    ['a text', 'en español', 'translations', 'Translations must be an object'],
  ])('refuses translations with %s: 400, naming the field', async (_case, translations, field, message) => {
    const owner = await api.signUp('facility');
    const res = await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: form({ translations }) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(JSON.stringify(res.json().error)).toContain(field);
  });

  it('a changed translation of an approved program is new public content: back to review', async () => {
    const { program, owner } = await publish({ translations: { es } });
    const res = await api.request({ method: 'PUT', url: `/api/my/programs/${program.id}`, headers: owner.auth, payload: form({ status: 'active', translations: { es: { ...es, name: 'Retiro en la selva' } } }) });
    expect(res.json().data).toMatchObject({ status: 'pending', approved: false });
  });
});

describe('the public', () => {
  it('reads the details in its language where they exist, the original otherwise, and which one it got', async () => {
    const { program } = await publish({ translations: { es } });
    const inSpanish = await get<Program>(`/api/programs/by-slug/${program.slug}?lang=es`);
    expect(inSpanish).toMatchObject({ name: es.name, description: es.description, details: es.details, about: es.about, highlights: es.highlights, textLanguage: 'es' });
    expect(inSpanish).not.toHaveProperty('translations');
    for (const lang of ['fr', 'en']) {
      expect(await get<Program>(`/api/programs/by-slug/${program.slug}?lang=${lang}`)).toMatchObject({ name: 'Jungle Stillness Retreat', description: 'Quiet days of breathing.', textLanguage: 'en' });
    }
    expect(await get<Program>(`/api/programs/${program.id}?lang=es`)).toMatchObject({ name: es.name, textLanguage: 'es' });
    const bad = await api.request({ method: 'GET', url: `/api/programs/by-slug/${program.slug}?lang=de` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('lang must be one of en, es, fr');
  });

  it('reads the cards of lists and searches in its language; a program without that language keeps its own', async () => {
    const { program } = await publish({ translations: { es } });
    // The same program with no translation (the sample programs all have theirs).
    const { program: plain } = await publish({ name: 'Jungle Stillness Retreat Untranslated' });
    const card = (cards: ProgramSummary[], id = program.id) => cards.find((c) => c.id === id);
    const search = await get<SearchResponse>('/api/search?q=jungle%20stillness&lang=es');
    expect(card(search.programs)).toMatchObject({ name: es.name, description: es.description, textLanguage: 'es' });
    const list = await get<{ programs: ProgramSummary[] }>('/api/programs?country=Bali&limit=100&lang=es');
    expect(card(list.programs)).toMatchObject({ name: es.name, textLanguage: 'es' });
    expect(card(list.programs, plain.id)).toMatchObject({ name: 'Jungle Stillness Retreat Untranslated', textLanguage: 'en' });
    // The same address in another language is another answer (the cache keys on the query).
    expect(card((await get<{ programs: ProgramSummary[] }>('/api/programs?country=Bali&limit=100&lang=fr')).programs)).toMatchObject({ name: 'Jungle Stillness Retreat', textLanguage: 'en' });
    expect(card((await get<{ programs: ProgramSummary[] }>('/api/programs?country=Bali&limit=100')).programs)!.name).toBe('Jungle Stillness Retreat');
    expect(card(await get<ProgramSummary[]>('/programs/location/Bali?lang=es'))!.name).toBe(es.name);
  });

  it('the sample catalogue comes with Spanish and French texts', async () => {
    const sedona = 'sedona-red-rock-longevity-immersion';
    expect((await get<Program>(`/api/programs/by-slug/${sedona}?lang=es`)).name).toBe('Longevidad entre las rocas rojas de Sedona');
    expect((await get<Program>(`/api/programs/by-slug/${sedona}?lang=fr`)).name).toBe('Longévité parmi les roches rouges de Sedona');
  });
});

describe('the provider’s page and the map in the visitor’s language', () => {
  type Pin = { slug: string | null; name: string | null; count: number };
  const pins = (query: string) => get<{ pins: Pin[] }>(`/api/search/pins?${query}`);

  it('a provider’s page reads its programs’ cards and its reviews’ program names in the visitor’s language, the originals without one; another language is refused', async () => {
    const { program } = await publish({ translations: { es } });
    const slug = program.provider!.slug;
    const card = (page: ProviderProfile) => page.programs.find((p) => p.id === program.id);
    expect(card(await get<ProviderProfile>(`/api/providers/${slug}?lang=es`))).toMatchObject({ name: es.name, description: es.description, textLanguage: 'es' });
    expect(card(await get<ProviderProfile>(`/api/providers/${slug}?lang=fr`))).toMatchObject({ name: 'Jungle Stillness Retreat', textLanguage: 'en' });
    expect(card(await get<ProviderProfile>(`/api/providers/${slug}`))!.name).toBe('Jungle Stillness Retreat');
    // The programs its latest reviews name too (the sample's Sedona institute and its reviewed program).
    const sedona = await get<ProviderProfile>('/api/providers/red-rock-longevity-institute?lang=fr');
    expect(sedona.latestReviews.length).toBeGreaterThan(0);
    expect(new Set(sedona.latestReviews.map((r) => r.programName))).toEqual(new Set(['Longévité parmi les roches rouges de Sedona']));
    expect(new Set((await get<ProviderProfile>('/api/providers/red-rock-longevity-institute')).latestReviews.map((r) => r.programName))).toEqual(new Set(['Sedona Red Rock Longevity Immersion']));
    const bad = await api.request({ method: 'GET', url: `/api/providers/${slug}?lang=de` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('lang must be one of en, es, fr');
  });

  it('a program’s pin is named in the visitor’s language, and the map’s words match that language’s stems', async () => {
    const { program } = await publish({ translations: { es }, name: 'Jungle Pinstill Retreat', latitude: -8.5069, longitude: 115.2625 });
    const view = 'zoom=14&bbox=115,-9,116,-8';
    const pin = (answer: { pins: Pin[] }) => answer.pins.find((p) => p.slug === program.slug);
    expect(pin(await pins(`q=pinstill&${view}&lang=es`))).toMatchObject({ count: 1, name: es.name });
    expect(pin(await pins(`q=pinstill&${view}&lang=fr`))).toMatchObject({ name: 'Jungle Pinstill Retreat' });
    expect(pin(await pins(`q=pinstill&${view}`))).toMatchObject({ name: 'Jungle Pinstill Retreat' });
    // "meditación" is a word of the Spanish texts only: the Spanish map finds it, the English one does not.
    expect(pin(await pins(`q=${encodeURIComponent('meditación')}&${view}&lang=es`))).toMatchObject({ name: es.name });
    expect(pin(await pins(`q=${encodeURIComponent('meditación')}&${view}`))).toBeUndefined();
    // The same answer when the view is taken as holding many (the walk of the public order, features/map/pins.ts).
    const few = boundsTuning.few;
    try {
      const byIndex = await pins(`q=${encodeURIComponent('meditación')}&${view}&lang=es`);
      boundsTuning.few = 0;
      expect(await pins(`q=${encodeURIComponent('meditación')}&${view}&lang=es`)).toEqual(byIndex);
    } finally {
      boundsTuning.few = few;
    }
    const bad = await api.request({ method: 'GET', url: `/api/search/pins?${view}&lang=de` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('lang must be one of en, es, fr');
  });
});

describe('search in the visitor’s language', () => {
  it('a Spanish word finds the program with a Spanish text by its stem, accents or not, with the place in English', async () => {
    const { program } = await publish({ translations: { es } });
    for (const q of ['meditación', 'meditacion', 'meditar', 'desintoxicación selva', 'retiro de meditación bali', 'desintoxicar']) {
      expect(await searchIds(q, 'es')).toContain(program.id);
    }
    // Spanish stems are no French ones, and an English search does not read the translations.
    expect(await searchIds('meditación', 'fr')).not.toContain(program.id);
    expect(await searchIds('meditación')).not.toContain(program.id);
    expect(await searchIds('meditacion', 'en')).not.toContain(program.id);
  });

  it('a French word finds the sample program with French texts (the Tuscan detox: "détox", "sources")', async () => {
    expect(await searchIds('détox sources', 'fr')).toContain('prg-005');
    expect(await searchIds('desintoxicación', 'es')).toContain('prg-005');
    expect(await searchIds('détox sources')).not.toContain('prg-005');
  });

  it('English searches keep their answers, and a visitor in Spanish finds what the English words find', async () => {
    await publish({ translations: { es } });
    for (const q of ['yoga bali', 'jungle', 'spa japan', 'longev']) {
      const english = await searchIds(q);
      expect(await searchIds(q, 'en')).toEqual(english);
      expect(await searchIds(q, 'es')).toEqual(expect.arrayContaining(english));
    }
    const [row] = await api.database.query<{ same: boolean }>("SELECT catalog_tsquery('yoga bali', 'en')::text = catalog_tsquery('yoga bali')::text AS same");
    expect(row!.same).toBe(true);
  });

  it('the stems of translations are no words of the misspellings’ vocabulary', async () => {
    await publish({ translations: { es } });
    const [row] = await api.database.query<{ n: number }>("SELECT count(*)::int AS n FROM catalog_words WHERE word LIKE '~%'");
    expect(row!.n).toBe(0);
  });
});
