import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createRemoteServer } from '../../site/server/index.mjs';

export const ROOT = path.resolve(__dirname, '../..');
const WORK = path.join(ROOT, 'e2e', '.work');

/**
 * A copy of a remote's source in its own folder, changed by `edit` (file → new text), built for production there:
 * what a team's CI does when it ships that remote alone. Answers the folder of the build.
 */
export function buildRemoteCopy(app: string, name: string, edit: (read: (file: string) => string) => Record<string, string> = () => ({})): string {
  const dir = path.join(WORK, name, app);
  rmSync(path.dirname(dir), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'package.json', 'rspack.config.ts', 'tsconfig.json']) cpSync(path.join(ROOT, app, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(ROOT, app, 'node_modules'), path.join(dir, 'node_modules'));
  const changes = edit((file) => readFileSync(path.join(dir, file), 'utf8'));
  for (const [file, text] of Object.entries(changes)) writeFileSync(path.join(dir, file), text);
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], { cwd: dir, stdio: 'pipe' });
  return path.join(dir, 'dist');
}

/** Serves a remote build as its own origin would (CORS open, as for any remote). */
export function serveRemote(root: string, port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createRemoteServer(root, path.basename(root)).listen(port, '127.0.0.1', () => resolve(server));
  });
}

export function closeServer(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
