import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider, rootReducer } from '@wellness/shared/contract';
import { makeTestStore } from '@wellness/shared/testing';
import { liveSlice, liveStatusChanged, POLL_WHILE_LIVE_DOWN_MS, useLivePollingInterval } from './liveStatus';

describe('polling while the live channel is down', () => {
  it('asks every 30 s until the channel is open, and again when it drops', () => {
    const store = makeTestStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useLivePollingInterval(), { wrapper });
    // No live client in this page (signed out, or not started yet): the page works by asking.
    expect(result.current).toBe(POLL_WHILE_LIVE_DOWN_MS);
    rootReducer.inject(liveSlice);
    act(() => {
      store.dispatch(liveStatusChanged('open'));
    });
    expect(result.current).toBe(0);
    act(() => {
      store.dispatch(liveStatusChanged('down'));
    });
    expect(result.current).toBe(POLL_WHILE_LIVE_DOWN_MS);
  });
});
