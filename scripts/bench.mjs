// pnpm bench: the performance figures of DESIGN §9, each beside a baseline measured in the same run.
// Front end: builds, serves the composed site, measures bytes, timings and Lighthouse. API: scripts/bench-api.mjs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { APPS, ROOT, run, startApi, startStaticServers, waitFor } from './site.mjs';
import { benchWeb } from './bench-web.mjs';

if (!process.argv.includes('--no-build') || APPS.some((app) => !existsSync(path.join(ROOT, app.dir, 'dist', 'index.html')))) {
  await run('pnpm', ['build']);
}
const servers = startStaticServers();
const api = startApi({ DATA_DIR: path.join(os.tmpdir(), `wellness-bench-${process.pid}`) });
try {
  await Promise.all([waitFor('http://localhost:3000/'), waitFor('http://localhost:4000/healthz', 120_000)]);
  await benchWeb();
} finally {
  api.kill('SIGTERM');
  for (const server of servers) server.close();
}
if (!process.argv.includes('--web-only')) await run('node', ['scripts/bench-api.mjs']);
