import type { RemoteName, RuntimeConfig } from '@wellness/shared/contract';

export const PREVIEW_STORAGE_KEY = 'wellness_preview';

export type Previews = Partial<Record<RemoteName, string>>;

function readStored(storage: Storage): Previews {
  try {
    const value = JSON.parse(storage.getItem(PREVIEW_STORAGE_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Previews) : {};
  } catch {
    return {};
  }
}

/**
 * This browser's previews of remote releases (issue 14): `?preview=catalog:https://…/mf-manifest.json` (several
 * separated by commas) starts one and keeps it in localStorage, `?preview=off` ends them all. Only where the site's
 * config allows previews; elsewhere they are ignored.
 */
export function previewsFor(config: RuntimeConfig, search: string, storage: Storage | undefined): Previews {
  if (!config.allowPreview || !storage) return {};
  const asked = new URLSearchParams(search).get('preview');
  let previews = readStored(storage);
  if (asked === 'off') previews = {};
  else if (asked) {
    for (const item of asked.split(',')) {
      const at = item.indexOf(':');
      const name = item.slice(0, at) as RemoteName;
      const manifest = item.slice(at + 1);
      if (at > 0 && name in config.remotes && /^https?:\/\//.test(manifest)) previews[name] = manifest;
    }
  }
  if (Object.keys(previews).length) storage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(previews));
  else storage.removeItem(PREVIEW_STORAGE_KEY);
  return previews;
}

/** The config this browser runs: the site's, with each previewed remote's manifest in place of the live one. */
export function withPreviews(config: RuntimeConfig, previews: Previews): RuntimeConfig {
  const remotes = { ...config.remotes };
  for (const [name, manifest] of Object.entries(previews) as [RemoteName, string][]) remotes[name] = { ...remotes[name], manifest };
  return { ...config, remotes };
}
