export declare const PATH_LOCALES: readonly ['es', 'fr'];
export declare function splitLocale(pathname: string): { locale: 'en' | 'es' | 'fr'; pathname: string };
export declare function localizePath(path: string, locale: string): string;
export declare function localeBasename(locale: string): string;
