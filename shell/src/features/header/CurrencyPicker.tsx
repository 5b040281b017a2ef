import { useEffect, useId } from 'react';
import {
  DISPLAY_CURRENCIES, DISPLAY_CURRENCY_STORAGE_KEY, displayCurrencyChosen, isDisplayCurrency, selectDisplayCurrency, selectToken, useAppDispatch,
  useAppSelector, useAppStore,
} from '@wellness/shared/contract';
import { useShellT } from '../../messages';
import { whenAreaRendered } from '../../lib/areaRendered';
import pill from '../../lib/pill-select/pillSelect.module.css';
import styles from './CurrencyPicker.module.css';

/** The shell's preferences calls, loaded only for a signed-in visitor (the API client is not part of the first paint). */
const preferencesApi = () => import(/* webpackChunkName: "preferences" */ '../../lib/preferences/api');

const stored = (): string | null => {
  try {
    return window.localStorage.getItem(DISPLAY_CURRENCY_STORAGE_KEY);
  } catch {
    return null;
  }
};

/**
 * The display currency, chosen in the header: kept in this browser for every visitor, and saved in a signed-in
 * visitor's preferences (their saved one wins when they sign in). Restored after the first render, so the server's
 * HTML and the hydrated page agree.
 */
export function CurrencyPicker({ className, inMenu = false }: { className?: string; inMenu?: boolean }) {
  const { t } = useShellT();
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectDisplayCurrency);
  const token = useAppSelector(selectToken);
  const store = useAppStore();
  const id = useId();

  // The phone menu's copy of the picker only shows the choice: the header's restores it.
  useEffect(() => {
    if (inMenu) return;
    const local = stored();
    if (isDisplayCurrency(local)) dispatch(displayCurrencyChosen(local));
  }, [dispatch, inMenu]);
  // Signed in: the saved choice wins. Read once the page has painted: its answer comes after the first render either
  // way, and its chunk and call stay out of what the page's largest paint waits for.
  useEffect(() => {
    if (inMenu || !token) return;
    let current = true;
    whenAreaRendered()
      .then(preferencesApi)
      .then(({ readPreferences }) => readPreferences(store))
      .then((saved) => {
        if (current && isDisplayCurrency(saved.currency)) dispatch(displayCurrencyChosen(saved.currency));
      })
      // Unread (offline, a failed call): this browser's choice stays.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [dispatch, store, token, inMenu]);

  const choose = (value: string) => {
    if (!isDisplayCurrency(value)) return;
    dispatch(displayCurrencyChosen(value));
    try {
      window.localStorage.setItem(DISPLAY_CURRENCY_STORAGE_KEY, value);
    } catch {
      // Storage refused (private mode): the choice lasts for this visit.
    }
    // Unsaved (a failed call): the choice stays in this browser.
    if (token) preferencesApi().then(({ savePreferredCurrency }) => savePreferredCurrency(store, value)).catch(() => undefined);
  };

  return (
    <span className={`${styles.picker} ${inMenu ? styles.inMenu : ''} ${className ?? ''}`}>
      <label htmlFor={id} className={inMenu ? styles.menuLabel : pill.label}>{t('currency.label')}</label>
      <select id={id} className={pill.select} value={currency} title={t('currency.hint')} onChange={(e) => choose(e.target.value)}>
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code}>{code}</option>
        ))}
      </select>
    </span>
  );
}
