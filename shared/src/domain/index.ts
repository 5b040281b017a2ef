// @wellness/shared/domain: the product's words, numbers, rules and types, shared by the apps and the API. No
// validation library here (a lint rule keeps zod out): pages show these at first paint. The schemas that check
// input are @wellness/shared/schemas.
export * from './user';
export * from './constants';
export * from './messages';
export * from './text';
export * from './types';
export * from './booking';
export * from './trust';
export * from './conversations';
export * from './search';
export * from './programText';
export * from './map';
export * from './money';
export * from './currency';
export * from './translations';
