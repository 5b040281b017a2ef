export * from './baseApi';
export * from './hooks';
export * from './makeStore';
export * from './rootReducer';
export * from './sessionSlice';
export * from './uiSlice';
