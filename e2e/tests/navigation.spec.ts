import type { Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localRuntimeConfig } from '../../federation/sites.mjs';
import { createShellServer, NODE_BUILD } from '../../site/server/index.mjs';
import { ROOT, buildRemoteCopy, closeServer, serveRemote } from '../support/remoteBuilds';

// Navigation is data the remotes declare (ADR 0007): a remote's team adds a page and its menu entry in its own
// source, ships its build, and the deployment gives it the path. Nothing of the shell changes or is built again.
test.describe.configure({ mode: 'serial' });

test.describe('a remote adds a page and its menu entry', () => {
  const servers: Server[] = [];
  test.afterAll(async () => {
    for (const server of servers) await closeServer(server);
  });

  test('the site links to it from the header and the footer, before any script and after, and shows the page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const dist = buildRemoteCopy('mfe-marketing', 'marketing-guide', (read) => ({
      'src/navigation.ts': read('src/navigation.ts').replace(
        "    // The home page's booking link, floating over it.",
        "    { id: 'retreat-guide', label: 'Retreat guide', to: '/retreat-guide', show: [{ in: 'header', order: 45 }, { in: 'footer', column: 'company', order: 15 }] },\n    // The home page's booking link, floating over it.",
      ),
      'src/app/Area.tsx': read('src/app/Area.tsx').replace(
        '<Route path="chat" element={<ChatPage />} />',
        '<Route path="chat" element={<ChatPage />} />\n        <Route path="retreat-guide" element={<h1>How to choose a retreat</h1>} />',
      ),
    }));
    servers.push(await serveRemote(dist, 3017));
    // The shell's own build, served by the site's server with a live config that points marketing at the new build
    // and gives it the new page's path.
    const config = localRuntimeConfig();
    config.remotes.marketing = { ...config.remotes.marketing, manifest: 'http://localhost:3017/mf-manifest.json', paths: [...config.remotes.marketing.paths, '/retreat-guide'] };
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
