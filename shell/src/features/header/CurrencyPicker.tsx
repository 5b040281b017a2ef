import { useEffect, useId } from 'react';
import type { ApiSuccess, Preferences } from '@wellness/shared/domain';
import {
  DISPLAY_CURRENCIES, DISPLAY_CURRENCY_STORAGE_KEY, displayCurrencyChosen, isDisplayCurrency, selectApiBaseUrl, selectDisplayCurrency, selectToken, useAppDispatch,
  useAppSelector, type DisplayCurrency,
} from '@wellness/shared/contract';
import { useShellT } from '../../messages';
import styles from './CurrencyPicker.module.css';

/**
 * GET or PATCH /api/my/preferences with a plain fetch: the API client (RTK Query) is not part of the shell's first
 * paint, and a failure only leaves the choice in this browser.
 */
async function preferencesCall(base: string, token: string, method: 'GET' | 'PATCH', body?: { currency: DisplayCurrency }): Promise<Preferences | null> {
  try {
    const res = await fetch(`${base}/api/my/preferences`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return res.ok ? ((await res.json()) as ApiSuccess<Preferences>).data : null;
  } catch {
    return null;
  }
}

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
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const id = useId();

  // The phone menu's copy of the picker only shows the choice: the header's restores it.
  useEffect(() => {
    if (inMenu) return;
    const local = stored();
    if (isDisplayCurrency(local)) dispatch(displayCurrencyChosen(local));
  }, [dispatch, inMenu]);
  // Signed in: the saved choice wins.
  useEffect(() => {
    if (inMenu || !token || !apiBaseUrl) return;
    let current = true;
    void preferencesCall(apiBaseUrl, token, 'GET').then((saved) => {
      if (current && isDisplayCurrency(saved?.currency)) dispatch(displayCurrencyChosen(saved.currency));
    });
    return () => {
      current = false;
    };
  }, [dispatch, apiBaseUrl, token, inMenu]);

  const choose = (value: string) => {
    if (!isDisplayCurrency(value)) return;
    dispatch(displayCurrencyChosen(value));
    try {
      window.localStorage.setItem(DISPLAY_CURRENCY_STORAGE_KEY, value);
    } catch {
      // Storage refused (private mode): the choice lasts for this visit.
    }
    if (token && apiBaseUrl) void preferencesCall(apiBaseUrl, token, 'PATCH', { currency: value });
  };

  return (
    <span className={`${styles.picker} ${inMenu ? styles.inMenu : ''} ${className ?? ''}`}>
      <label htmlFor={id} className={inMenu ? styles.menuLabel : styles.label}>{t('currency.label')}</label>
      <select id={id} className={styles.select} value={currency} title={t('currency.hint')} onChange={(e) => choose(e.target.value)}>
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code}>{code}</option>
        ))}
      </select>
    </span>
  );
}
