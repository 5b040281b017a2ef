import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../domain/user';
import { SESSION_TOKEN_STORAGE_KEY } from '../site/protocol.mjs';

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

export function writeStoredSession(session: SessionState, storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  if (session.user && session.token) {
    storage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
    storage.setItem(TOKEN_STORAGE_KEY, session.token);
  } else {
    storage.removeItem(USER_STORAGE_KEY);
    storage.removeItem(TOKEN_STORAGE_KEY);
  }
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
