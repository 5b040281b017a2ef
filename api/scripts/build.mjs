// Bundles the API to dist/server.mjs (and dist/seed-large.mjs, dist/bench-analytics.mjs). Dependencies stay in node_modules; the workspace
// packages (@wellness/shared, TypeScript source, and @wellness/federation) are bundled in. The PGlite worker
// (src/db/pglite-worker.mjs) is a plain module loaded by worker_threads beside the bundle, so it is copied as is.
import { build } from 'esbuild';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const BUNDLED = ['@wellness/shared', '@wellness/federation'];
const external = Object.keys(pkg.dependencies).filter((name) => !BUNDLED.includes(name)).flatMap((name) => [name, `${name}/*`]);

export const buildOptions = {
  absWorkingDir: apiDir,
  entryPoints: { server: 'src/server.ts', 'seed-large': 'scripts/seed-large.ts', 'bench-analytics': 'scripts/bench-analytics.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  // @wellness/shared/domain with its schemas: the API names its schemas by that entry (the apps read it zod-free).
  conditions: ['wellness-api'],
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
};

/** Files loaded beside the bundle at run time. */
export async function copyRuntimeFiles() {
  await mkdir(path.join(apiDir, 'dist'), { recursive: true });
  await copyFile(path.join(apiDir, 'src/db/pglite-worker.mjs'), path.join(apiDir, 'dist/pglite-worker.mjs'));
}

export async function buildApi() {
  await build(buildOptions);
  await copyRuntimeFiles();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApi();
  console.log('api: built dist/server.mjs');
}
