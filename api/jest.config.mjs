// The API suite runs as native ES modules: PGlite loads its WebAssembly through dynamic import and import.meta.url,
// which jest only supports with `node --experimental-vm-modules` (see api/README.md).
const ESM_ONLY = ['cookie', 'content-disposition'];

export default {
  displayName: 'api',
  rootDir: import.meta.dirname ?? new URL('.', import.meta.url).pathname,
  testEnvironment: 'node',
  // @wellness/shared/domain with its schemas, as the API's build reads it (the `wellness-api` condition of its exports).
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', 'wellness-api'] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // `*.pg.test.ts` need a real PostgreSQL server (several API processes on one database): they run under
  // api/scripts/test-postgres.sh, which sets DATABASE_URL, and CI runs that; the PGlite run leaves them out.
  testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', '\\.pg\\.test\\.ts$'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // A few CommonJS dependencies of fastify require ESM-only packages (Node 20.19 allows that, jest does not):
  // compile just those to CommonJS.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_ONLY.join('|')})/)`],
  transform: {
    // .tsx: the emails' templates (src/lib/email), React rendered to static markup.
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', experimental: { keepImportAttributes: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'es6' } }],
    '/node_modules/.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testTimeout: 60_000,
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
