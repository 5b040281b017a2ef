import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../format';

/**
 * The language the page is written in: every date, number and amount is formatted in it (@wellness/shared/format,
 * with this locale passed in) and every text is written in it (@wellness/shared/i18n). It comes from the URL: the
 * shell's router sets it from the path's language (`/es/…`, `/fr/…`, English unprefixed).
 */
export const localeSlice = createSlice({
  name: 'locale',
  initialState: 'en' as Locale,
  reducers: { localeSet: (_locale, action: PayloadAction<Locale>) => action.payload },
  selectors: { selectLocale: (locale) => locale },
});

export const { selectLocale } = localeSlice.selectors;
export const { localeSet } = localeSlice.actions;
