// pnpm dev: the four dev servers (hot reload) and the API in watch mode, output prefixed by name.
import { spawn } from 'node:child_process';
import { ROOT } from './workspace.mjs';

const processes = [
  ['shell', ['--filter', 'shell', 'dev']],
  ['marketing', ['--filter', 'mfe-marketing', 'dev']],
  ['catalog', ['--filter', 'mfe-catalog', 'dev']],
  ['dashboards', ['--filter', 'mfe-dashboards', 'dev']],
  ['api', ['--filter', '@wellness/api', 'dev']],
].map(([name, args]) => {
  const child = spawn('pnpm', args, { cwd: ROOT, env: { ...process.env, ALLOW_ADMIN_SIGNUP: 'true' } });
  const prefix = (stream, out) => stream.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
  });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
});

const stop = () => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
