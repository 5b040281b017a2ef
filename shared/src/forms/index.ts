export * from './useZodForm';
