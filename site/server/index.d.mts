import type { Server } from 'node:http';
import type { RuntimeConfig } from '@wellness/shared/contract';
import type { PageStep } from '../page/pipeline.mjs';

export { createStaticServer } from './staticFiles.mjs';
export declare function releasesDir(): string;
export declare function readLiveConfig(): RuntimeConfig;
export declare function writeLiveConfig(config: object, reason: string): void;
export declare function configHistory(): { at: string; reason: string; config: RuntimeConfig }[];
export declare function createShellServer(options: {
  root: string;
  nodeBuild?: string;
  liveConfig: { path: string; read: () => RuntimeConfig };
  steps?: PageStep[];
}): Server;
export declare function createRemoteServer(root: string, name: string, releases?: string): Server;
export declare const NODE_BUILD: string;
export declare function startSiteServers(host?: string): Server[];
