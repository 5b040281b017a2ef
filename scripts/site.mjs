// Starts the composed production site: four static servers and the API, on the ports of DESIGN §3.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIRS, APP_NAMES, PORTS, localRuntimeConfig, localUrl } from '../federation/sites.mjs';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { pageSecurityHeaders } from '../federation/headers.mjs';
import { firstPaintHints } from '../federation/hints.mjs';
import { createStaticServer } from './static-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = APP_NAMES.map((name) => ({ name, dir: APP_DIRS[name], port: PORTS[name] }));
export const SHELL_URL = localUrl('shell');
export const API_URL = localUrl('api');

// Deploy-time data, outside every build (issue 14): the live /config.json and the history of what was live
// (SITE_DIR, default .site/), and each remote's immutable releases (RELEASES_DIR, default .releases/).
const siteDir = () => (process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(ROOT, '.site'));
export const liveConfigPath = () => path.join(siteDir(), 'config.json');
const historyPath = () => path.join(siteDir(), 'config-history.jsonl');
export const releasesDir = () => (process.env.RELEASES_DIR ? path.resolve(process.env.RELEASES_DIR) : path.join(ROOT, '.releases'));

/** Makes `config` the live /config.json (atomically) and appends it, with why, to the history. */
export function writeLiveConfig(config, reason) {
  mkdirSync(siteDir(), { recursive: true });
  const tmp = `${liveConfigPath()}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(tmp, liveConfigPath());
  appendFileSync(historyPath(), `${JSON.stringify({ at: new Date().toISOString(), reason, config })}\n`);
}

/** The live /config.json; a new site starts with every remote's own build on its port. */
export function readLiveConfig() {
  if (!existsSync(liveConfigPath())) writeLiveConfig(localRuntimeConfig(), 'first start: each remote from its own build');
  return JSON.parse(readFileSync(liveConfigPath(), 'utf8'));
}

/** Every config that was live, oldest first. */
export function configHistory() {
  if (!existsSync(historyPath())) return [];
  return readFileSync(historyPath(), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The shell's prerendered header and footer for first views, from its build (null in a build without them). */
function readShellChrome(root) {
  const file = path.join(root, 'first-paint', 'chrome.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The shell serves the live config; its pages carry the current area's first-paint hints and a
 * Content-Security-Policy, both from that config.
 */
function shellServer(root) {
  readLiveConfig();
  return createStaticServer({
    root,
    spa: true,
    files: { '/config.json': liveConfigPath() },
    proxies: { '/uploads/': () => readLiveConfig().apiBaseUrl },
    hints: (pathname, search) => firstPaintHints(readLiveConfig(), pathname, search, readShellChrome(root)),
    pageHeaders: () => pageSecurityHeaders(readLiveConfig()),
  });
}

/** A remote serves its own build at its root and its immutable releases under /releases/<version>/. */
function remoteServer(root, name) {
  return createStaticServer({ root, cors: true, mounts: { '/releases/': path.join(releasesDir(), name) } });
}

export function startStaticServers(host = '127.0.0.1') {
  return APPS.map((app) => {
    const root = path.join(ROOT, app.dir, 'dist');
    const server = app.name === 'shell' ? shellServer(root) : remoteServer(root, app.name);
    server.listen(app.port, host);
    return server;
  });
}

/** The built API (dist/server.mjs) as a direct child, so stopping it stops the server itself. */
export function startApi(env = {}) {
  return spawn(process.execPath, ['dist/server.mjs'], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
    env: { ...process.env, PORT: String(PORTS.api), ALLOW_ADMIN_SIGNUP: 'true', ...env },
  });
}
