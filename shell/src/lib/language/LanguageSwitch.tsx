import { useId } from 'react';
import { selectUser, useAppSelector, useAppStore, useLocaleSwitch } from '@wellness/shared/contract';
import { isLocale, LOCALES, type Locale } from '@wellness/shared/format';
import { useShellT } from '../../messages';
import { rememberLanguage } from './cookie';
import pill from '../pill-select/pillSelect.module.css';
import styles from './LanguageSwitch.module.css';

/** Each language in itself (the same in every catalogue): a visitor finds theirs whatever the page's language. */
const LANGUAGE_NAME = { en: 'language.en', es: 'language.es', fr: 'language.fr' } as const satisfies Record<Locale, string>;

/**
 * The language of the site: the same page, its query and its scroll position in another language, with no reload
 * (the URL's language segment changes in place). A signed-in visitor's choice is saved to their Preferences.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useShellT();
  const id = useId();
  const switchLocale = useLocaleSwitch();
  const user = useAppSelector(selectUser);
  const store = useAppStore();

  const choose = (next: Locale) => {
    if (next === locale) return;
    switchLocale(next);
    rememberLanguage(next);
    if (user) {
      import(/* webpackChunkName: "preferences" */ '../preferences/api').then(({ savePreferredLanguage }) => savePreferredLanguage(store, next)).catch(() => undefined);
    }
  };

  return (
    <div className={`${styles.switch} ${className ?? ''}`}>
      <label htmlFor={id} className={pill.label}>
        {t('language.label')}
      </label>
      <select id={id} className={pill.select} value={locale} onChange={(event) => isLocale(event.target.value) && choose(event.target.value)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(LANGUAGE_NAME[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
