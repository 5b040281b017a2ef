import { configureStore, createDynamicMiddleware, createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './rootReducer';
import { readStoredSession, signedIn, signedOut, userUpdated, writeSessionCookie, writeStoredSession } from './sessionSlice';

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Restore the session from browser storage and keep it there (the shell does; tests usually don't). */
  persistSession?: boolean;
}

// Middleware added after the store exists: RTK Query's, when the first page that calls the API loads.
const lateMiddlewares: Middleware[] = [];

/** Dispatched when a store takes late middleware, so that the reducers injected with it have their state. */
export const LATE_MIDDLEWARE_JOINED = 'store/lateMiddlewareJoined';

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

/**
 * First in the chain: when late middleware has come since this store's last action, a plain action goes through the
 * store before that one. The reducers injected with the middleware (RTK Query's `api`: rootReducer.inject) only get
 * their state on an action, and a thunk runs before the late middleware sees anything: a query that was the first
 * action after the API's module loaded found no `state.api`, was refused ("uninitialized", no request), and its page
 * waited for it for ever, behind the server's view it held (`catalog-filters`' reload, now and then).
 */
function joinLateMiddleware(): Middleware {
  // A store made after the middleware came had its reducers' state from its first (initial) action.
  let seen = lateMiddlewares.length;
  return (api) => (next) => (action) => {
    if (seen !== lateMiddlewares.length) {
      seen = lateMiddlewares.length;
      api.dispatch({ type: LATE_MIDDLEWARE_JOINED });
    }
    return next(action);
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
  // The cookie follows the stored session from the start: a session stored before the cookie existed gets it, and a
  // cookie left after the storage was cleared goes.
  if (restored.session) writeSessionCookie(restored.session.token);
  return configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, ...restored } as RootState,
    middleware: (getDefault) => getDefault().prepend(joinLateMiddleware(), listener.middleware).concat(lateMiddlewareOfOneStore()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
