// Adds up the test results of one CI run and prints the closing line "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const stepFailures = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
/** The tests that failed or passed only on retry, named at the end: CI's log may keep only its tail. */
const named = [];

for (const file of ['test-results/jest.json', 'test-results/jest-pg.json', 'test-results/jest-pg-cluster.json']) {
  if (!existsSync(file)) continue;
  const jest = JSON.parse(readFileSync(file, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  console.log(`${file}: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numRuntimeErrorTestSuites ?? 0} suites that did not run`);
  for (const suite of jest.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    const failures = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failures) named.push(`failed: ${where} › ${test.fullName}`);
    if (suite.status === 'failed' && failures.length === 0) named.push(`did not run: ${where}: ${String(suite.message ?? '').split('\n').find((line) => line.trim()) ?? ''}`);
  }
}

const e2eFile = 'e2e/test-results/results.json';
if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  console.log(`${e2eFile}: ${stats.expected} passed, ${stats.flaky} flaky (passed on retry), ${stats.unexpected} failed`);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message ?? '';
        // Playwright's messages carry terminal colours (ESC [ … m).
        // eslint-disable-next-line no-control-regex
        const firstLine = error.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? '';
        named.push(`${test.status === 'flaky' ? 'flaky' : 'failed'}: e2e ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine.trim()}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(e2eFile, 'utf8')).suites ?? []) walk(suite, []);
}

for (const line of named) console.log(line);

// A step that failed without a test result (lint, typecheck, a runner that crashed) still fails the run.
const otherFailures = stepFailures > 0 && failed === 0 ? stepFailures : 0;
if (otherFailures) console.log(`${otherFailures} step(s) failed outside the test runners (see above)`);
console.log(`${passed} passed, ${failed + otherFailures} failed`);
process.exit(failed + otherFailures > 0 || passed === 0 ? 1 : 0);
