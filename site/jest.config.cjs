module.exports = { ...require('../jest.preset.cjs')(__dirname), testMatch: ['<rootDir>/{server,page,build}/**/*.test.{ts,tsx}'] };
