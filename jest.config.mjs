// One jest run, a project per package (each package has its own jest.config.cjs).
import os from 'node:os';

export default {
  // jest's default is one worker less than the cores: one on CI's 2-core machine, which then runs 280 files one after
  // the other (~40 min). Two share that machine (~16 min), each API file's database on a thread of its own.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // With two files at once a component test can take longer than jest's 5 s default; the API's files set 60 s
  // (api/src/test/setup.ts).
  testTimeout: 20_000,
  projects: ['<rootDir>/shared', '<rootDir>/federation', '<rootDir>/site', '<rootDir>/shell', '<rootDir>/mfe-marketing', '<rootDir>/mfe-catalog', '<rootDir>/mfe-dashboards', '<rootDir>/api'],
};
