// The API's walls are ESLint's import zones (eslint.config.mjs): a feature never imports another feature, and the
// floors under the features (read-model, notify, lib, db, …) import none. This lints probes in those places.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

it('refuses a feature importing another feature, and accepts its own files and the floors', async () => {
  expect(await zoneErrors('api/src/features/saved/probe.ts', "import { answerReview } from '../reviews/answer';\nexport const x = answerReview;\n")).toEqual([
    expect.stringContaining('An API feature does not import another feature'),
  ]);
  expect(await zoneErrors('api/src/features/saved/probe.ts', "import { savedIds } from './service';\nimport { PUBLIC_SQL } from '../../read-model/summary-sql';\nexport const x = [savedIds, PUBLIC_SQL];\n")).toEqual([]);
}, 60_000);

it('refuses a floor importing a feature', async () => {
  expect(await zoneErrors('api/src/notify/probe.ts', "import { answerReview } from '../features/reviews/answer';\nexport const x = answerReview;\n")).toEqual([
    expect.stringContaining('import no feature'),
  ]);
}, 60_000);
