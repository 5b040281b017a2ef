// @wellness/site/server: the site's servers (ADR 0006). See site/README.md.
export { configHistory, readLiveConfig, releasesDir, writeLiveConfig } from './liveConfig.mjs';
export { createShellServer } from './shellServer.mjs';
export { createRemoteServer, NODE_BUILD, startSiteServers } from './startSite.mjs';
export { createStaticServer } from './staticFiles.mjs';
