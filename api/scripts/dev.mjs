// pnpm --filter @wellness/api dev: rebuilds on change and restarts the server.
// (tsx cannot load @wellness/shared's TypeScript as ES modules, since that package is not "type": "module".)
import { context } from 'esbuild';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildOptions, copyRuntimeFiles, removeStaleChunks } from './build.mjs';

let child;
const start = () => {
  child = spawn(process.execPath, ['--enable-source-maps', path.join(buildOptions.absWorkingDir, 'dist/server.mjs')], { stdio: 'inherit' });
};
// PGlite allows one process per data folder: the old server must be gone before the new one opens it.
const restart = () => {
  if (!child || child.exitCode !== null) return start();
  child.once('exit', start);
  child.kill('SIGTERM');
};
const ctx = await context({
  ...buildOptions,
  plugins: [{ name: 'restart', setup: (b) => b.onEnd(async (result) => { if (result.errors.length === 0) { await removeStaleChunks(result.metafile); await copyRuntimeFiles(); restart(); } }) }],
});
await ctx.watch();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, async () => { child?.kill('SIGTERM'); await ctx.dispose(); process.exit(0); });
