// Shared jest settings for the browser-side packages (shell, remotes, shared).
const path = require('node:path');

// @wellness/shared's entry points, mapped to their source as its package.json exports them, so every package
// (shared itself included, which imports its own contract by name) gets the one module instance.
const sharedDir = path.join(__dirname, 'shared');
const sharedExports = require('./shared/package.json').exports;
// (An entry with export conditions maps to its default: the apps' target.)
const sharedEntries = Object.fromEntries(
  Object.entries(sharedExports)
    .map(([key, target]) => [key, typeof target === 'string' ? target : target.default])
    .filter(([key, target]) => !key.includes('*') && /\.(tsx?|mjs)$/.test(target))
    .map(([key, target]) => [`^@wellness/shared/${key.slice(2)}$`, path.join(sharedDir, target)]),
);

module.exports = (dir) => ({
  rootDir: dir,
  displayName: path.basename(dir),
  testEnvironment: path.join(__dirname, 'jest', 'jsdom-environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // A page's test renders, waits for its mock API and types: seconds on a loaded 2-core machine, where the default of
  // 5 s failed tests that pass (they assert what happens, never how fast).
  testTimeout: 20_000,
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  // The map's packages ship ES modules only: compiled like the source (the rest of node_modules is left as it is).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|d3-geo|d3-array|internmap|topojson-client|supercluster|kdbush)\\b)'],
  moduleNameMapper: {
    ...sharedEntries,
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': path.join(__dirname, 'jest', 'style-stub.cjs'),
    '\\.(webp|avif|png|jpe?g|svg|mp4|webm|mp3|ogg|woff2?)$': path.join(__dirname, 'jest', 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest', 'setup-dom.ts')],
});
