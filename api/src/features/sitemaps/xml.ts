// The sitemaps protocol's XML (sitemaps.org/protocol.html), written as text: each file is streamed row batch by row
// batch, which an XML builder that holds the document would not do, and the protocol uses two elements only.

import { LOCALES } from '@wellness/shared/format';
import { localizePath } from '@wellness/shared/site-protocol';

/** The protocol's limit of URLs per sitemap file and of files per index. */
export const MAX_URLS_PER_FILE = 50_000;

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
// Each page's languages, as Google reads them in a sitemap: `<xhtml:link rel="alternate" hreflang>`.
export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_CLOSE = '</urlset>\n';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The five characters XML reserves, as entities (the protocol asks for all five escaped in URLs). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** W3C Datetime, as the protocol wants it (UTC, whole seconds). */
export const w3cDate = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The page at `loc` in each language (`/es/…`, `/fr/…`, English unprefixed) and English as `x-default`: the same
 * reciprocal links as the page's own head.
 */
function alternates(loc: string): string {
  const url = new URL(loc);
  const path = `${url.pathname}${url.search}`;
  const link = (hreflang: string, locale: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${url.origin}${localizePath(path, locale)}`)}"/>`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', 'en')].join('');
}

/** One `<url>` with its languages; `lastmod` left out when the page's content does not come from the database. */
export function urlEntry(loc: string, lastmod?: Date | null): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}${alternates(loc)}</url>\n`;
}

export interface IndexEntry {
  loc: string;
  lastmod: Date | null;
}

/** The sitemap index: one `<sitemap>` per file. */
export function sitemapIndex(entries: readonly IndexEntry[]): string {
  const items = entries.map((e) => `<sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : ''}</sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${items.join('')}</sitemapindex>\n`;
}
