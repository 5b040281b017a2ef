// Several API processes (the production bundle, dist/server.mjs) on one PostgreSQL behind a real nginx, started and
// stopped by a test. Used by many-processes.pg.test.ts; exported so other tests can drive one process directly
// (`cluster.apis[1].base`) or through the balancer (`cluster.base`), e.g. "a write through one process is read at
// once through the others".
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../paths';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface ApiProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** The process's stderr so far (its log lines at LOG_LEVEL=warn and above). */
  stderr(): string;
}

export interface Cluster {
  /** The balancer's address: what a browser would reach. */
  base: string;
  apis: ApiProcess[];
  /** `kill -9` one process (no clean shutdown), and wait for it to be gone. */
  kill(index: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes?: number;
  databaseUrl: string;
  /** Extra environment of every API process. */
  env?: Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

async function waitUntil(url: string, child: ChildProcess, what: string, log: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}: ${log().slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer ${url} within 60 s: ${log().slice(-2000)}`);
}

/** Bundles the API as production runs it (dist/server.mjs). */
export function buildApi(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  if (build.status !== 0) throw new Error(`API build failed: ${build.stderr}`);
}

/**
 * nginx as the deploy page describes it (docs/deploy.md), with its own prefix folder, config and free port, no
 * root-owned path: round robin over the processes; a process that refuses or drops a connection is passed over and
 * an idempotent request (GET, HEAD, …) is retried on the next one; a POST is not (nginx never retries a
 * non-idempotent request unless told to), so writes carry an Idempotency-Key and the client retries them.
 */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_body_timeout 10s;
  client_max_body_size 60m;
  upstream api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.processes ?? 3;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wellness-cluster-'));
  // nginx's workers run as nobody when the master is root: they need to write their temp folders.
  await chmod(dir, 0o777);
  const apis: ApiProcess[] = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    for (const api of apis) {
      if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
    }
    await Promise.all(apis.map((a) => exited(a.child)));
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGQUIT');
      await exited(nginx);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      let log = '';
      const child = spawn(process.execPath, [path.join(API_ROOT, 'dist/server.mjs')], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: options.databaseUrl,
          // One uploads folder for every process, as production shares one volume (docs/deploy.md).
          DATA_DIR: path.join(dir, 'data'),
          TOKEN_SECRET: 'one-key-for-every-process-of-the-cluster-01',
          // nginx on this machine is the one proxy: the visitor's address is the one it appends to X-Forwarded-For.
          TRUST_PROXY: '127.0.0.1',
          ...options.env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk) => (log = (log + String(chunk)).slice(-20_000)));
      apis.push({ base: `http://127.0.0.1:${port}`, port, child, stderr: () => log });
    }
    // One after the other: migrations take an advisory lock anyway.
    for (const [i, api] of apis.entries()) await waitUntil(`${api.base}/healthz`, api.child, `API process ${i}`, api.stderr);

    const port = await freePort();
    const conf = path.join(dir, 'nginx.conf');
    await writeFile(conf, nginxConfig(dir, port, apis.map((a) => a.port)));
    let nginxLog = '';
    nginx = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx.stderr?.on('data', (chunk) => (nginxLog += String(chunk)));
    const base = `http://127.0.0.1:${port}`;
    await waitUntil(`${base}/healthz`, nginx, 'nginx', () => nginxLog);
    return {
      base,
      apis,
      async kill(index) {
        const child = apis[index]!.child;
        child.kill('SIGKILL');
        await exited(child);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * GETs `path` from every live process directly (not through the balancer), or from the processes given, and answers
 * each status, JSON body and whether the process's catalogue cache answered (`X-Cache: hit`) in process order: for
 * checks that a write through one process is what every other process reads at once.
 */
export async function readFromEach(
  cluster: Cluster,
  urlPath: string,
  headers: Record<string, string> = {},
  apis: ApiProcess[] = cluster.apis,
): Promise<{ status: number; body: unknown; cached: boolean }[]> {
  const live = apis.filter((a) => a.child.exitCode === null && a.child.signalCode === null);
  return Promise.all(
    live.map(async (api) => {
      const res = await fetch(`${api.base}${urlPath}`, { headers });
      return { status: res.status, body: (await res.json()) as unknown, cached: res.headers.get('x-cache') === 'hit' };
    }),
  );
}
