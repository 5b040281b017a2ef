import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localRuntimeConfig } from '../../federation/sites.mjs';
import { createRemoteServer, createShellServer } from '../../site/server/index.mjs';
import { ROOT, buildRemoteCopy, closeServer, serveRemote } from '../support/remoteBuilds';

// A team ships the catalog on its own. These tests build remotes and start servers of their own, so
// they run one after another.
test.describe.configure({ mode: 'serial' });

const TITLE = 'Explore Wellness Experiences';

/** Replaces a text in whichever source file of the copy holds it. */
function replaceInSource(read: (file: string) => string, from: string, to: string): Record<string, string> {
  // The English catalogues first: a page's words are there (ADR 0015), a constant of the same text may be left in code.
  const files = readdirSync(path.join(ROOT, 'mfe-catalog', 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$|\/en\.json$/.test(f) && !/\.test\./.test(f))
    .sort((a, b) => Number(b.endsWith('en.json')) - Number(a.endsWith('en.json')));
  for (const file of files) {
    const text = read(path.join('src', file));
    if (text.includes(from)) return { [path.join('src', file)]: text.replace(from, to) };
  }
  throw new Error(`no source file of the catalog holds "${from}"`);
}

/** Reports the page sends to the API's client-error endpoint. */
function clientErrorReports(page: Page): unknown[] {
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/client-errors')) reports.push(request.postDataJSON());
  });
  return reports;
}

test.describe('shipping the catalog alone', () => {
  const servers: Server[] = [];
  test.afterAll(async () => {
    for (const server of servers) await closeServer(server);
  });

  test('a changed catalog, built in its own folder and served elsewhere, shows in the running shell through the config only', async ({ page }) => {
    const dist = buildRemoteCopy('mfe-catalog', 'catalog-next', (read) => replaceInSource(read, TITLE, `${TITLE} (next release)`));
    servers.push(await serveRemote(dist, 3012));
    // The per-browser preview (allowed by the local site's config) points this browser's shell at the new build.
    await page.goto('/explore?preview=catalog:http://localhost:3012/mf-manifest.json');
    await expect(page.getByRole('heading', { level: 1, name: `${TITLE} (next release)` })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Release preview' })).toContainText('catalog from http://localhost:3012/mf-manifest.json');
    await page.getByRole('link', { name: 'Wellness Programs' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `${TITLE} (next release)` })).toBeVisible();
    // Ending the preview brings back the live release.
    await page.getByRole('link', { name: 'End preview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
  });

  test('a catalog whose area expose was renamed is refused in its own area with a clear message, and reported', async ({ page }) => {
    const dist = buildRemoteCopy('mfe-catalog', 'catalog-renamed', (read) => ({ 'src/exposes.ts': read('src/exposes.ts').replace("'./Area':", "'./CatalogArea':") }));
    servers.push(await serveRemote(dist, 3013));
    const reports = clientErrorReports(page);
    await page.goto('/explore?preview=catalog:http://localhost:3013/mf-manifest.json');
    await expect(page.getByRole('alert', { name: 'The programme catalogue is being updated' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect.poll(() => reports).toEqual([expect.objectContaining({ kind: 'version-mismatch', area: 'catalog', needed: './Area', found: 'missing' })]);
    await page.goto('/pricing?preview=off');
  });

  test('a catalog built for a newer @wellness/shared is refused before any of its code runs, and reported', async ({ page }) => {
    const dist = buildRemoteCopy('mfe-catalog', 'catalog-skewed');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const shared of manifest.shared) if (shared.name === '@wellness/shared/contract') Object.assign(shared, { version: '9.0.0', requiredVersion: '^9.0.0' });
    writeFileSync(manifestFile, JSON.stringify(manifest));
    servers.push(await serveRemote(dist, 3014));
    const reports = clientErrorReports(page);
    const remoteCode: string[] = [];
    page.on('request', (request) => request.url().startsWith('http://localhost:3014/') && request.url().endsWith('.js') && remoteCode.push(request.url()));
    await page.goto('/explore?preview=catalog:http://localhost:3014/mf-manifest.json');
    await expect(page.getByRole('alert', { name: 'The programme catalogue is being updated' })).toBeVisible();
    await expect.poll(() => reports).toEqual([expect.objectContaining({ kind: 'version-mismatch', area: 'catalog', needed: '^9.0.0', found: expect.stringMatching(/^1\./) })]);
    expect(remoteCode).toEqual([]);
    await page.goto('/pricing?preview=off');
  });

  test('a release is kept, previewed, made live and rolled back with pnpm release, with no shell build', async ({ page }) => {
    // A small site of its own: the shell's build with a live config in a folder of this test, and the catalog's
    // server with its releases.
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'wellness-release-site-'));
    const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'wellness-releases-'));
    const liveConfig = path.join(siteDir, 'config.json');
    const config = localRuntimeConfig();
    config.remotes.catalog.manifest = 'http://localhost:3022/mf-manifest.json';
    writeFileSync(liveConfig, JSON.stringify(config));
    writeFileSync(path.join(siteDir, 'config-history.jsonl'), `${JSON.stringify({ at: new Date().toISOString(), reason: 'first start', config })}\n`);
    servers.push(
      await new Promise<Server>((resolve) => {
        const read = () => JSON.parse(readFileSync(liveConfig, 'utf8'));
        const s = createShellServer({ root: path.join(ROOT, 'shell', 'dist'), liveConfig: { path: liveConfig, read } }).listen(3020, '127.0.0.1', () => resolve(s));
      }),
      await new Promise<Server>((resolve) => {
        const s = createRemoteServer(path.join(ROOT, 'mfe-catalog', 'dist'), 'catalog', releasesDir).listen(3022, '127.0.0.1', () => resolve(s));
      }),
    );
    const release = (...args: string[]) =>
      execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, SITE_DIR: siteDir, RELEASES_DIR: releasesDir, RELEASE_BASE_URL_CATALOG: 'http://localhost:3022/releases' },
      });
    const version = JSON.parse(readFileSync(path.join(ROOT, 'mfe-catalog', 'package.json'), 'utf8')).version;
    const released = `http://localhost:3022/releases/${version}/mf-manifest.json`;
    const catalogRequests = (into: string[]) => page.on('request', (r) => r.url().startsWith('http://localhost:3022/') && into.push(r.url()));

    const kept = release('catalog', '--no-build');
    expect(kept).toContain(`kept catalog ${version}`);
    expect(kept).toContain(`?preview=catalog:${released}`);
    expect(JSON.parse(readFileSync(liveConfig, 'utf8')).remotes.catalog.manifest).toBe('http://localhost:3022/mf-manifest.json');

    const live: string[] = [];
    catalogRequests(live);
    release('activate', 'catalog', version);
    await page.goto('http://localhost:3020/explore');
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // The heading shows from the server's first view at once: the release's own files load after it.
    await expect(page.locator('#first-view')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(live).toContain(released);

    const back: string[] = [];
    catalogRequests(back);
    expect(release('rollback', 'catalog')).toContain('rolled back to http://localhost:3022/mf-manifest.json');
    await page.goto('http://localhost:3020/explore');
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(back).toContain('http://localhost:3022/mf-manifest.json');
    expect(back.filter((url) => url.includes('/releases/'))).toEqual([]);
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  });

  test('an open tab, after a redeploy removed the chunks it needs, starts again on the new release instead of mixing two', async ({ page }) => {
    const releaseOf = (label: string, version: string) =>
      buildRemoteCopy('mfe-catalog', `catalog-${label}`, (read) => ({
        ...replaceInSource(read, TITLE, `${TITLE} (release ${label})`),
        // Every page chunk differs between the two releases, as after a real change.
        'src/features/programs/ProgramsPage.tsx': `${read('src/features/programs/ProgramsPage.tsx')}\nexport const releaseLabel = '${label}';\n`,
        'package.json': read('package.json').replace(/"version": "[^"]+"/, `"version": "${version}"`),
      }));
    const a = releaseOf('A', '1.0.0');
    const b = releaseOf('B', '1.1.0');
    // The remote's origin serves whatever its folder holds: a redeploy in place swaps the folder.
    const served = path.join(ROOT, 'e2e', '.work', 'catalog-in-place');
    rmSync(served, { force: true, recursive: true });
    symlinkSync(a, served);
    servers.push(await serveRemote(served, 3015));

    await page.goto('/explore?preview=catalog:http://localhost:3015/mf-manifest.json');
    await expect(page.getByRole('heading', { level: 1, name: `${TITLE} (release A)` })).toBeVisible();
    rmSync(served);
    symlinkSync(b, served);
    // In the open tab, a move to /programs needs release A's page chunk, which is gone: the area finds release B
    // live and the page starts again on it.
    const navigateInApp = (to: string) =>
      page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    const reloaded = page.waitForEvent('load');
    await navigateInApp('/programs?category=spa-relaxation');
    await reloaded;
    await expect(page).toHaveURL(/\/programs\?category=spa-relaxation$/);
    await navigateInApp('/explore');
    await expect(page.getByRole('heading', { level: 1, name: `${TITLE} (release B)` })).toBeVisible();
    await page.goto('/pricing?preview=off');
  });

  test('the same source gives the same chunk hashes in any folder', async () => {
    test.setTimeout(180_000);
    // Two checkouts of this commit at different paths, each installed from the local store and built.
    const folders = [mkdtempSync(path.join(os.tmpdir(), 'wellness-a-')), path.join(mkdtempSync(path.join(os.tmpdir(), 'wellness-b-')), 'deeper', 'checkout')];
    const files: string[][] = [];
    try {
      for (const folder of folders) {
        execFileSync('git', ['worktree', 'add', '--detach', '--force', folder, 'HEAD'], { cwd: ROOT, stdio: 'pipe' });
        execFileSync('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: folder, stdio: 'pipe' });
        execFileSync(path.join(folder, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], { cwd: path.join(folder, 'mfe-catalog'), stdio: 'pipe' });
        files.push(readdirSync(path.join(folder, 'mfe-catalog', 'dist')).filter((f) => /\.(js|css)$/.test(f)).sort());
      }
    } finally {
      for (const folder of folders) execFileSync('git', ['worktree', 'remove', '--force', folder], { cwd: ROOT, stdio: 'pipe' });
    }
    expect(files[0]!.length).toBeGreaterThan(5);
    expect(files[1]).toEqual(files[0]);
  });
});
