import type { ChromeModule } from '@wellness/shared/contract';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { StaticNavigation } from '../lib/navigation/NavigationContext';

/**
 * The site's header and footer as the site's server renders them around every page's first view (ADR 0006), with the
 * navigation the live remotes declare: the page's first paint is whole, header included, and its text is laid out in
 * every face and size of the page before any script runs.
 */
export const chrome: ChromeModule = {
  header: (navigation) => (
    <StaticNavigation navigation={navigation}>
      <Header />
    </StaticNavigation>
  ),
  footer: (navigation) => (
    <StaticNavigation navigation={navigation}>
      <Footer />
    </StaticNavigation>
  ),
};
