export * from './user';
export * from './constants';
export * from './messages';
export * from './fields';
export * from './schemas';
export * from './types';
export * from './booking';
