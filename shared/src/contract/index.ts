// @wellness/shared/contract: everything that must be one instance on a page (DESIGN §4, §5). The shell provides it
// as a strict singleton; every remote consumes the shell's copy. Keep it small: it is on every first paint.
export * from './router';
export * from './redux';
export * from './federation';
export { endFirstPaint, FirstPaint, FirstPaintEnd, lazyPage, preparePage, startFirstPaint, useFirstPaintHold, type PageModule } from './firstPaint';
export { makeStore, addMiddleware, type AppStore, type AppDispatch, type MakeStoreOptions } from './store/makeStore';
export { rootReducer, type RootState, type LazyLoadedSlices } from './store/rootReducer';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export {
  sessionSlice, signedIn, signedOut, userUpdated, selectUser, selectToken, selectRole, readStoredSession, writeStoredSession,
  USER_STORAGE_KEY, TOKEN_STORAGE_KEY, type SessionState,
} from './store/sessionSlice';
export {
  uiSlice, contactDialogOpened, contactDialogClosed, authDialogOpened, authDialogClosed, selectContactDialogOpen, selectAuthDialog,
  type UiState, type AuthDialogMode,
} from './store/uiSlice';
export { configSlice, runtimeConfigLoaded, selectApiBaseUrl, type ConfigState } from './store/configSlice';
