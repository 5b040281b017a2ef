// Adds up the test results of one CI run and prints the closing line "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const stepFailures = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;

for (const file of ['test-results/jest.json', 'test-results/jest-pg.json', 'test-results/jest-pg-cluster.json']) {
  if (!existsSync(file)) continue;
  const jest = JSON.parse(readFileSync(file, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  console.log(`${file}: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numRuntimeErrorTestSuites ?? 0} suites that did not run`);
}

const e2eFile = 'e2e/test-results/results.json';
if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  console.log(`${e2eFile}: ${stats.expected} passed, ${stats.flaky} flaky (passed on retry), ${stats.unexpected} failed`);
}

// A step that failed without a test result (lint, typecheck, a runner that crashed) still fails the run.
const otherFailures = stepFailures > 0 && failed === 0 ? stepFailures : 0;
if (otherFailures) console.log(`${otherFailures} step(s) failed outside the test runners (see above)`);
console.log(`${passed} passed, ${failed + otherFailures} failed`);
process.exit(failed + otherFailures > 0 || passed === 0 ? 1 : 0);
