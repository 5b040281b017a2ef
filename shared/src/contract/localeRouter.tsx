import { createContext, use, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
// React Router's own browser history, the one its BrowserRouter uses (exported as UNSAFE_ in 7.x: the same major is
// pinned by the contract).
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router, type Location, type NavigationType } from 'react-router';
import type { Locale } from '../format';
import { loadCatalogues } from './messageCatalogues';
import { localeBasename, localizePath, splitLocale } from './site/localePath.mjs';
import { useAppStore } from './store/hooks';
import { localeSet } from './store/localeSlice';

const LocaleSwitchContext = createContext<(locale: Locale) => void>(() => undefined);

/**
 * The app's router, with the language in the URL (`/es/…`, `/fr/…`, English unprefixed): React Router's
 * BrowserRouter, whose base is the path's language, so every area routes and links as in English (`<Link
 * to="/pricing">` is `/fr/pricing` on a French page) and the store's locale follows the URL (back and forward too).
 * Written over React Router's own history and `Router`, as its BrowserRouter is, because a change of language changes
 * the base and the location in one render (BrowserRouter would render the new location under the old base once).
 */
export function LocaleRouter({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const { locale } = splitLocale(location.pathname);
        if (store.getState().locale !== locale) store.dispatch(localeSet(locale));
        setState({ action, location });
      }),
    [history, store],
  );
  // The page, its query, its fragment and its state stay; only the language segment changes, in place (no new entry).
  const switchLocale = useCallback(
    (locale: Locale) => {
      // The page's texts in the new language first, so nothing on it shows a loading state in between.
      void loadCatalogues(locale).then(() => {
        const { pathname, search, hash, state: locationState } = history.location;
        history.replace(`${localizePath(pathname, locale)}${search}${hash}`, locationState);
      });
    },
    [history],
  );
  const { locale } = splitLocale(state.location.pathname);
  return (
    <LocaleSwitchContext value={switchLocale}>
      <Router basename={localeBasename(locale)} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </LocaleSwitchContext>
  );
}

/** Shows the current page in another language, keeping its path, query, state and scroll position, with no reload. */
export const useLocaleSwitch = () => use(LocaleSwitchContext);
