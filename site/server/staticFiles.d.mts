import type { Server } from 'node:http';

/** A page as the site serves it: its status, its own headers and its whole HTML. */
export interface ServedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
}

export interface StaticServerOptions {
  root: string;
  spa?: boolean;
  cors?: boolean;
  page?: (url: URL, template: string, headers: import('node:http').IncomingHttpHeaders) => Promise<ServedPage>;
  files?: Record<string, string>;
  mounts?: Record<string, string>;
  proxies?: Record<string, () => string>;
}

export declare function createStaticServer(options: StaticServerOptions): Server;

/** Whether an Accept-Encoding header takes `coding` (listed, and not with `;q=0`). */
export declare function accepts(header: string | string[] | undefined, coding: string): boolean;
