import type { PrerenderModule } from '@wellness/shared/contract';
import { ROUTES } from './routes';

/**
 * What this remote publishes for the site's server (ADR 0012, 0013), read from its route table: each public page's server
 * view, rendered per request with the API's data, its head, JSON-LD and status; the first view it falls back to when
 * the view declines or fails (explore's page without data, a program's loading view); and the calls a page makes
 * first, which the server starts with a page served with its first view.
 */
export const prerender: PrerenderModule = { routes: ROUTES };
