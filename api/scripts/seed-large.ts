// Adds generated programs (default 100,000) to the configured database, for the benchmarks: the generator is
// src/db/bulk-programs.ts, the same for every size. Usage: DATA_DIR=/tmp/x node dist/seed-large.mjs [count]
// (or with DATABASE_URL). Prints one JSON line: how many were asked for, added, and the milliseconds it took.
import { openAppDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { seedBulkPrograms } from '../src/db/bulk-programs';

const count = Number(process.argv[2] ?? 100_000);
const database = await openAppDatabase(loadConfig());
try {
  const result = await seedBulkPrograms(database, count, { log: (line) => process.stderr.write(`[seed-large] ${line}\n`) });
  console.log(JSON.stringify({ seeded: count, ...result }));
} finally {
  await database.close();
}
