// Bundles the API to dist/server.mjs (and dist/seed-large.mjs, dist/bench-analytics.mjs). The workspace packages
// (@wellness/shared, TypeScript source, and @wellness/federation) are bundled in, and so are the pure-JS libraries of
// INLINED; the other dependencies stay in node_modules. Code behind a dynamic import() (PGlite's driver) goes to a chunk
// of its own, loaded when that import runs. The PGlite worker
// (src/db/pglite-worker.mjs) is a plain module loaded by worker_threads beside the bundle, so it is copied as is.
import { build } from 'esbuild';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
/**
 * Pure-JS libraries, many small files each (drizzle-orm 111, zod 100, jose 48), bundled in: Node's ESM loader resolves,
 * reads and compiles every file of a package left outside, and that was ~160 ms of the API's start
 * (docs/performance-api.md, "Start to ready"). Native (sharp), WebAssembly (PGlite), worker-thread (pino) and
 * plugin-loading packages (fastify and its plugins) stay outside.
 */
const INLINED = ['drizzle-orm', 'zod', 'jose', 'i18next', 'ical.js', 'ical-generator', 'fast-xml-parser'];
const BUNDLED = ['@wellness/shared', '@wellness/federation', ...INLINED];
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
  splitting: true,
  // Beside the entries: code that finds a file by import.meta.url (the PGlite worker) finds it where it was.
  chunkNames: '[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  // What a build wrote, so that removeStaleChunks knows the chunks of earlier builds.
  metafile: true,
  external,
  logLevel: 'warning',
};

/** Files loaded beside the bundle at run time. */
export async function copyRuntimeFiles() {
  await mkdir(path.join(apiDir, 'dist'), { recursive: true });
  await copyFile(path.join(apiDir, 'src/db/pglite-worker.mjs'), path.join(apiDir, 'dist/pglite-worker.mjs'));
}

/**
 * Chunk names carry a hash of their content: a build after a change writes new ones and leaves the old ones in dist,
 * where a deploy that copies the folder would take them along. Removes every chunk the build that wrote `metafile` did
 * not write (esbuild has no option for it).
 */
export async function removeStaleChunks(metafile) {
  const written = new Set(Object.keys(metafile.outputs).map((file) => path.basename(file)));
  const dist = path.join(apiDir, 'dist');
  for (const name of await readdir(dist)) {
    if (/-[A-Z0-9]{8}\.mjs(\.map)?$/.test(name) && !written.has(name)) await rm(path.join(dist, name), { force: true });
  }
}

export async function buildApi() {
  const { metafile } = await build(buildOptions);
  await removeStaleChunks(metafile);
  await copyRuntimeFiles();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApi();
  console.log('api: built dist/server.mjs');
}
