// PGlite on its own thread (plain ES module: loaded by worker_threads from src/ in tests and from dist/ when built).
// The API's thread sends statements and gets rows back (src/db/pglite-thread.ts); PostgreSQL in WebAssembly runs
// here, beside the HTTP work instead of on the same thread. A transaction is PGlite's own: its statements arrive
// tagged with its id, and PGlite holds every other statement until it ends.
import { readFileSync, writeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// drizzle-orm's pglite session asks for these types as strings; functions cannot cross threads, so they live here.
const keep = (value) => value;
const RAW_PARSERS = { [types.TIMESTAMP]: keep, [types.TIMESTAMPTZ]: keep, [types.INTERVAL]: keep, [types.DATE]: keep, 1231: keep, 1115: keep, 1185: keep, 1187: keep, 1182: keep };

// No btree_gin here (migrations/0064 skips its index where the extension is not offered): loaded beside pg_trgm,
// PGlite 0.5.16 corrupted pg_trgm's comparison pointer under load ("null function or function signature mismatch").
const options = { extensions: { pg_trgm, unaccent } };
// An image (a data folder PGlite dumped, db/client.ts `dumpImage`) starts the database where it was dumped, without
// initdb: the API's tests start each file's database from one image of the migrated, seeded schema.
if (workerData.image) options.loadDataDir = new Blob([readFileSync(workerData.image)]);
// Options go in the first argument when there is no folder: `new PGlite(undefined, options)` drops them.
const db = workerData.dataDir ? new PGlite(workerData.dataDir, options) : new PGlite(options);

// PGlite (0.5.16, execProtocolRawSync) catches every exception of PostgreSQL's main loop and rethrows none. Its own
// error jump (status 100) is a PostgreSQL ERROR, handled there; anything else (this thread's stack overflowing, a
// WebAssembly trap) leaves PostgreSQL half-way: the statement answers no rows and no error, later ones nothing or
// garbage, or the loop spins for ever. Nothing it answers can be trusted after that, so the thread says what happened
// and ends; the API then fails every statement with DATABASE_THREAD (db/pglite-thread.ts) instead of answering wrong
// or hanging. process.exit() in a worker ends the thread at once, even inside that loop.
const POSTGRES_MAIN_LONGJMP = 100;
db.waitReady.then(() => {
  const mod = db.Module;
  const loopOnce = mod._PostgresMainLoopOnce;
  mod._PostgresMainLoopOnce = (...args) => {
    try {
      return loopOnce(...args);
    } catch (error) {
      if (error?.status !== POSTGRES_MAIN_LONGJMP) {
        writeSync(2, `[database thread] PostgreSQL failed inside PGlite, the thread ends: ${error?.stack ?? error}\n`);
        process.exit(70);
      }
      throw error;
    }
  };
});

const post = (message) => parentPort.postMessage(message);

const fail = (id, error) =>
  post({
    id,
    error: {
      message: String(error?.message ?? error),
      ...Object.fromEntries(['code', 'severity', 'detail', 'hint', 'position', 'routine', 'constraint', 'table', 'column'].filter((k) => error?.[k] !== undefined).map((k) => [k, error[k]])),
    },
  });

const queryOptions = (m) => (m.rowMode || m.raw ? { ...(m.rowMode ? { rowMode: m.rowMode } : {}), ...(m.raw ? { parsers: RAW_PARSERS } : {}) } : undefined);
const plain = (result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });

/** Names of the statements prepared here by `settings` messages (a PREPARE outlives its transaction, even rolled back). */
const prepared = new Set();

/** Statements of open transactions, by transaction id: each transaction reads its own queue. */
const transactions = new Map();

function channel() {
  const items = [];
  let wake = null;
  return {
    push(item) {
      items.push(item);
      wake?.();
      wake = null;
    },
    async next() {
      while (items.length === 0) await new Promise((resolve) => (wake = resolve));
      return items.shift();
    },
  };
}

async function run(target, m) {
  if (m.op === 'query') return plain(await target.query(m.sql, m.params ?? [], queryOptions(m)));
  if (m.op === 'exec') return (await target.exec(m.sql)).map(plain);
  throw new Error(`unknown op ${m.op}`);
}

parentPort.on('message', async (m) => {
  if (m.tx !== undefined && m.op !== 'begin') {
    transactions.get(m.tx)?.push(m);
    return;
  }
  try {
    if (m.op === 'ready') {
      await db.waitReady;
      post({ id: m.id, result: true });
    } else if (m.op === 'listen') {
      // PGlite calls back while it reads the answer of the statement that committed the notification, so the
      // notification is posted before that answer.
      await db.listen(m.channel, (payload) => post({ channel: m.channel, payload }));
      post({ id: m.id, result: true });
    } else if (m.op === 'begin') {
      const queue = channel();
      transactions.set(m.tx, queue);
      let finished = false;
      db.transaction(async (tx) => {
        post({ id: m.id, result: true });
        for (;;) {
          const next = await queue.next();
          if (next.op === 'commit') {
            finished = next;
            return;
          }
          if (next.op === 'rollback') {
            finished = next;
            await tx.rollback();
            return;
          }
          try {
            post({ id: next.id, result: await run(tx, next) });
          } catch (error) {
            fail(next.id, error);
          }
        }
      })
        .then(async () => {
          if (!finished) return;
          post({ id: finished.id, result: true });
        })
        .catch((error) => (finished ? fail(finished.id, error) : fail(m.id, error)))
        .finally(() => transactions.delete(m.tx));
    } else if (m.op === 'settings') {
      // Settings and a prepared statement as one string: PostgreSQL runs a string of several statements as one implicit
      // transaction (SET LOCAL holds until its end, an error rolls it all back), and PGlite runs it as one call, about a
      // third of the time of BEGIN, the settings, the statement and COMMIT each sent apart (0.23 against 0.80 ms).
      // Marked prepared before it runs, so a statement that arrives meanwhile executes it rather than preparing it again
      // (PGlite runs calls in the order they came); a PREPARE outlives its transaction, even one rolled back.
      const preparing = !prepared.has(m.name);
      prepared.add(m.name);
      try {
        const results = await db.exec(`${m.settings}; ${preparing ? `PREPARE ${m.name} AS ${m.text}; ` : ''}${m.execute}`);
        post({ id: m.id, result: plain(results.at(-1)) });
      } catch (error) {
        if (preparing && (await db.query('SELECT 1 FROM pg_prepared_statements WHERE name = $1', [m.name])).rows.length === 0) prepared.delete(m.name);
        throw error;
      }
    } else if (m.op === 'dump') {
      const bytes = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      parentPort.postMessage({ id: m.id, result: bytes }, [bytes.buffer]);
    } else if (m.op === 'close') {
      await db.close();
      post({ id: m.id, result: true });
    } else {
      post({ id: m.id, result: await run(db, m) });
    }
  } catch (error) {
    fail(m.id, error);
  }
});
