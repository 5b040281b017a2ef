import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { sessionSlice } from './sessionSlice';
import { uiSlice } from './uiSlice';

/**
 * Slices a remote injects at run time. A remote declares its slice here by module augmentation:
 *   declare module '@wellness/shared' { interface LazyLoadedSlices { catalog: CatalogState } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, uiSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
