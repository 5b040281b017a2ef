// Bundles the API to dist/server.mjs (and dist/seed-large.mjs). Dependencies stay in node_modules; the workspace's
// @wellness/shared is TypeScript source, so it is bundled in.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@wellness/shared').flatMap((name) => [name, `${name}/*`]);

export const buildOptions = {
  absWorkingDir: apiDir,
  entryPoints: { server: 'src/server.ts', 'seed-large': 'scripts/seed-large.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await build(buildOptions);
  console.log('api: built dist/server.mjs');
}
