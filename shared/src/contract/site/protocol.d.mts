export declare const FIRST_VIEW_ID: 'first-view';
export declare const FIRST_VIEW_LAYOUT_CLASS: 'first-view-layout';
export declare const FIRST_VIEW_HEADER_CLASS: 'first-view-header';
export declare const FIRST_VIEW_MAIN_CLASS: 'first-view-main';
export declare const PRELOADS_AFTER_FIRST_PAINT_ID: 'preloads-after-first-paint';
export declare const HANDSHAKE_ID: 'site-handshake';
export declare const SESSION_TOKEN_STORAGE_KEY: 'wellness_token';
export declare const SESSION_COOKIE: 'wellness_session';
export declare const SESSION_CALLS_KEY: 'wellness.sessionCalls';
export declare const NAVIGATION_FILE: 'navigation.json';
export declare const FIRST_VIEW_DIR: 'first-view';
export declare function firstViewFiles(chunk: string, locale?: string): { view: string; calls: string };
export declare function pageChunkNames(pathname: string): string[];
export declare function ownsPath(path: string, pathname: string): boolean;
export declare function areaForPath(
  remotes: Record<string, { paths?: readonly string[] }>,
  pathname: string,
  navigation?: Readonly<Record<string, { paths?: readonly string[] } | undefined>>,
): string | null;
export declare const SERVER_VIEWS_FILE: string;
export { PATH_LOCALES, splitLocale, localizePath, localeBasename } from './localePath.mjs';
export declare const LANGUAGE_COOKIE: string;
