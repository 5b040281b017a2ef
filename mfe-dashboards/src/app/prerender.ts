import type { PageServerModule, PrerenderModule } from '@wellness/shared/contract';
import { pagePath } from '@wellness/shared/routes';
import { ROUTES } from './routes';

/**
 * Each dashboard's first view: its frame (DashboardLayout, with its side menu) around its page's loading state. Named
 * here rather than as the route table's `server` (as the catalog does): the frame reads its menu from the route table
 * (navigation.ts), so the table cannot name the modules that import the frame.
 */
const FIRST_VIEWS: Record<string, () => Promise<PageServerModule>> = {
  '/dashboard/user': () => import('./firstViews/user'),
  '/dashboard/facility': () => import('./firstViews/facility'),
  '/dashboard/admin': () => import('./firstViews/admin'),
};

/**
 * What this remote publishes for the site's server (ADR 0013): the dashboards' first views, rendered at build time,
 * which the server puts in the page so that it paints before the app has started. No server view: a dashboard shows
 * the visitor's own data, and the server cannot read the visitor's session (it is in the browser's storage).
 */
export const prerender: PrerenderModule = {
  routes: ROUTES.map((route) => ({ ...route, server: FIRST_VIEWS[pagePath(route.path)] })),
};
