export * from './config/runtimeConfig';
export * from './domain';
export * from './federation/contract';
export * from './store';
export * from './ui';
