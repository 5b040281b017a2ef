// robots.txt and the sitemaps: absolute URLs on the site's origin (SITE_URL), public pages only. The site's server
// passes these paths on to the API, so crawlers find them on the site's own origin.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { catalogueLastmod, categories, fileRows, places, programFiles, providerFiles } from './queries';
import { MAX_URLS_PER_FILE, sitemapIndex, urlEntry, URLSET_CLOSE, URLSET_OPEN, type IndexEntry } from './xml';

/**
 * Shared caches may keep an answer this long. No validators: a withdrawn program changes a file without raising any
 * date in it, so Last-Modified could not say when a file changed; the files are read from the database per request.
 */
const CACHE_CONTROL = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';

/** The site's public pages whose content is not a catalogue row: in one file, their lastmod the catalogue's for those that list it. */
const PAGES: { path: string; catalogue: boolean }[] = [
  { path: '/', catalogue: true },
  { path: '/explore', catalogue: true },
  { path: '/search', catalogue: true },
  { path: '/about', catalogue: false },
  { path: '/pricing', catalogue: false },
];

const NUMBERED = /^(programs|providers)-([1-9]\d{0,5})\.xml$/;

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export async function sitemapRoutes(app: FastifyInstance, ctx: AppContext) {
  const site = ctx.config.siteUrl;
  const xml = (reply: FastifyReply) => reply.header('cache-control', CACHE_CONTROL).type(XML);
  const latest = (dates: (Date | null)[]) => dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

  app.get('/robots.txt', async (_request, reply) => reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(site)));

  /** Only reads: from a replica (lib/read-routing.ts). */
  const read = { config: { readReplica: true } };
  app.get('/sitemap.xml', read, async (_request, reply) => {
    const programs = await programFiles(ctx.database, MAX_URLS_PER_FILE);
    const providers = await providerFiles(ctx.database, MAX_URLS_PER_FILE);
    const catalogue = latest(programs);
    const entries: IndexEntry[] = [
      { loc: `${site}/sitemaps/pages.xml`, lastmod: catalogue },
      { loc: `${site}/sitemaps/places.xml`, lastmod: catalogue },
      { loc: `${site}/sitemaps/categories.xml`, lastmod: catalogue },
      ...programs.map((lastmod, i) => ({ loc: `${site}/sitemaps/programs-${i + 1}.xml`, lastmod })),
      ...providers.map((lastmod, i) => ({ loc: `${site}/sitemaps/providers-${i + 1}.xml`, lastmod })),
    ];
    return xml(reply).send(sitemapIndex(entries));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', read, async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') {
      const catalogue = await catalogueLastmod(ctx.database);
      return xml(reply).send(URLSET_OPEN + PAGES.map((p) => urlEntry(`${site}${p.path}`, p.catalogue ? catalogue : null)).join('') + URLSET_CLOSE);
    }
    if (file === 'places.xml') {
      const rows = await places(ctx.database, MAX_URLS_PER_FILE);
      const countries = new Map<string, Date | null>();
      for (const row of rows) countries.set(row.country, latest([countries.get(row.country) ?? null, row.lastmod]));
      const urls = [
        ...[...countries].map(([country, lastmod]) => urlEntry(`${site}/programs?${new URLSearchParams({ country })}`, lastmod)),
        ...rows.filter((r) => r.city).map((r) => urlEntry(`${site}/programs?${new URLSearchParams({ country: r.country, city: r.city })}`, r.lastmod)),
      ];
      return xml(reply).send(URLSET_OPEN + urls.slice(0, MAX_URLS_PER_FILE).join('') + URLSET_CLOSE);
    }
    if (file === 'categories.xml') {
      const rows = await categories(ctx.database);
      return xml(reply).send(URLSET_OPEN + rows.map((c) => urlEntry(`${site}/programs?${new URLSearchParams({ category: c.slug })}`, c.lastmod)).join('') + URLSET_CLOSE);
    }
    const numbered = NUMBERED.exec(file);
    if (!numbered) throw notFound('No such sitemap.');
    const kind = numbered[1] as 'programs' | 'providers';
    const batches = await fileRows(ctx.database, kind, Number(numbered[2]), MAX_URLS_PER_FILE);
    if (!batches) throw notFound('No such sitemap.');
    const base = kind === 'programs' ? `${site}/program-details/` : `${site}/providers/`;
    // Written batch by batch as the database answers (with the socket's backpressure), never the whole file in memory.
    async function* body() {
      yield URLSET_OPEN;
      for await (const rows of batches!) yield rows.map((r) => urlEntry(base + encodeURIComponent(r.slug), r.lastmod)).join('');
      yield URLSET_CLOSE;
    }
    return xml(reply).send(Readable.from(body(), { objectMode: false }));
  });
}
