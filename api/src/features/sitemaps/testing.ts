// Helpers of the sitemap tests: every file the index names, fetched and parsed by a real XML parser.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { TestApi } from '../../test/harness';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** The page's languages (hreflang alternates), as the parser reads them. */
  'xhtml:link'?: unknown;
}

export interface SitemapFile {
  path: string;
  bytes: number;
  urls: SitemapUrl[];
}

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap', parseTagValue: false });

/** Parses a sitemap document after checking it is well-formed XML. */
export function parseXml(text: string): Record<string, unknown> {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`invalid XML: ${JSON.stringify(valid.err)}`);
  return parser.parse(text) as Record<string, unknown>;
}

/** GET a path of the API; fails the test on anything but 200 application/xml. */
export async function getXml(api: TestApi, path: string): Promise<{ text: string; headers: Record<string, unknown> }> {
  const res = await api.request({ method: 'GET', url: path });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return { text: res.body, headers: res.headers };
}

/** The index and every file it names (their URLs on the API: the site's origin cut off). */
export async function readSitemaps(api: TestApi): Promise<{ index: SitemapUrl[]; files: SitemapFile[] }> {
  const site = api.config.siteUrl;
  const index = ((parseXml((await getXml(api, '/sitemap.xml')).text).sitemapindex as { sitemap?: SitemapUrl[] }).sitemap ?? []);
  const files: SitemapFile[] = [];
  for (const entry of index) {
    expect(entry.loc.startsWith(`${site}/sitemaps/`)).toBe(true);
    const path = entry.loc.slice(site.length);
    const { text } = await getXml(api, path);
    const urlset = parseXml(text).urlset as { url?: SitemapUrl[] } | '';
    files.push({ path, bytes: Buffer.byteLength(text), urls: (urlset && urlset.url) || [] });
  }
  return { index, files };
}

/** The slugs of the public programs, from the database. */
export async function publicSlugs(api: TestApi): Promise<string[]> {
  const rows = await api.database.query<{ slug: string }>("SELECT slug FROM programs WHERE status = 'active' AND approved ORDER BY id");
  return rows.map((r) => r.slug);
}
