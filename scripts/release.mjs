// pnpm release: ship one remote on its own (docs/releasing.md).
//   pnpm release <remote> [--activate]   build it, check it against the live shell, keep it as an immutable release
//                                         in .releases/<remote>/<version>/; --activate makes it live; --no-build
//                                         keeps the build already in <remote>/dist
// Releases are served from RELEASE_BASE_URL_<REMOTE> (e.g. RELEASE_BASE_URL_CATALOG=https://cdn…/catalog/releases),
// by default from each remote's own server under /releases/.
//   pnpm release activate <remote> <version>   make a kept release live (the live /config.json points at it)
//   pnpm release rollback <remote>       make live again the release that was live before the current one
//   pnpm release status                  what is live, what is kept, the preview link of each kept release
//   pnpm release check                   every remote's build against the shell's build (CI)
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_DIRS, REMOTE_NAMES, localUrl } from '../federation/sites.mjs';
import { satisfies } from '../federation/semver.mjs';
import { configHistory, readLiveConfig, releasesDir, writeLiveConfig } from '../site/server/index.mjs';
import { ROOT, SHELL_URL, run } from './workspace.mjs';

const fail = (message) => {
  console.error(`release: ${message}`);
  process.exit(1);
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const distOf = (remote) => path.join(ROOT, APP_DIRS[remote], 'dist');
const versionOf = (remote) => readJson(path.join(ROOT, APP_DIRS[remote], 'package.json')).version;
const releaseDir = (remote, version) => path.join(releasesDir(), remote, version);
const releaseBase = (remote) => process.env[`RELEASE_BASE_URL_${remote.toUpperCase()}`] ?? `${localUrl(remote)}/releases`;
const releaseManifestUrl = (remote, version) => `${releaseBase(remote)}/${version}/mf-manifest.json`;

function assertRemote(remote) {
  if (!REMOTE_NAMES.includes(remote)) fail(`"${remote}" is not a remote (${REMOTE_NAMES.join(', ')})`);
}

/** The shell the site runs: its manifest says which version of each singleton it provides. */
async function shellManifest() {
  try {
    const response = await fetch(`${SHELL_URL}/mf-manifest.json`, { signal: AbortSignal.timeout(2_000) });
    if (response.ok) return { from: SHELL_URL, manifest: await response.json() };
  } catch {
    // the site is not running: check against the shell's build
  }
  const file = path.join(ROOT, APP_DIRS.shell, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) fail('no shell to check against: start the site or build the shell first');
  return { from: file, manifest: readJson(file) };
}

/** Every singleton the remote needs in a version the shell does not provide: each is a reason to refuse it. */
export function incompatibilities(remoteManifest, hostManifest) {
  const provided = new Map(hostManifest.shared.map((s) => [s.name, s.version]));
  return remoteManifest.shared
    .filter((s) => s.singleton && s.requiredVersion && provided.has(s.name) && !satisfies(provided.get(s.name), s.requiredVersion))
    .map((s) => `${s.name}: needs ${s.requiredVersion}, the shell provides ${provided.get(s.name)}`);
}

async function checkAgainstShell(remote, manifest) {
  const shell = await shellManifest();
  const problems = incompatibilities(manifest, shell.manifest);
  if (problems.length) fail(`${remote} ${manifest.metaData.buildInfo.buildVersion} cannot run on the shell at ${shell.from}:\n  ${problems.join('\n  ')}`);
  console.log(`release: ${remote} is compatible with the shell at ${shell.from}`);
}

function activate(remote, version, reason) {
  if (!existsSync(path.join(releaseDir(remote, version), 'mf-manifest.json'))) fail(`${remote} ${version} is not a kept release`);
  const config = readLiveConfig();
  config.remotes[remote] = { ...config.remotes[remote], manifest: releaseManifestUrl(remote, version) };
  writeLiveConfig(config, reason);
  console.log(`release: ${remote} ${version} is live (${releaseManifestUrl(remote, version)})`);
}

async function release(remote, { activateIt, build }) {
  assertRemote(remote);
  const version = versionOf(remote);
  const target = releaseDir(remote, version);
  if (build) await run('pnpm', ['--filter', path.basename(APP_DIRS[remote]), 'build']);
  const manifest = readJson(path.join(distOf(remote), 'mf-manifest.json'));
  await checkAgainstShell(remote, manifest);
  if (existsSync(target)) {
    const kept = readJson(path.join(target, 'mf-manifest.json'));
    const same = JSON.stringify(kept.exposes) === JSON.stringify(manifest.exposes);
    if (!same) fail(`${remote} ${version} is already released with other files: a release is never rewritten; bump the version (pnpm changeset, then pnpm version-packages)`);
    console.log(`release: ${remote} ${version} is already kept, unchanged`);
  } else {
    cpSync(distOf(remote), target, { recursive: true });
    console.log(`release: kept ${remote} ${version} in ${path.relative(ROOT, target)}`);
  }
  console.log(`release: preview it in one browser: ${SHELL_URL}/?preview=${remote}:${releaseManifestUrl(remote, version)}`);
  const origin = new URL(releaseManifestUrl(remote, version)).origin;
  if (!(readLiveConfig().previewOrigins ?? []).includes(origin)) console.log(`release: (the live config does not name ${origin} in previewOrigins: previews from it are refused)`);
  if (activateIt) activate(remote, version, `release ${remote} ${version}`);
}

/** The release that was live before the current one, from the history of the live config. */
function previousRelease(remote) {
  const manifests = configHistory().map((entry) => entry.config.remotes?.[remote]?.manifest).filter(Boolean);
  const current = readLiveConfig().remotes[remote].manifest;
  for (let i = manifests.length - 1; i >= 0; i -= 1) if (manifests[i] !== current) return manifests[i];
  return null;
}

function rollback(remote) {
  assertRemote(remote);
  const previous = previousRelease(remote);
  if (!previous) fail(`${remote} has no earlier release to go back to`);
  const config = readLiveConfig();
  const from = config.remotes[remote].manifest;
  config.remotes[remote] = { ...config.remotes[remote], manifest: previous };
  writeLiveConfig(config, `rollback ${remote} from ${from}`);
  console.log(`release: ${remote} rolled back to ${previous}`);
}

function status() {
  const config = readLiveConfig();
  for (const remote of REMOTE_NAMES) {
    const dir = path.join(releasesDir(), remote);
    const kept = existsSync(dir) ? readdirSync(dir).sort() : [];
    console.log(`${remote}: live ${config.remotes[remote].manifest}`);
    for (const version of kept) console.log(`  kept ${version}: preview ${SHELL_URL}/?preview=${remote}:${releaseManifestUrl(remote, version)}`);
  }
}

async function checkBuilds() {
  const shell = readJson(path.join(distOf('shell'), 'mf-manifest.json'));
  let problems = 0;
  for (const remote of REMOTE_NAMES) {
    const found = incompatibilities(readJson(path.join(distOf(remote), 'mf-manifest.json')), shell);
    for (const problem of found) console.error(`release check: ${remote}: ${problem}`);
    problems += found.length;
  }
  if (problems) process.exit(1);
  console.log('release check: every remote build runs on the shell build');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...rest] = process.argv.slice(2);
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const args = rest.filter((a) => !a.startsWith('--'));
  if (command === 'status') status();
  else if (command === 'check') await checkBuilds();
  else if (command === 'rollback') rollback(args[0]);
  else if (command === 'activate') {
    assertRemote(args[0]);
    activate(args[0], args[1] ?? fail('which version?'), `activate ${args[0]} ${args[1]}`);
  } else if (command && !command.startsWith('--')) await release(command, { activateIt: flags.has('--activate'), build: !flags.has('--no-build') });
  else fail('usage: pnpm release <remote> [--activate] | activate <remote> <version> | rollback <remote> | status | check');
}
