import { useEffect, useId } from 'react';
import { baseApi } from '@wellness/shared/api';
import { DISPLAY_CURRENCIES, isDisplayCurrency, type ApiSuccess, type DisplayCurrency, type Preferences } from '@wellness/shared/domain';
import { DISPLAY_CURRENCY_STORAGE_KEY, displayCurrencyChosen, selectDisplayCurrency, selectUser, useAppDispatch, useAppSelector } from '@wellness/shared/contract';
import styles from './CurrencyPicker.module.css';

/** The picker's texts, one place for their translations. */
export const CURRENCY_PICKER_TEXTS = {
  label: 'Currency',
  hint: 'Prices are charged in each program\'s own currency; amounts in this one are estimates.',
};

const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/preferences: the signed-in visitor's saved display currency. */
    headerPreferences: build.query<Preferences, void>({
      query: () => '/api/my/preferences',
      transformResponse: (response: ApiSuccess<Preferences>) => response.data,
    }),
    /** PATCH /api/my/preferences: saves the display currency alone. */
    saveDisplayCurrency: build.mutation<Preferences, DisplayCurrency>({
      query: (currency) => ({ url: '/api/my/preferences', method: 'PATCH', body: { currency } }),
      transformResponse: (response: ApiSuccess<Preferences>) => response.data,
    }),
  }),
});

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
export function CurrencyPicker({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectDisplayCurrency);
  const signedIn = useAppSelector(selectUser) !== null;
  const { data: saved } = preferencesApi.useHeaderPreferencesQuery(undefined, { skip: !signedIn });
  const [save] = preferencesApi.useSaveDisplayCurrencyMutation();
  const id = useId();

  useEffect(() => {
    const local = stored();
    if (isDisplayCurrency(local)) dispatch(displayCurrencyChosen(local));
  }, [dispatch]);
  useEffect(() => {
    if (isDisplayCurrency(saved?.currency)) dispatch(displayCurrencyChosen(saved.currency));
  }, [dispatch, saved?.currency]);

  const choose = (value: string) => {
    if (!isDisplayCurrency(value)) return;
    dispatch(displayCurrencyChosen(value));
    try {
      window.localStorage.setItem(DISPLAY_CURRENCY_STORAGE_KEY, value);
    } catch {
      // Storage refused (private mode): the choice lasts for this visit.
    }
    if (signedIn) void save(value);
  };

  return (
    <span className={`${styles.picker} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{CURRENCY_PICKER_TEXTS.label}</label>
      <select id={id} className={styles.select} value={currency} title={CURRENCY_PICKER_TEXTS.hint} onChange={(e) => choose(e.target.value)}>
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code}>{code}</option>
        ))}
      </select>
    </span>
  );
}
