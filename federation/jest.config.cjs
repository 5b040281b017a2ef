module.exports = { ...require('../jest.preset.cjs')(__dirname), testMatch: ['<rootDir>/runtime/**/*.test.ts', '<rootDir>/*.test.ts'] };
