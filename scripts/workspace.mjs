// What the workspace's scripts share: where the apps run, running a command, waiting for a server, starting the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_DIRS, APP_NAMES, PORTS, localUrl } from '../federation/sites.mjs';
import { ROOT } from '../site/server/liveConfig.mjs';

export { ROOT };
export const APPS = APP_NAMES.map((name) => ({ name, dir: APP_DIRS[name], port: PORTS[name] }));
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

/** The built API (dist/server.mjs) as a direct child, so stopping it stops the server itself. */
export function startApi(env = {}) {
  return spawn(process.execPath, ['dist/server.mjs'], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
    env: { ...process.env, PORT: String(PORTS.api), ALLOW_ADMIN_SIGNUP: 'true', ...env },
  });
}
