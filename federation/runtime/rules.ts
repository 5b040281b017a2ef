// The share-scope rules of the page (ADR 0004): which version of a shared module a build is offered and given.
import { FederationError, report, type ShareConfig, type ShareRules, type ShareScope, type SharedProvider } from './registry';
import { compareVersions, satisfies } from '../semver.mjs';

/** Offers a version of a shared module, unless the same version is already offered (the first offer stays). */
export function provide(scope: ShareScope, name: string, provider: Omit<SharedProvider, 'loaded' | 'useIn'>): void {
  const versions = (scope[name] ??= {});
  const current = versions[provider.version];
  // A loaded copy stays; else an eager one wins; else the first offer, which is the shell's: it registers before any
  // remote, and its copy's dependencies are already on the page. (webpack's rule, the first build by name, made a
  // remote named "catalog" fetch its own RTK Query and everything its chunk groups with it: 43 KB on a first view.)
  if (current && (current.loaded || current.eager || !provider.eager)) return;
  versions[provider.version] = { ...provider, loaded: false, useIn: [] };
}

/**
 * The version a build gets: a singleton's loaded copy (loaded first), else its highest version; any other module's
 * highest version in range. Null when the scope offers none (the build then uses its own copy).
 */
export function choose(scope: ShareScope | undefined, name: string, config: ShareConfig, consumer: string): SharedProvider | null {
  const versions = Object.values(scope?.[name] ?? {});
  if (versions.length === 0) return null;
  const range = config.requiredVersion || '*';
  if (config.singleton) {
    const loaded = versions.find((v) => v.loaded);
    const chosen = loaded ?? versions.sort((a, b) => compareVersions(b.version, a.version))[0]!;
    if (!satisfies(chosen.version, range)) {
      const message = `${consumer} needs ${name} ${range}, but this page runs ${chosen.version}`;
      if (config.strictVersion) throw report(new FederationError(message, 'version-mismatch', consumer, { shareKey: name, needed: range, found: chosen.version }));
      console.warn(`[federation] ${message}`);
    }
    return chosen;
  }
  const inRange = versions.filter((v) => satisfies(v.version, range)).sort((a, b) => compareVersions(b.version, a.version));
  return inRange.find((v) => v.loaded) ?? inRange[0] ?? null;
}

/** Loads a chosen version and records who uses it. */
async function take(provider: SharedProvider, consumer: string): Promise<() => unknown> {
  provider.loaded = true;
  if (!provider.useIn.includes(consumer)) provider.useIn.push(consumer);
  return provider.get();
}

export const shareRules: ShareRules = { provide, choose, take };
