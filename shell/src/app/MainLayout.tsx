import { Suspense, useLayoutEffect, useRef } from 'react';
import { areaForPath, endFirstView, Outlet, runsUnderHeader, useLocation, useNavigationType } from '@wellness/shared/contract';
import { Header } from '../features/header/Header';
import { Footer } from '../features/footer/Footer';
import { FirstViewHeaderEnd } from '../features/first-view/FirstViewHeaderEnd';
import { useSiteNavigation } from '../lib/navigation/NavigationContext';
import { ConfigBoundary } from '../features/areas/ConfigBoundary';
import { PreviewBanner } from '../features/areas/PreviewBanner';
import { useRuntimeConfig } from '../features/areas/runtimeConfig';
import { ShellDialogs } from './ShellDialogs';
import { useShellT } from '../messages';
import styles from './MainLayout.module.css';

/**
 * A new page starts at its top; back and forward leave the browser's own scroll restoration alone, and so does a
 * change of language (the same page, its path without the language unchanged).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo?.(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** The prerendered view shows the page first requested: it goes as soon as the visitor moves elsewhere. */
function FirstViewEndOnNavigation() {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== firstPathname.current) endFirstView();
  }, [pathname]);
  return null;
}

/** The site footer, unless the area of this location is an app without one (the dashboards). */
function AreaFooter() {
  const config = useRuntimeConfig();
  const area = areaForPath(config, useLocation().pathname, useSiteNavigation());
  return area && config.remotes[area].footer === false ? null : <Footer />;
}

export function MainLayout() {
  const underHeader = runsUnderHeader(useSiteNavigation(), useLocation().pathname);
  const { t } = useShellT();
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">{t('skip')}</a>
      <Header />
      <FirstViewHeaderEnd />
      <ConfigBoundary quiet>
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      </ConfigBoundary>
      <main id="main" className={styles.main} data-under-header={underHeader} tabIndex={-1}>
        <Outlet />
      </main>
      <ConfigBoundary quiet>
        <Suspense fallback={null}>
          <AreaFooter />
        </Suspense>
      </ConfigBoundary>
      <ShellDialogs />
      <ScrollToTop />
      <FirstViewEndOnNavigation />
    </div>
  );
}
