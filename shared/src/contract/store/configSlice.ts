import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RuntimeConfig } from '../federation';

export interface ConfigState {
  /** Null until the shell has read /config.json: nothing calls the API before that. */
  apiBaseUrl: string | null;
}

/** The runtime config in the store, so RTK Query and every area read the same API address. */
export const configSlice = createSlice({
  name: 'config',
  initialState: (): ConfigState => ({ apiBaseUrl: null }),
  reducers: {
    runtimeConfigLoaded: (state, action: PayloadAction<Pick<RuntimeConfig, 'apiBaseUrl'>>) => {
      state.apiBaseUrl = action.payload.apiBaseUrl.replace(/\/$/, '');
    },
  },
  selectors: {
    selectApiBaseUrl: (state) => state.apiBaseUrl,
  },
});

export const { runtimeConfigLoaded } = configSlice.actions;
export const { selectApiBaseUrl } = configSlice.selectors;
