import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder, found from this file whether it runs from src/ (tests, dev) or the dist/ bundle. */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, 'migrations')) && existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Could not find the api package folder (with migrations/) above ' + fileURLToPath(import.meta.url));
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = path.dirname(API_ROOT);
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');
