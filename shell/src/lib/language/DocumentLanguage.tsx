import { useEffect } from 'react';
import { useLocale } from '@wellness/shared/contract';

/** `<html lang>` follows the page's language after a switch (the server wrote the first one). */
export function DocumentLanguage() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
