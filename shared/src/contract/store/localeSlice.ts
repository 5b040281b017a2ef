import { createSlice } from '@reduxjs/toolkit';
import type { Locale } from '../../format';

/**
 * The language the page is written in: every date, number and amount is formatted in it (@wellness/shared/format,
 * with this locale passed in). English for now; the languages will set it from the URL.
 */
export const localeSlice = createSlice({
  name: 'locale',
  initialState: 'en' as Locale,
  reducers: {},
  selectors: { selectLocale: (locale) => locale },
});

export const { selectLocale } = localeSlice.selectors;
