export const REMOTE_NAMES = ['marketing', 'catalog', 'dashboards'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The shape of the shell's `/config.json`: where the API and each remote's manifest live. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
}

let current: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  remotes: {
    marketing: 'http://localhost:3001/mf-manifest.json',
    catalog: 'http://localhost:3002/mf-manifest.json',
    dashboards: 'http://localhost:3003/mf-manifest.json',
  },
};

export function setRuntimeConfig(next: RuntimeConfig): void {
  current = next;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function getApiBaseUrl(): string {
  return current.apiBaseUrl.replace(/\/$/, '');
}
