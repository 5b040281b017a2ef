import path from 'node:path';
import { APP_DIRS, APP_NAMES, PORTS } from '@wellness/federation/sites';
import { liveConfigPath, readLiveConfig, releasesDir, ROOT } from './liveConfig.mjs';
import { createShellServer } from './shellServer.mjs';
import { createStaticServer } from './staticFiles.mjs';

/** Where an app's Node build goes (beside its `dist`): the shell's renders its header and footer for the server. */
export const NODE_BUILD = path.join('dist-node', 'prerender.cjs');

/**
 * A remote serves its own build at its root (`mf-manifest.json`, `navigation.json`, `first-view/`) and its immutable
 * releases under /releases/<version>/.
 * @param {string} root
 * @param {string} name
 * @param {string} [releases] the folder of every remote's kept releases
 */
export function createRemoteServer(root, name, releases = releasesDir()) {
  return createStaticServer({ root, cors: true, mounts: { '/releases/': path.join(releases, name) } });
}

/**
 * The composed site's servers, from the builds in the workspace: the shell with the live config, each remote with
 * its releases, each on its own port.
 * @param {string} [host]
 */
export function startSiteServers(host = '127.0.0.1') {
  return APP_NAMES.map((name) => {
    const dir = path.join(ROOT, APP_DIRS[name]);
    const server = name === 'shell'
      ? createShellServer({ root: path.join(dir, 'dist'), nodeBuild: path.join(dir, NODE_BUILD), liveConfig: { path: liveConfigPath(), read: readLiveConfig } })
      : createRemoteServer(path.join(dir, 'dist'), name);
    server.listen(PORTS[name], host);
    return server;
  });
}
