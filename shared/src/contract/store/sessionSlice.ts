import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../domain/user';
import { SESSION_COOKIE, SESSION_TOKEN_STORAGE_KEY } from '../site/protocol.mjs';

export const USER_STORAGE_KEY = 'wellness_user';
// The shell's entry reads it before the contract loads (the page's session calls): named in the site's protocol.
export const TOKEN_STORAGE_KEY = SESSION_TOKEN_STORAGE_KEY;

export interface SessionState {
  user: User | null;
  token: string | null;
}

export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SessionState {
  try {
    const token = storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
    const rawUser = storage?.getItem(USER_STORAGE_KEY) ?? null;
    const user = rawUser ? (JSON.parse(rawUser) as User) : null;
    if (token && user && typeof user.email === 'string' && typeof user.role === 'string') return { user, token };
  } catch {
    // A corrupt entry means signed out, never a crash.
  }
  return { user: null, token: null };
}

/** How long the session's cookie lasts: the API's default token lifetime (a token it has refused renders no view). */
const SESSION_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 3600;

/**
 * The session's token as a cookie of the site's pages, or none (ADR 0018): with it the site's server renders a private
 * page with the visitor's own data. SameSite=Strict, so a request another site starts never carries it; Secure on
 * https. It follows the storage, which stays the session's source: written with it, and again as the app starts.
 */
export function writeSessionCookie(token: string | null, doc: Pick<Document, 'cookie' | 'location'> | undefined = globalThis.document): void {
  if (!doc) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = token
    ? `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}; SameSite=Strict${secure}`
    : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

export function writeStoredSession(session: SessionState, storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  if (session.user && session.token) {
    storage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
    storage.setItem(TOKEN_STORAGE_KEY, session.token);
  } else {
    storage.removeItem(USER_STORAGE_KEY);
    storage.removeItem(TOKEN_STORAGE_KEY);
  }
  writeSessionCookie(session.user && session.token ? session.token : null);
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ user: null, token: null }),
  reducers: {
    signedIn: (_state, action: PayloadAction<{ user: User; token: string }>) => action.payload,
    userUpdated: (state, action: PayloadAction<Partial<User>>) => {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    signedOut: () => ({ user: null, token: null }),
  },
  selectors: {
    selectUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectRole: (state) => state.user?.role ?? null,
  },
});

export const { signedIn, signedOut, userUpdated } = sessionSlice.actions;
export const { selectUser, selectToken, selectRole } = sessionSlice.selectors;
