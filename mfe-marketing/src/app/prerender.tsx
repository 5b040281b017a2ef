import type { PrerenderModule } from '@wellness/shared/contract';
import { AboutPage } from '../features/about/AboutPage';
import { HomePage } from '../features/home/HomePage';
import { PricingPage } from '../features/pricing/PricingPage';

/**
 * What this remote prerenders at build time for the site's server (ADR 0006): its pages' first views, put in the page
 * before any script runs, so the hero paints without waiting for the federation chain. Only views that need no data
 * of the visitor or of the API: the home page's sections below the hero render their placeholders.
 */
export const prerender: PrerenderModule = {
  firstViews: {
    '/': () => <HomePage />,
    '/about': () => <AboutPage />,
    '/pricing': () => <PricingPage />,
  },
};
