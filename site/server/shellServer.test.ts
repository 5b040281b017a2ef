// The site's server passes the API's robots.txt and sitemaps (and uploads) through under its own origin: crawlers
// read them on the site, with the API's status, type and caching.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuntimeConfig } from '@wellness/shared/contract';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, createShellServer } from './shellServer.mjs';

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let api: Server;
let site: Server;
let siteUrl: string;
let dir: string;
const asked: string[] = [];

beforeAll(async () => {
  api = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/robots.txt') res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' }).end('User-agent: *\n');
    else if (req.url === '/sitemap.xml' || req.url === '/sitemaps/programs-1.xml') res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8' }).end(`<urlset>${req.url}</urlset>`);
    else res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"code":"NOT_FOUND"}}');
  });
  const apiUrl = await listen(api);
  dir = mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(dir, 'config.json'), '{}');
  // No remote: the passed-through paths never reach a page.
  site = createShellServer({ root: dir, liveConfig: { path: path.join(dir, 'config.json'), read: () => ({ apiBaseUrl: apiUrl, remotes: {} }) as unknown as RuntimeConfig } });
  siteUrl = await listen(site);
});

afterAll(async () => {
  await close(site);
  await close(api);
  rmSync(dir, { recursive: true, force: true });
});

it('passes robots.txt, the sitemap index and its files on to the API', async () => {
  expect(API_PATHS).toEqual(expect.arrayContaining(['/uploads/', '/robots.txt', '/sitemap.xml', '/sitemaps/']));
  const robots = await fetch(`${siteUrl}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(robots.headers.get('cache-control')).toBe('public, max-age=300');
  expect(await robots.text()).toBe('User-agent: *\n');
  for (const file of ['/sitemap.xml', '/sitemaps/programs-1.xml']) {
    const res = await fetch(`${siteUrl}${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await res.text()).toBe(`<urlset>${file}</urlset>`);
  }
  // The API's 404 for a file it does not have stays a 404.
  expect((await fetch(`${siteUrl}/sitemaps/programs-9.xml`)).status).toBe(404);
  expect(asked).toEqual(['/robots.txt', '/sitemap.xml', '/sitemaps/programs-1.xml', '/sitemaps/programs-9.xml']);
});
