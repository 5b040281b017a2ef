// The sitemaps at 100,000 generated programs (PostgreSQL only: api/scripts/test-postgres.sh; seeding 100,000 programs
// on PGlite takes minutes): two programs files, each within the protocol's 50,000 URLs, together exactly the public
// programs once each, every URL absolute and well-formed. Times and memory are measured by api/scripts/bench-sitemaps.mjs.
import { seedBulkPrograms } from '../../db/bulk-programs';
import { createTestApi, type TestApi } from '../../test/harness';
import { publicSlugs, readSitemaps } from './testing';
import { MAX_URLS_PER_FILE } from './xml';

(import.meta as unknown as { jest: { setTimeout(ms: number): void } }).jest.setTimeout(600_000);

const SITE = 'https://wellness.example.test';
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { siteUrl: SITE, catalogCacheTtlMs: 0 } });
  await seedBulkPrograms(api.database, 100_000);
});
afterAll(() => api.close());

it('cuts 100,000 programs into files of at most 50,000 URLs, holding every public program once', async () => {
  const { index, files } = await readSitemaps(api);
  const slugs = await publicSlugs(api);
  expect(slugs.length).toBeGreaterThan(MAX_URLS_PER_FILE);
  const programFiles = files.filter((f) => f.path.startsWith('/sitemaps/programs-'));
  expect(programFiles.map((f) => f.path)).toEqual(Array.from({ length: Math.ceil(slugs.length / MAX_URLS_PER_FILE) }, (_, i) => `/sitemaps/programs-${i + 1}.xml`));
  expect(programFiles.map((f) => f.urls.length)).toEqual(programFiles.map((_, i) => Math.min(MAX_URLS_PER_FILE, slugs.length - i * MAX_URLS_PER_FILE)));
  const urls = programFiles.flatMap((f) => f.urls);
  expect(urls.map((u) => u.loc)).toEqual(slugs.map((slug) => `${SITE}/program-details/${slug}`));
  for (const url of urls) {
    expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(() => new URL(url.loc)).not.toThrow();
  }
  for (const file of files) {
    expect(file.urls.length).toBeLessThanOrEqual(MAX_URLS_PER_FILE);
    expect(file.bytes).toBeLessThanOrEqual(50 * 1024 * 1024);
  }
  expect(index.length).toBe(files.length);
  // The first and the last program of each file open publicly.
  for (const file of programFiles) {
    for (const url of [file.urls[0]!, file.urls[file.urls.length - 1]!]) {
      expect((await api.request({ method: 'GET', url: `/api/programs/by-slug/${url.loc.slice(`${SITE}/program-details/`.length)}` })).statusCode).toBe(200);
    }
  }
});
