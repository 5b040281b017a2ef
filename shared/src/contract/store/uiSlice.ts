import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AuthDialogMode = 'signin' | 'signup';

/** Cross-area UI requests: a remote asks, the shell (which owns the dialogs) answers. */
export interface UiState {
  contactDialogOpen: boolean;
  authDialog: AuthDialogMode | null;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ contactDialogOpen: false, authDialog: null }),
  reducers: {
    contactDialogOpened: (state) => { state.contactDialogOpen = true; },
    contactDialogClosed: (state) => { state.contactDialogOpen = false; },
    authDialogOpened: (state, action: PayloadAction<AuthDialogMode>) => { state.authDialog = action.payload; },
    authDialogClosed: (state) => { state.authDialog = null; },
  },
  selectors: {
    selectContactDialogOpen: (state) => state.contactDialogOpen,
    selectAuthDialog: (state) => state.authDialog,
  },
});

export const { contactDialogOpened, contactDialogClosed, authDialogOpened, authDialogClosed } = uiSlice.actions;
export const { selectContactDialogOpen, selectAuthDialog } = uiSlice.selectors;
