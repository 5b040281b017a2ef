import type { PrerenderModule } from '@wellness/shared/contract';
import { ROUTES } from './routes';

/**
 * What this remote publishes for the site's server (ADR 0012, 0013), read from its route table: each page's server view,
 * rendered per request with the API's data, its head and structured data, for visitors and search engines; and the
 * first view it falls back to when the view fails, rendered at build time and put in the page before any script
 * runs, so the hero paints without waiting for the federation chain (the home page's sections below the hero render
 * their placeholders).
 */
export const prerender: PrerenderModule = { routes: ROUTES };
