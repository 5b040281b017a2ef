import { createSlice } from '@reduxjs/toolkit';
import { makeStore } from './makeStore';
import { rootReducer } from './rootReducer';

describe('rootReducer', () => {
  it('accepts a slice injected after the store was made, as a remote does', () => {
    const store = makeStore();
    const counter = createSlice({ name: 'remoteCounter', initialState: 0, reducers: { bumped: (n) => n + 1 } }).injectInto(rootReducer);
    store.dispatch(counter.actions.bumped());
    store.dispatch(counter.actions.bumped());
    expect(counter.selectSlice(store.getState() as never)).toBe(2);
    expect(store.getState().session).toEqual({ user: null, token: null });
  });
});
