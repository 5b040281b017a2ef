// What the API reads as @wellness/shared/domain (the `wellness-api` export condition of shared/package.json, set by the
// API's build, tests and typecheck): the domain and the schemas in one entry, until the API's imports name
// @wellness/shared/schemas for its schemas. Every app reads the zod-free domain.
export * from '../domain';
export * from './index';
