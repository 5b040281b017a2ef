// Shared jest settings for the browser-side packages (shell, remotes, shared).
const path = require('node:path');

module.exports = (dir) => ({
  rootDir: dir,
  displayName: path.basename(dir),
  testEnvironment: path.join(__dirname, 'jest', 'jsdom-environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': path.join(__dirname, 'jest', 'style-stub.cjs'),
    '\\.(webp|avif|png|jpe?g|svg|mp4|webm|mp3|ogg|woff2?)$': path.join(__dirname, 'jest', 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest', 'setup-dom.ts')],
});
