import { configureStore, createDynamicMiddleware, createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './rootReducer';
import { readStoredSession, signedIn, signedOut, userUpdated, writeStoredSession } from './sessionSlice';

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Restore the session from browser storage and keep it there (the shell does; tests usually don't). */
  persistSession?: boolean;
}

// Middleware added after the store exists: RTK Query's, when the first page that calls the API loads.
const lateMiddlewares: Middleware[] = [];

/** Adds a middleware to every store made by makeStore, those made already included (once per middleware). */
export function addMiddleware(...middlewares: Middleware[]): void {
  for (const middleware of middlewares) if (!lateMiddlewares.includes(middleware)) lateMiddlewares.push(middleware);
}

/**
 * A store's own dynamic middleware, which takes each late middleware at its first action after it was added. One per
 * store: RTK's keeps every store it serves in a Map (its instance of each middleware, by store), so one shared by all
 * stores held each of them forever, with its state, wherever stores come and go: the site's server makes one a render
 * (~25 KB a page kept, 1,500 home pages +38 MB of heap after a full GC).
 */
function lateMiddlewareOfOneStore(): Middleware {
  const dynamic = createDynamicMiddleware();
  let taken = 0;
  return (api) => (next) => {
    const dispatch = dynamic.middleware(api)(next);
    return (action) => {
      if (taken !== lateMiddlewares.length) {
        dynamic.addMiddleware(...lateMiddlewares);
        taken = lateMiddlewares.length;
      }
      return dispatch(action);
    };
  };
}

export function makeStore({ preloadedState, persistSession = false }: MakeStoreOptions = {}) {
  const listener = createListenerMiddleware();
  if (persistSession) {
    listener.startListening({
      predicate: (action) => signedIn.match(action) || signedOut.match(action) || userUpdated.match(action),
      effect: (_action, api) => writeStoredSession((api.getState() as RootState).session),
    });
    // Signing out ends the session on the server too (POST /auth/logout): its token is refused from then on and the
    // live streams it opened close, even if a copy of the token outlives this tab. Best effort: offline, the token
    // still expires on its own.
    listener.startListening({
      actionCreator: signedOut,
      effect: (_action, api) => {
        const before = api.getOriginalState() as RootState;
        const base = (api.getState() as RootState).config.apiBaseUrl;
        const token = before.session.token;
        if (!token || !base || typeof fetch !== 'function') return;
        fetch(`${base}/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
      },
    });
  }
  const restored = persistSession && !preloadedState?.session ? { session: readStoredSession() } : {};
  return configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, ...restored } as RootState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(lateMiddlewareOfOneStore()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
