export type AppName = 'shell' | 'marketing' | 'catalog' | 'dashboards';
export type RemoteName = 'marketing' | 'catalog' | 'dashboards';
export declare const PORTS: Readonly<Record<AppName | 'api', number>>;
export declare const REMOTE_NAMES: readonly RemoteName[];
export declare const APP_NAMES: readonly AppName[];
export declare const APP_DIRS: Readonly<Record<AppName, string>>;
export declare function localUrl(name: AppName | 'api', port?: number): string;
export declare const SITE_ORIGINS: readonly string[];
export declare const DEV_ORIGIN_PATTERN: RegExp;
export interface AreaDefaults {
  paths?: readonly string[];
  footer?: boolean;
}
export declare const DEFAULT_AREAS: Readonly<Record<RemoteName, AreaDefaults>>;
export declare function localRuntimeConfig(): {
  apiBaseUrl: string;
  previewOrigins: string[];
  remotes: Record<RemoteName, AreaDefaults & { manifest: string }>;
};
