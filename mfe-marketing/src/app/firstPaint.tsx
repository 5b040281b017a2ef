import { AboutPage } from '../features/about/AboutPage';
import { HomePage } from '../features/home/HomePage';
import { PricingPage } from '../features/pricing/PricingPage';

/**
 * The first views this area prerenders at build time (federation/build.ts): the site's server puts them in the page
 * before any script runs, so the hero paints without waiting for the federation chain. Only views that need no data
 * of the visitor or of the API: the home page's sections below the hero render their placeholders.
 */
export const firstPaint = {
  '/': () => <HomePage />,
  '/about': () => <AboutPage />,
  '/pricing': () => <PricingPage />,
};
