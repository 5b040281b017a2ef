import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_DISPLAY_CURRENCY, isDisplayCurrency, type DisplayCurrency } from '../../domain/currency';

/** Where a visitor without an account keeps their display currency (the signed-in keep it in their preferences). */
export const DISPLAY_CURRENCY_STORAGE_KEY = 'wellness_display_currency';

/**
 * The currency a visitor reads approximate prices in ("≈ €3,180" beside the program's own amount). The server's HTML
 * is written in the default; the header's picker restores a stored choice after hydration.
 */
export const currencySlice = createSlice({
  name: 'currency',
  initialState: DEFAULT_DISPLAY_CURRENCY as DisplayCurrency,
  reducers: {
    displayCurrencyChosen: (state, action: PayloadAction<string>) => (isDisplayCurrency(action.payload) ? action.payload : state),
  },
  selectors: { selectDisplayCurrency: (currency) => currency },
});

export const { displayCurrencyChosen } = currencySlice.actions;
export const { selectDisplayCurrency } = currencySlice.selectors;
