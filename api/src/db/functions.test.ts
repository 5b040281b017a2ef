// A SQL function may be defined, then redefined by later migrations (programs_summary_json three times): the body that
// runs is the last one, spread over the history. docs/sql-functions.md shows each function of the migrated database as
// it is now, and this keeps it so: after a migration that changes one, run this test with WRITE_SQL_FUNCTIONS=1 to
// write the file again, and read the diff.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApi, type TestApi } from '../test/harness';

const DOC = path.resolve(import.meta.dirname, '../../../docs/sql-functions.md');

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Line ends and trailing blanks differ between servers' pg_get_functiondef; the text does not. */
const normal = (text: string) => text.split('\n').map((line) => line.trimEnd()).join('\n').trim();

async function currentFunctions() {
  const rows = await api.database.query<{ name: string; args: string; def: string }>(
    `SELECT p.proname AS name, pg_get_function_identity_arguments(p.oid) AS args, pg_get_functiondef(p.oid) AS def
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p')
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
     ORDER BY 1, 2`,
  );
  return rows.map((r) => ({ heading: `${r.name}(${r.args})`, body: normal(r.def) }));
}

const HEADER = `# The SQL functions as they are now

Each function of the migrated database, as \`pg_get_functiondef\` shows it: the body that runs, whichever migrations
defined it before. Written by \`api/src/db/functions.test.ts\` (\`WRITE_SQL_FUNCTIONS=1\`), which keeps it equal to the
database; change a function with a new migration, never here.
`;

function parse(doc: string) {
  return [...doc.matchAll(/^## (.+)\n\n```sql\n([\s\S]*?)\n```$/gm)].map((m) => ({ heading: m[1]!, body: normal(m[2]!) }));
}

it('docs/sql-functions.md shows every SQL function of the database with its current body', async () => {
  const functions = await currentFunctions();
  expect(functions.length).toBeGreaterThan(5);
  if (process.env.WRITE_SQL_FUNCTIONS) {
    await writeFile(DOC, `${HEADER}${functions.map((f) => `\n## ${f.heading}\n\n\`\`\`sql\n${f.body}\n\`\`\`\n`).join('')}`);
  }
  expect(parse(await readFile(DOC, 'utf8'))).toEqual(functions);
});
