import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { NAV_ITEMS } from '../features/header/navLinks';

/**
 * The site's header and footer, prerendered at build time (federation/build.ts): the site's server puts them around
 * every remote's first view (ADR 0005), so the page's first paint is whole, header included, and its text is laid out
 * in every face and size of the page before any script runs.
 */
export const firstPaintChrome = {
  header: () => <Header />,
  headerPaths: [...new Set(NAV_ITEMS.filter((item) => !item.external).map((item) => item.to))],
  footer: () => <Footer />,
};
