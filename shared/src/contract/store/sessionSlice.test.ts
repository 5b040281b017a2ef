import { runtimeConfigLoaded } from './configSlice';
import { makeStore } from './makeStore';
import { readStoredSession, signedIn, signedOut, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './sessionSlice';

const user = { firstName: 'Ana', lastName: 'Moreau', email: 'ana@example.test', phone: '+41791234567', role: 'facility' as const };

/** The session's cookie as the page's scripts see it (jsdom keeps a cookie jar for the page's origin). */
const sessionCookie = () => /(?:^|;\s*)wellness_session=([^;]*)/.exec(document.cookie)?.[1] ?? null;

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'wellness_session=; Path=/; Max-Age=0';
  });

  it('persists sign-in under the wellness storage keys and clears them on sign-out', () => {
    const store = makeStore({ persistSession: true });
    store.dispatch(signedIn({ user, token: 'tok' }));
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(user);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');

    store.dispatch(signedOut());
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('restores a stored session when the store is created', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    expect(makeStore({ persistSession: true }).getState().session).toEqual({ user, token: 'tok' });
  });

  it('keeps the token in the cookie the site’s server reads (ADR 0018) as long as it is stored, from the start', () => {
    // A session stored before the cookie existed gets it as the app starts.
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    const store = makeStore({ persistSession: true });
    expect(sessionCookie()).toBe('a.b.c');
    store.dispatch(signedIn({ user, token: 'd.e.f' }));
    expect(sessionCookie()).toBe('d.e.f');
    store.dispatch(signedOut());
    expect(sessionCookie()).toBeNull();
    // A cookie left after the storage was cleared goes as the app starts.
    document.cookie = 'wellness_session=g.h.i; Path=/';
    makeStore({ persistSession: true });
    expect(sessionCookie()).toBeNull();
  });

  it('treats a corrupt or half-written entry as signed out', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    expect(readStoredSession()).toEqual({ user: null, token: null });
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    expect(readStoredSession()).toEqual({ user: null, token: null });
  });

  it('ends the session on the server when signing out (POST /auth/logout with the token being dropped)', () => {
    const calls: [string, RequestInit | undefined][] = [];
    const saved = globalThis.fetch;
    globalThis.fetch = ((url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(new Response('{}'));
    }) as typeof fetch;
    try {
      const store = makeStore({ persistSession: true });
      store.dispatch(runtimeConfigLoaded({ apiBaseUrl: 'http://api.test/' }));
      store.dispatch(signedIn({ user, token: 'tok' }));
      store.dispatch(signedOut());
      expect(calls).toEqual([['http://api.test/auth/logout', { method: 'POST', headers: { Authorization: 'Bearer tok' }, keepalive: true }]]);
      // Signed out already: nothing more to end.
      store.dispatch(signedOut());
      expect(calls).toHaveLength(1);
    } finally {
      globalThis.fetch = saved;
    }
  });

  it('leaves storage alone when persistence is off', () => {
    makeStore().dispatch(signedIn({ user, token: 'tok' }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionCookie()).toBeNull();
  });
});
