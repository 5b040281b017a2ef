import { combineSlices } from '@reduxjs/toolkit';
import { navBadgesSlice } from '../navigation/navBadgesSlice';
import { configSlice } from './configSlice';
import { currencySlice } from './currencySlice';
import { localeSlice } from './localeSlice';
import { sessionSlice } from './sessionSlice';
import { uiSlice } from './uiSlice';

/**
 * Slices injected at run time: the RTK Query API and each remote's own state. A remote declares its slice by
 * module augmentation:
 *   declare module '@wellness/shared/contract' { interface LazyLoadedSlices { catalog: CatalogState } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, uiSlice, configSlice, localeSlice, currencySlice, navBadgesSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
