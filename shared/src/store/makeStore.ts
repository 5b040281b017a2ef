import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from './baseApi';
import { rootReducer, type RootState } from './rootReducer';
import { readStoredSession, signedIn, signedOut, userUpdated, writeStoredSession } from './sessionSlice';

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Restore the session from browser storage and keep it there (the shell does; tests usually don't). */
  persistSession?: boolean;
}

export function makeStore({ preloadedState, persistSession = false }: MakeStoreOptions = {}) {
  const listener = createListenerMiddleware();
  if (persistSession) {
    listener.startListening({
      predicate: (action) => signedIn.match(action) || signedOut.match(action) || userUpdated.match(action),
      effect: (_action, api) => writeStoredSession((api.getState() as RootState).session),
    });
  }
  const restored = persistSession && !preloadedState?.session ? { session: readStoredSession() } : {};
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, ...restored } as RootState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
