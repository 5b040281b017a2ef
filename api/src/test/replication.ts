// PostgreSQL servers and PgBouncer started by a test, as docs/deploy.md runs them: a primary of its own (initdb), a
// streaming replica of it (pg_basebackup -R), and PgBouncer from Debian's package in front of either. Each in a temp
// folder on free ports; as the postgres user when the test runs as root (initdb and PgBouncer refuse root).
import { spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './cluster';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

/** The postgres user's ids when running as root (then every server runs as it), else nothing to change. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The same, without holding the event loop (a test measuring requests meanwhile). */
function runAsync(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { ...(serverUser() ?? {}), env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed: ${output}`))));
  });
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const user = serverUser();
  const result = spawnSync(command, args, { encoding: 'utf8', ...options, ...(user ?? {}), env: { ...process.env, NODE_OPTIONS: '' } });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed: ${String(result.stderr)}${String(result.stdout)}`);
  return String(result.stdout);
}

async function ownedFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const user = serverUser();
  if (user) chownSync(dir, user.uid, user.gid);
  return dir;
}

export interface PgServer {
  port: number;
  dataDir: string;
  url(database?: string): string;
  /** pg_ctl stop -m fast: sessions are ended with "terminating connection due to administrator command". */
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

function server(dir: string, dataDir: string, port: number, settings: string[]): PgServer {
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', ...settings.map((s) => `-c ${s}`)].join(' ');
  const pgCtl = path.join(PG_BIN, 'pg_ctl');
  const self: PgServer = {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => runAsync(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    start: () => runAsync(pgCtl, ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']),
    async remove() {
      spawnSync(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { ...(serverUser() ?? {}), stdio: 'ignore' });
      await rm(dir, { recursive: true, force: true });
    },
  };
  return self;
}

/** Small and quick, as the test script's server (fsync off), and ready to stream to a replica. */
const SETTINGS = ['fsync=off', 'max_connections=200', 'wal_level=replica', 'max_wal_senders=5', 'jit=off', 'hot_standby=on'];

/** A primary of its own, with `database` created. */
export async function startPrimary(database: string): Promise<PgServer> {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL 15 not found in ${PG_BIN} (apt-get install -y postgresql)`);
  const dir = await ownedFolder('wellness-primary-');
  const dataDir = path.join(dir, 'data');
  run(path.join(PG_BIN, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  const primary = server(dir, dataDir, await freePort(), SETTINGS);
  await primary.start();
  const client = new pg.Client({ connectionString: primary.url() });
  await client.connect();
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  return primary;
}

/** A streaming replica of `primary` (pg_basebackup -R: standby.signal and primary_conninfo), in hot standby. */
export async function startReplica(primary: PgServer): Promise<PgServer> {
  const dir = await ownedFolder('wellness-replica-');
  const dataDir = path.join(dir, 'data');
  run(path.join(PG_BIN, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast']);
  const replica = server(dir, dataDir, await freePort(), SETTINGS);
  await replica.start();
  return replica;
}

export interface PgBouncer {
  port: number;
  /** The address of one of its databases (the names given to startPgBouncer). */
  url(database: string): string;
  /** A statement on its admin console (SHOW POOLS, SHOW SERVERS, …). */
  admin<T = Record<string, unknown>>(command: string): Promise<T[]>;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** Its databases: name → the server and database each stands for. */
  databases: Record<string, { port: number; dbname: string }>;
  poolMode?: 'session' | 'transaction';
  /** Server connections per database (and user), at most. */
  poolSize?: number;
}

/**
 * PgBouncer as docs/deploy.md configures it: transaction mode, at most `poolSize` server connections per database, a
 * second between attempts on a server that failed (server_login_retry), trust on the loopback.
 */
export async function startPgBouncer({ databases, poolMode = 'transaction', poolSize = 20 }: PgBouncerOptions): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER)) throw new Error(`PgBouncer not found at ${PGBOUNCER} (apt-get install -y pgbouncer; .ci/run installs it)`);
  const dir = await ownedFolder('wellness-pgbouncer-');
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  await writeFile(path.join(dir, 'users.txt'), '"postgres" ""\n');
  await writeFile(
    ini,
    `[databases]
${Object.entries(databases).map(([name, d]) => `${name} = host=127.0.0.1 port=${d.port} dbname=${d.dbname}`).join('\n')}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${dir}/users.txt
admin_users = postgres
pool_mode = ${poolMode}
default_pool_size = ${poolSize}
max_db_connections = ${poolSize}
max_client_conn = 5000
server_login_retry = 1
logfile = ${dir}/pgbouncer.log
`,
  );
  const user = serverUser();
  if (user) for (const file of ['users.txt', 'pgbouncer.ini']) chownSync(path.join(dir, file), user.uid, user.gid);
  let log = '';
  const child: ChildProcess = spawn(PGBOUNCER, [ini], { stdio: ['ignore', 'ignore', 'pipe'], ...(user ?? {}) });
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = async <T,>(command: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url('pgbouncer') });
    await client.connect();
    try {
      return (await client.query(command)).rows as T[];
    } finally {
      await client.end();
    }
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}: ${log}`);
    try {
      await admin('SHOW VERSION');
      break;
    } catch (error) {
      if (i > 100) throw new Error(`pgbouncer did not answer: ${(error as Error).message} ${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    port,
    url,
    admin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
