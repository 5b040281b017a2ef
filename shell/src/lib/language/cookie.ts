import type { Locale } from '@wellness/shared/format';
import { LANGUAGE_COOKIE } from '@wellness/shared/site-protocol';

/** Remembers the visitor's language for a year, so the site's server sends `/` to it (first-party, no tracking). */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
