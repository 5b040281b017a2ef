import type { Server } from 'node:http';
export declare function createStaticServer(options: {
  root: string;
  spa?: boolean;
  cors?: boolean;
  hints?: (pathname: string, search: string) => Promise<{ head: string; first?: string; body: string | null }>;
  pageHeaders?: () => Record<string, string>;
  files?: Record<string, string>;
  mounts?: Record<string, string>;
  proxies?: Record<string, () => string>;
}): Server;
