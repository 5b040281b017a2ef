// A remote's route table (one row per page: `PageRoute` of the contract, ADR 0012): how a row is written, and the
// page's path without its parameters. No imports: the browser's area, the remote's Node build and its navigation
// module (run in Node by the build) all read the table through this.
import type { PageRoute } from '@wellness/shared/contract';

export type { PageEntry, PageRoute, PageServerModule } from '@wellness/shared/contract';

/** The path of a route's page: its path without its parameters (`/program-details/:slug` → `/program-details`). */
export const pagePath = (path: string): string => path.replace(/\/:[^/]+/g, '') || '/';

/**
 * A row of a route table. Write each as `route('<path>', () => import('<page module>'), { ... })`, with
 * `server: () => import('<server module>')` in its options when it has one: the build reads that shape
 * (site/build/routeTable.cjs) and fails on a dynamic import it cannot name.
 */
export const route = (path: string, page: PageRoute['page'], more: Omit<PageRoute, 'path' | 'page'> = {}): PageRoute => ({ path, page, ...more });
