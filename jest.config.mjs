// One jest run, a project per package (each package has its own jest.config.cjs).
export default {
  projects: ['<rootDir>/shared', '<rootDir>/federation', '<rootDir>/site', '<rootDir>/shell', '<rootDir>/mfe-marketing', '<rootDir>/mfe-catalog', '<rootDir>/mfe-dashboards', '<rootDir>/api'],
};
