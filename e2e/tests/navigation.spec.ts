import type { Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localRuntimeConfig } from '../../federation/sites.mjs';
import { createShellServer, NODE_BUILD } from '../../site/server/index.mjs';
import { ROOT, buildRemoteCopy, closeServer, serveRemote } from '../support/remoteBuilds';

// A remote is its route table (ADR 0012): a remote's team adds a page, with its own top-level path and its menu
// entry, as one row of its table and ships its build. Nothing of the shell, the federation settings or the live
// config changes: the remote publishes its paths with its navigation.
test.describe.configure({ mode: 'serial' });

test.describe('a remote adds a page and its menu entry', () => {
  const servers: Server[] = [];
  test.afterAll(async () => {
    for (const server of servers) await closeServer(server);
  });

  test('the site routes it, links to it from the header and the footer, before any script and after, and serves it rendered', async ({ page, request }) => {
    test.setTimeout(120_000);
    const dist = buildRemoteCopy('mfe-marketing', 'marketing-guide', (read) => ({
      'src/app/GuidePage.tsx': 'export default function GuidePage() {\n  return <h1>How to choose a retreat</h1>;\n}\n',
      'src/app/guideServer.tsx': [
        "import type { ServerView } from '@wellness/shared/contract';",
        "import GuidePage from './GuidePage';",
        "export const serverView: ServerView = async () => ({ kind: 'page', view: <GuidePage />, head: { title: 'How to choose a retreat · Wellness Travel', description: 'What to ask before booking a wellness retreat: the program, the place and the people.', canonical: '/retreat-guide' } });",
        '',
      ].join('\n'),
      'src/app/routes.ts': read('src/app/routes.ts').replace(
        "  route('/chat',",
        "  route('/retreat-guide', () => import('./GuidePage'), { menu: [{ id: 'retreat-guide', label: 'Retreat guide', show: [{ in: 'header', order: 45 }, { in: 'footer', column: 'company', order: 15 }] }], server: () => import('./guideServer') }),\n  route('/chat',",
      ),
    }));
    servers.push(await serveRemote(dist, 3017));
    // The shell's own build, served by the site's server with a live config that points marketing at the new build,
    // and gives it no path: the remote's build says which are its own.
    const config = localRuntimeConfig();
    config.remotes.marketing = { ...config.remotes.marketing, manifest: 'http://localhost:3017/mf-manifest.json' };
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'wellness-navigation-site-')), 'config.json');
    writeFileSync(file, JSON.stringify(config));
    servers.push(
      await new Promise<Server>((resolve) => {
        const shell = createShellServer({
          root: path.join(ROOT, 'shell', 'dist'),
          nodeBuild: path.join(ROOT, 'shell', NODE_BUILD),
          liveConfig: { path: file, read: () => JSON.parse(readFileSync(file, 'utf8')) },
        });
        shell.listen(3027, '127.0.0.1', () => resolve(shell));
      }),
    );
    const header = ['Home', 'Destinations', 'Wellness Programs', 'Search', 'About', 'Retreat guide', 'Subscription', 'Blogs (opens in a new tab)'];

    // The server's HTML: its prerendered header links to the new page already.
    const html = await (await request.get('http://localhost:3027/about')).text();
    const prerendered = /<nav aria-label="Main"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect([...prerendered.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))).toEqual(header);

    // The new page as the server serves it: its own title, its content rendered by the remote's server view.
    const guide = await request.get('http://localhost:3027/retreat-guide');
    expect(guide.status()).toBe(200);
    const guideHtml = await guide.text();
    expect(guideHtml).toContain('<title>How to choose a retreat · Wellness Travel</title>');
    expect(guideHtml).toMatch(/<div id="first-view"[^>]*>.*<h1>How to choose a retreat<\/h1>/s);

    await page.goto('http://localhost:3027/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(header);
    await expect(page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Retreat guide' })).toHaveAttribute('href', '/retreat-guide');
    await nav.getByRole('link', { name: 'Retreat guide' }).click();
    await expect(page).toHaveURL('http://localhost:3027/retreat-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'How to choose a retreat' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Retreat guide' })).toHaveAttribute('aria-current', 'page');
  });
});
