// Starts the composed production site: four static servers and the API, on the ports of DESIGN §3.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIRS, APP_NAMES, PORTS, localUrl } from '../federation/sites.mjs';
import { readFileSync } from 'node:fs';
import { firstPaintHints } from '../federation/hints.mjs';
import { createStaticServer } from './static-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = APP_NAMES.map((name) => ({ name, dir: APP_DIRS[name], port: PORTS[name], spa: name === 'shell', cors: name !== 'shell' }));
export const SHELL_URL = localUrl('shell');
export const API_URL = localUrl('api');

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

export function startStaticServers(host = '127.0.0.1') {
  return APPS.map((app) => {
    const root = path.join(ROOT, app.dir, 'dist');
    // The shell's pages carry the current area's first-paint hints, from the config it serves.
    const hints = app.name === 'shell' ? (pathname) => firstPaintHints(JSON.parse(readFileSync(path.join(root, 'config.json'), 'utf8')), pathname) : undefined;
    const server = createStaticServer({ root, spa: app.spa, cors: app.cors, hints });
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
