export * from './config/runtimeConfig';
export * from './domain';
export * from './forms';
export * from './federation/contract';
export * from './federation/chatLoader';
export * from './store';
export * from './ui';
