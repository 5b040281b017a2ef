import { Worker } from 'node:worker_threads';
import type { ListenHandlers, Listening } from './client';

/** What a statement answers, as PGlite gives it. */
export interface ThreadResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** The part of PGlite's API that drizzle-orm's pglite session and db/client.ts use. */
export interface PGliteLike {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResult<T>>;
  exec(sql: string): Promise<ThreadResult[]>;
  transaction<T>(fn: (tx: PGliteTransactionLike) => Promise<T>): Promise<T>;
  /**
   * `settings`, then the statement prepared as `name` (from `text`, once per database thread) and run by `execute`, in
   * one transaction that the database thread runs whole: one message each way. A transaction of separate messages
   * holds PGlite (and every other statement) through each crossing between the threads, which is most of its time
   * where a thread's wake-up costs ~0.2 ms (this machine's idle cores).
   */
  queryWithSettings<T = Record<string, unknown>>(settings: string, name: string, text: string, execute: string): Promise<ThreadResult<T>>;
  close(): Promise<void>;
  /** PGlite's LISTEN, through the database thread; `state` false if the thread dies. */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /** The data folder as PGlite dumps it (an uncompressed tar), which `image` starts from. */
  dumpImage(): Promise<Uint8Array>;
}
export interface PGliteTransactionLike {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResult<T>>;
  exec(sql: string): Promise<ThreadResult[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** A database error from the worker, with PostgreSQL's fields (code, detail, …) as PGlite gives them. */
export class PGliteThreadError extends Error {
  code?: string;
  severity?: string;
  detail?: string;
  constructor(fields: { message: string; [key: string]: unknown }) {
    super(fields.message);
    Object.assign(this, fields);
    this.name = 'DatabaseError';
  }
}

/**
 * The database thread's stack. PostgreSQL's WebAssembly runs on it, and PGlite (0.5.16, `execProtocolRawSync`) swallows
 * any exception of its main loop that is not PostgreSQL's own error jump: when the thread's stack overflows inside
 * PostgreSQL, the statement answers no rows and no error, and PostgreSQL is left half-way (later statements answer
 * nothing, "bad buffer ID", or spin). Measured here: a statement of 400 nested sub-selects answered [] at Node's default
 * 4 MB; the API's own search statements need 1.5–2.5 MB before V8 has optimised PostgreSQL's code, so the 4 MB default
 * was within reach (CI's empty answers and hangs turned out to be btree_gin's, pglite-worker.mjs). With 64 MB or more PostgreSQL's own
 * limit (max_stack_depth, 2 MB of its C stack) comes first and answers "stack depth limit exceeded", a normal error.
 * The pages are reserved, not resident: only a deep statement touches them.
 */
export const PGLITE_STACK_MB = 256;

/**
 * PGlite running on a worker thread (pglite-worker.mjs), behind the same interface. drizzle's pglite session passes a
 * fixed set of parsers (timestamps and dates as text); the worker applies that set when `parsers` is given.
 */
export async function startPGliteThread(dataDir: string | undefined, image?: string): Promise<PGliteLike> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, image }, resourceLimits: { stackSizeMb: PGLITE_STACK_MB } });
  let nextId = 1;
  let nextTx = 1;
  let dead: Error | null = null;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  /** Listeners by channel; the thread LISTENs once per channel. */
  const listeners = new Map<string, Set<ListenHandlers>>();

  worker.on('message', (m: { id: number; result?: unknown; error?: { message: string }; channel?: string; payload?: string }) => {
    if (m.channel !== undefined) {
      // A notification: posted by the thread before the answer of the statement that committed it.
      for (const handlers of listeners.get(m.channel) ?? []) handlers.notify(m.payload ?? '');
      return;
    }
    const waiter = pending.get(m.id);
    if (!waiter) return;
    pending.delete(m.id);
    if (m.error) waiter.reject(new PGliteThreadError(m.error));
    else waiter.resolve(m.result);
  });
  const die = (error: Error) => {
    if (dead) return;
    dead = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    for (const set of listeners.values()) for (const handlers of set) handlers.state(false);
  };
  worker.on('error', (error) => die(Object.assign(new Error(`The database thread failed: ${error.message}`), { code: 'DATABASE_THREAD' })));
  worker.on('exit', (code) => die(Object.assign(new Error(`The database thread exited (${code}).`), { code: 'DATABASE_THREAD' })));

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const statement = (tx: number | undefined) => ({
    query: <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
      send<ThreadResult<T>>({ op: 'query', tx, sql, params, rowMode: options?.rowMode, raw: Boolean(options?.parsers) }),
    exec: (sql: string) => send<ThreadResult[]>({ op: 'exec', tx, sql }),
  });

  try {
    await send({ op: 'ready' });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    ...statement(undefined),
    async transaction(fn) {
      const tx = nextTx++;
      await send({ op: 'begin', tx });
      let closed = false;
      const handle: PGliteTransactionLike = {
        ...statement(tx),
        async rollback() {
          closed = true;
          await send({ op: 'rollback', tx });
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await fn(handle);
        if (!closed) {
          closed = true;
          await send({ op: 'commit', tx });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await send({ op: 'rollback', tx }).catch(() => {});
        }
        throw error;
      }
    },
    async listen(channel, handlers) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await send({ op: 'listen', channel });
      }
      set.add(handlers);
      handlers.state(!dead);
      return {
        async close() {
          set.delete(handlers);
        },
      };
    },
    queryWithSettings: <T>(settings: string, name: string, text: string, execute: string) => send<ThreadResult<T>>({ op: 'settings', settings, name, text, execute }),
    dumpImage: () => send<Uint8Array>({ op: 'dump' }),
    async close() {
      if (!dead) await send({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
