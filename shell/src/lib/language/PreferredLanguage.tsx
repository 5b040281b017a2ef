import { useEffect, useRef } from 'react';
import { selectUser, useAppSelector, useAppStore, useLocaleSwitch } from '@wellness/shared/contract';
import { isLocale } from '@wellness/shared/format';
import { rememberLanguage } from './cookie';

/**
 * A visitor who signs in sees the site in their Preferences language: once, when they sign in (an address they open
 * later keeps its own language, so a shared link shows what it says).
 */
export function PreferredLanguage() {
  const user = useAppSelector(selectUser);
  const switchLocale = useLocaleSwitch();
  const store = useAppStore();
  const signedInBefore = useRef(Boolean(user));
  useEffect(() => {
    const was = signedInBefore.current;
    signedInBefore.current = Boolean(user);
    if (!user || was) return;
    import(/* webpackChunkName: "preferences" */ '../preferences/api')
      .then(({ readPreferredLanguage }) => readPreferredLanguage(store))
      .then((language) => {
        if (!isLocale(language) || language === store.getState().locale) return;
        switchLocale(language);
        rememberLanguage(language);
      })
      .catch(() => undefined);
  }, [user, store, switchLocale]);
  return null;
}
