import type { PrerenderModule } from '@wellness/shared/contract';
import { AboutPage } from '../features/about/AboutPage';
import { aboutServerView } from '../features/about/serverView';
import { HomePage } from '../features/home/HomePage';
import { homeServerView } from '../features/home/serverView';
import { PricingPage } from '../features/pricing/PricingPage';
import { pricingServerView } from '../features/pricing/serverView';

/**
 * What this remote renders for the site's server (ADR 0006, ADR 0010). Its first views are rendered at build time, put
 * in the page before any script runs, so the hero paints without waiting for the federation chain; they need no data
 * (the home page's sections below the hero render their placeholders). Its server views render each page per request
 * with the API's data, its head and structured data, for visitors and search engines; the first views stay their
 * fallback when one fails.
 */
export const prerender: PrerenderModule = {
  firstViews: {
    '/': () => <HomePage />,
    '/about': () => <AboutPage />,
    '/pricing': () => <PricingPage />,
  },
  serverViews: {
    '/': homeServerView,
    '/about': aboutServerView,
    '/pricing': pricingServerView,
  },
};
