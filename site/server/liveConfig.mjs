// The live /config.json: deploy-time data kept outside every build, with the history of every config that
// was live beside it. SITE_DIR moves it (default .site/ at the workspace's root); RELEASES_DIR moves the remotes'
// kept releases (default .releases/).
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localRuntimeConfig } from '@wellness/federation/sites';
import { ROOT } from './root.cjs';

export { ROOT };

const siteDir = () => (process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(ROOT, '.site'));
export const liveConfigPath = () => path.join(siteDir(), 'config.json');
const historyPath = () => path.join(siteDir(), 'config-history.jsonl');
export const releasesDir = () => (process.env.RELEASES_DIR ? path.resolve(process.env.RELEASES_DIR) : path.join(ROOT, '.releases'));

/**
 * Makes `config` the live /config.json (atomically) and appends it, with why, to the history.
 * @param {object} config
 * @param {string} reason
 */
export function writeLiveConfig(config, reason) {
  mkdirSync(siteDir(), { recursive: true });
  const tmp = `${liveConfigPath()}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(tmp, liveConfigPath());
  appendFileSync(historyPath(), `${JSON.stringify({ at: new Date().toISOString(), reason, config })}\n`);
}

/**
 * The live /config.json; a new site starts with every remote's own build on its port.
 * @returns {import('@wellness/shared/contract').RuntimeConfig}
 */
export function readLiveConfig() {
  if (!existsSync(liveConfigPath())) writeLiveConfig(localRuntimeConfig(), 'first start: each remote from its own build');
  return JSON.parse(readFileSync(liveConfigPath(), 'utf8'));
}

/**
 * Every config that was live, oldest first.
 * @returns {{ at: string, reason: string, config: import('@wellness/shared/contract').RuntimeConfig }[]}
 */
export function configHistory() {
  if (!existsSync(historyPath())) return [];
  return readFileSync(historyPath(), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}
