import { useEffect, useRef } from 'react';
import { selectUser, useAppSelector, useLocale, useLocaleSwitch } from '@wellness/shared/contract';
import { isLocale } from '@wellness/shared/format';
import { useLazyShellPreferencesQuery } from './api';
import { rememberLanguage } from './cookie';

/**
 * A visitor who signs in sees the site in their Preferences language: once, when they sign in (an address they open
 * later keeps its own language, so a shared link shows what it says).
 */
export function PreferredLanguage() {
  const user = useAppSelector(selectUser);
  const locale = useLocale();
  const switchLocale = useLocaleSwitch();
  const [readPreferences] = useLazyShellPreferencesQuery();
  const signedInBefore = useRef(Boolean(user));
  const current = useRef(locale);
  current.current = locale;
  useEffect(() => {
    const was = signedInBefore.current;
    signedInBefore.current = Boolean(user);
    if (!user || was) return;
    void readPreferences(undefined, false)
      .unwrap()
      .then(({ language }) => {
        if (!isLocale(language) || language === current.current) return;
        switchLocale(language);
        rememberLanguage(language);
      })
      .catch(() => undefined);
  }, [user, readPreferences, switchLocale]);
  return null;
}
