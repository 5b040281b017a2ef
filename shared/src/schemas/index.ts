// @wellness/shared/schemas: the zod schemas that check input at the API's edge and in the forms, built on the rules of
// @wellness/shared/domain. A page imports them only where it validates (a form, a dialog), so the validation library
// stays out of first paint.
export * from './fields';
export * from './query';
export * from './accounts';
export * from './programs';
export * from './clientErrors';
export * from './booking';
export * from './trust';
export * from './conversations';
export * from './search';
export * from './map';
export * from './money';
