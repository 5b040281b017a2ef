import { createSlice, useAppSelector, type PayloadAction, type RootState } from '@wellness/shared/contract';

/** The live channel of this tab: not started (signed out), connecting, open, or down (waiting to reconnect). */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'down';

export interface LiveState {
  status: LiveStatus;
}

export const liveSlice = createSlice({
  name: 'live',
  initialState: (): LiveState => ({ status: 'off' }),
  reducers: {
    liveStatusChanged: (state, action: PayloadAction<LiveStatus>) => {
      state.status = action.payload;
    },
  },
});

export const { liveStatusChanged } = liveSlice.actions;

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    live: LiveState;
  }
}

/** The channel's status; `off` until the live client has joined the store. */
export const selectLiveStatus = (state: RootState): LiveStatus => state.live?.status ?? 'off';

/** How often a page that shows threads asks again while the channel is not open (it then works by asking). */
export const POLL_WHILE_LIVE_DOWN_MS = 30_000;

/** `pollingInterval` for the inbox and thread queries: none while the channel is open, 30 s otherwise. */
export function useLivePollingInterval(): number {
  return useAppSelector(selectLiveStatus) === 'open' ? 0 : POLL_WHILE_LIVE_DOWN_MS;
}
