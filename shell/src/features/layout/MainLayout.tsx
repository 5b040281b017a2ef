import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { Header } from '../header/Header';
import { Footer } from '../footer/Footer';
import { ShellDialogs } from './ShellDialogs';
import styles from './MainLayout.module.css';

export function MainLayout() {
  const matches = useMatches();
  // Only the home page lets its hero run under the transparent header.
  const underHeader = useLocation().pathname === '/';
  const isDashboard = matches.some((m) => (m.handle as { layout?: string } | undefined)?.layout === 'dashboard');
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">Skip to content</a>
      <Header />
      <main id="main" className={styles.main} data-under-header={underHeader} tabIndex={-1}>
        <Outlet />
      </main>
      {!isDashboard && <Footer />}
      <ShellDialogs />
      <ScrollRestoration />
    </div>
  );
}
