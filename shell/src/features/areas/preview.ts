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

/** Whether a manifest address is on one of the origins the config lets a browser preview from. */
function fromPreviewOrigin(config: RuntimeConfig, manifest: unknown): manifest is string {
  if (typeof manifest !== 'string') return false;
  try {
    return (config.previewOrigins ?? []).includes(new URL(manifest).origin);
  } catch {
    return false;
  }
}

/**
 * This browser's previews of remote releases (a release is tried before it is live): `?preview=catalog:https://…/mf-manifest.json` (several
 * separated by commas) starts one and keeps it in localStorage, `?preview=off` ends them all. Only from an origin the
 * site's config names in `previewOrigins` (the page's CSP allows code from those alone); anything else is ignored,
 * and a kept preview whose origin the config no longer names is dropped.
 */
export function previewsFor(config: RuntimeConfig, search: string, storage: Storage | undefined): Previews {
  if (!storage) return {};
  const asked = new URLSearchParams(search).get('preview');
  let previews = readStored(storage);
  if (asked === 'off') previews = {};
  else if (asked) {
    for (const item of asked.split(',')) {
      const at = item.indexOf(':');
      const name = item.slice(0, at) as RemoteName;
      if (at > 0 && name in config.remotes) previews[name] = item.slice(at + 1);
    }
  }
  for (const [name, manifest] of Object.entries(previews) as [RemoteName, unknown][]) {
    if (!(name in config.remotes) || !fromPreviewOrigin(config, manifest)) delete previews[name];
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
