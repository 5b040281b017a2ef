// robots.txt and the sitemaps: every URL absolute on SITE_URL and public, every file well-formed and within the
// protocol's limits, read from the database per request (a program approved, renamed or withdrawn shows at once),
// each file cut and streamed in keyset batches.
import { PROGRAM_GROUPS, type Program } from '@wellness/shared/domain';
import { loadConfig } from '../../config';
import { seedBulkPrograms } from '../../db/bulk-programs';
import { createTestApi, type TestApi } from '../../test/harness';
import { publishProgram } from '../../test/bookings';
import { fileRows } from './queries';
import { publicSlugs, readSitemaps, type SitemapFile } from './testing';
import { MAX_URLS_PER_FILE } from './xml';

const SITE = 'https://wellness.example.test';
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { siteUrl: SITE, catalogCacheTtlMs: 0 } });
  await seedBulkPrograms(api.database, 1300);
}, 180_000);
afterAll(() => api.close());

const locs = (files: SitemapFile[], prefix: string) => files.filter((f) => f.path.startsWith(prefix)).flatMap((f) => f.urls.map((u) => u.loc));

it('robots.txt lets crawlers in, keeps them out of the dashboards and the API, and names the sitemap', async () => {
  const res = await api.request({ method: 'GET', url: '/robots.txt' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.body).toBe(`User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`);
});

it('the index names pages, places, categories, programs and providers files; each is valid, public, with lastmod', async () => {
  const { index, files } = await readSitemaps(api);
  expect(index.map((e) => e.loc.slice(SITE.length))).toEqual(['/sitemaps/pages.xml', '/sitemaps/places.xml', '/sitemaps/categories.xml', '/sitemaps/programs-1.xml', '/sitemaps/providers-1.xml']);
  for (const entry of index) expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  for (const file of files) {
    expect(file.urls.length).toBeGreaterThan(0);
    expect(file.urls.length).toBeLessThanOrEqual(MAX_URLS_PER_FILE);
    expect(file.bytes).toBeLessThanOrEqual(50 * 1024 * 1024);
    for (const url of file.urls) expect(url.loc.startsWith(`${SITE}/`)).toBe(true);
  }

  // Programs: exactly the public ones, once each, with their last change.
  const programs = locs(files, '/sitemaps/programs-');
  expect(programs).toEqual((await publicSlugs(api)).map((slug) => `${SITE}/program-details/${slug}`));
  const [sample] = await api.database.query<{ slug: string; updated_at: Date }>("SELECT slug, updated_at FROM programs WHERE status = 'active' AND approved ORDER BY id LIMIT 1");
  const first = files.find((f) => f.path === '/sitemaps/programs-1.xml')!.urls[0]!;
  expect(first).toMatchObject({ loc: `${SITE}/program-details/${sample!.slug}`, lastmod: new Date(sample!.updated_at).toISOString().replace(/\.\d{3}Z$/, 'Z') });
  // The page in English, Spanish, French and as x-default.
  expect(first['xhtml:link']).toHaveLength(4);

  // Places: every country and city with a public program, as the catalogue's list links them.
  const places = await api.database.query<{ country: string; city: string }>("SELECT DISTINCT country, city FROM programs WHERE status = 'active' AND approved");
  const placeUrls = locs(files, '/sitemaps/places.xml');
  expect(new Set(placeUrls)).toEqual(new Set([
    ...new Set(places.map((p) => `${SITE}/programs?${new URLSearchParams({ country: p.country })}`)),
    ...places.map((p) => `${SITE}/programs?${new URLSearchParams({ country: p.country, city: p.city })}`),
  ]));
  expect(placeUrls).toContain(`${SITE}/programs?country=Switzerland&city=Z%C3%BCrich`);

  // Categories: the groups the explore page links, those with a public program.
  const groups = new Set((await api.database.query<{ g: string }>("SELECT DISTINCT group_slug AS g FROM programs WHERE status = 'active' AND approved")).map((r) => r.g));
  expect(groups.size).toBeGreaterThan(0);
  expect(locs(files, '/sitemaps/categories.xml')).toEqual(PROGRAM_GROUPS.filter((g) => groups.has(g.slug)).map((g) => `${SITE}/programs?category=${g.slug}`));
  expect(locs(files, '/sitemaps/pages.xml')).toEqual(['/', '/explore', '/search', '/about', '/pricing'].map((p) => `${SITE}${p}`));

  // Every program and provider URL opens publicly.
  for (const loc of programs.filter((_, i) => i % 50 === 0)) {
    expect((await api.request({ method: 'GET', url: `/api/programs/by-slug/${loc.slice(`${SITE}/program-details/`.length)}` })).statusCode).toBe(200);
  }
  const providers = locs(files, '/sitemaps/providers-');
  expect(providers.length).toBeGreaterThan(0);
  for (const loc of providers) expect((await api.request({ method: 'GET', url: `/api/providers/${loc.slice(`${SITE}/providers/`.length)}` })).statusCode).toBe(200);
});

it('approving, renaming and withdrawing a program shows in the next answer', async () => {
  const { program, owner } = await publishProgram(api, {});
  const admin = await api.signUp('admin');
  const programUrls = async () => locs((await readSitemaps(api)).files, '/sitemaps/programs-');
  expect(await programUrls()).toContain(`${SITE}/program-details/${program.slug}`);

  const form = { name: 'Salt & Stone <Retreat>', location: 'Salt & Stone - Bali', category: 'spa', description: 'Quiet days.', duration: '7 Days / 6 Nights', price: 1000, status: 'active' };
  const renamed = (await api.request({ method: 'PUT', url: `/api/my/programs/${program.id}`, headers: owner.auth, payload: form })).json().data as Program;
  // Back in review: out of the sitemap until approved again.
  expect((await programUrls()).filter((u) => u.includes(program.id.slice(0, 8)))).toEqual([]);
  await api.request({ method: 'POST', url: `/api/admin/programs/${program.id}/approve`, headers: admin.auth, payload: { version: await api.versionOf(program.id) } });
  const after = await programUrls();
  expect(after).toContain(`${SITE}/program-details/${renamed.slug}`);
  expect(after).not.toContain(`${SITE}/program-details/${program.slug}`);

  // A city with XML's reserved characters is escaped in the file and reads back as the URL.
  const placesRes = await api.request({ method: 'GET', url: '/sitemaps/places.xml' });
  expect(placesRes.body).toContain(`<loc>${SITE}/programs?country=Bali&amp;city=Salt+%26+Stone</loc>`);

  await api.request({ method: 'PATCH', url: `/api/my/programs/${program.id}/status`, headers: owner.auth, payload: { status: 'inactive' } });
  expect((await programUrls()).filter((u) => u.includes(program.id.slice(0, 8)))).toEqual([]);
});

it('a file is cut in keyset batches: files of n rows hold every public program once, in order', async () => {
  const all = await publicSlugs(api);
  const seen: string[] = [];
  for (let n = 1; ; n++) {
    const batches = await fileRows(api.database, 'programs', n, 500);
    if (!batches) break;
    const file: string[] = [];
    for await (const rows of batches) file.push(...rows.map((r) => r.slug));
    expect(file.length).toBeLessThanOrEqual(500);
    seen.push(...file);
  }
  expect(seen).toEqual(all);
  expect(all.length).toBeGreaterThan(1000);
});

it('answers 404 for files that do not exist, with caching headers on those that do', async () => {
  for (const path of ['/sitemaps/programs-2.xml', '/sitemaps/programs-0.xml', '/sitemaps/providers-9.xml', '/sitemaps/other.xml', '/sitemaps/programs-1.txt', '/sitemaps/']) {
    expect((await api.request({ method: 'GET', url: path })).statusCode).toBe(404);
  }
  const res = await api.request({ method: 'GET', url: '/sitemaps/programs-1.xml' });
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  // HEAD answers the headers without the body.
  const head = await api.request({ method: 'HEAD', url: '/sitemaps/programs-1.xml' });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(head.body).toBe('');
});

it('SITE_URL is an http(s) origin: a trailing slash is dropped, anything else stops the start with a clear message', () => {
  expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
  expect(loadConfig({ SITE_URL: 'https://wellness.example/' }).siteUrl).toBe('https://wellness.example');
  expect(() => loadConfig({ SITE_URL: 'wellness.example' })).toThrow(/SITE_URL must be an http\(s\) address/);
  expect(() => loadConfig({ SITE_URL: 'ftp://wellness.example' })).toThrow(/SITE_URL must be an http\(s\) address/);
  expect(() => loadConfig({ SITE_URL: 'https://wellness.example/shop' })).toThrow(/SITE_URL must be the site's origin only/);
});
