import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AuthDialogMode = 'signin' | 'signup';

/** Cross-area UI requests: a remote asks, the shell (which owns the dialogs) answers. */
export interface UiState {
  contactDialogOpen: boolean;
  authDialog: AuthDialogMode | null;
  /** Where to go once signed in: a page a signed-out visitor asked for and was sent home from. */
  afterSignIn: string | null;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ contactDialogOpen: false, authDialog: null, afterSignIn: null }),
  reducers: {
    contactDialogOpened: (state) => { state.contactDialogOpen = true; },
    contactDialogClosed: (state) => { state.contactDialogOpen = false; },
    authDialogOpened: (state, action: PayloadAction<AuthDialogMode>) => { state.authDialog = action.payload; },
    /** The sign-in dialog, to go on to this page (path, query and hash) once signed in. */
    signInAskedFor: (state, action: PayloadAction<string>) => {
      state.authDialog = 'signin';
      state.afterSignIn = action.payload;
    },
    authDialogClosed: (state) => {
      state.authDialog = null;
      state.afterSignIn = null;
    },
  },
  selectors: {
    selectContactDialogOpen: (state) => state.contactDialogOpen,
    selectAuthDialog: (state) => state.authDialog,
    selectAfterSignIn: (state) => state.afterSignIn,
  },
});

export const { contactDialogOpened, contactDialogClosed, authDialogOpened, signInAskedFor, authDialogClosed } = uiSlice.actions;
export const { selectContactDialogOpen, selectAuthDialog, selectAfterSignIn } = uiSlice.selectors;
