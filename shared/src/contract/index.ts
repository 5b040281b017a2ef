// @wellness/shared/contract: everything that must be one instance on a page. The shell provides it as a strict
// singleton; every remote consumes the shell's copy. Keep it small: it is on every first paint.
export * from './router';
export * from './redux';
export * from './federation';
export { endFirstView, FirstViewEnd, FirstViewFallback, startFirstView, useFirstViewHold } from './firstView';
export { lazyPage, preparePage, type PageModule } from './pages';
export { hasServerData, readHandshake, serverStartedCall, takeServerData, takeServerStarted, takeSessionStarted, type SessionCall, type SiteHandshake } from './site/handshake';
export type { PrerenderModule, ChromeModule } from './site/prerender';
export type { PageEntry, PageRoute, PageServerModule } from './routes';
export type { PageHead, ServerApiAnswer, ServerView, ServerViewOutcome, ServerViewRequest } from './site/serverView';
export type { ExploreState, ProgramsListState, ProgramDetailsState, NavigationState } from './navigation/states';
export {
  FOOTER_COLUMNS, type FooterColumn, type NavArea, type NavAudience, type NavEntry, type NavigationDeclaration, type NavPlacement, type PathGuard,
} from './navigation/types';
export { entriesIn, isCurrentEntry, mayOpen, rolesFor, runsUnderHeader, type PlacedEntry, type SiteNavigation } from './navigation/select';
export { navBadgesSlice, navBadgeSet, selectNavBadge, type NavBadgesState } from './navigation/navBadgesSlice';
export { makeStore, addMiddleware, type AppStore, type AppDispatch, type MakeStoreOptions } from './store/makeStore';
export { rootReducer, type RootState, type LazyLoadedSlices } from './store/rootReducer';
export { useAppDispatch, useAppSelector, useAppStore, useLocale } from './store/hooks';
export {
  sessionSlice, signedIn, signedOut, userUpdated, selectUser, selectToken, selectRole, readStoredSession, writeStoredSession,
  USER_STORAGE_KEY, TOKEN_STORAGE_KEY, type SessionState,
} from './store/sessionSlice';
export {
  uiSlice, contactDialogOpened, contactDialogClosed, authDialogOpened, signInAskedFor, authDialogClosed, selectContactDialogOpen, selectAuthDialog,
  selectAfterSignIn, type UiState, type AuthDialogMode,
} from './store/uiSlice';
export { configSlice, runtimeConfigLoaded, selectApiBaseUrl, type ConfigState } from './store/configSlice';
export { selectLocale, localeSet } from './store/localeSlice';
export { LocaleRouter, useLocaleSwitch } from './localeRouter';
export { loadCatalogues, registerCatalogue, type Loadable } from './messageCatalogues';
export { defineMessages, keysOf, messagesT, type MessageCatalogue, type MessageLoaders, type Messages, type TFunction, type TOptions } from './messages';
export { loadUiMessages, uiT, useUiT } from './uiMessages';
export { domainWords, loadDomainWords, useDomainWords, type DomainWords } from './domainWords';
export { currencySlice, displayCurrencyChosen, DISPLAY_CURRENCY_STORAGE_KEY, selectDisplayCurrency } from './store/currencySlice';
// The header's picker reads them here: the whole domain entry is not part of the shell's first paint.
export { DISPLAY_CURRENCIES, isDisplayCurrency, type DisplayCurrency } from '../domain/currency';
