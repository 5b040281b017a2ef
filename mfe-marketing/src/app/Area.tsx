import { Suspense } from 'react';
import { lazyPage, Navigate, preparePage, Route, Routes, useLocation, type AppStore } from '@wellness/shared/contract';
import { LoadingText } from '@wellness/shared/ui';
import styles from './Area.module.css';

// Each page is its own chunk, named after its path so the site's server can preload the one a visitor asks for.
const pages = {
  '/': lazyPage(() => import(/* webpackChunkName: "route-index" */ '../features/home/HomePage')),
  '/about': lazyPage(() => import(/* webpackChunkName: "route-about" */ '../features/about/AboutPage')),
  '/pricing': lazyPage(() => import(/* webpackChunkName: "route-pricing" */ '../features/pricing/PricingPage')),
  '/chat': lazyPage(() => import(/* webpackChunkName: "route-chat" */ '../features/chat/ChatPage')),
};
const { '/': HomePage, '/about': AboutPage, '/pricing': PricingPage, '/chat': ChatPage } = pages;

/** Before the shell mounts the area: the page of the URL loads, so the area's first render is that page. */
export const prepare = (pathname: string, store: AppStore) => preparePage(pages, pathname, store);

/**
 * While a page's code arrives: on the home page, the room of its full-screen hero in the hero's own colour, so the
 * hero takes the place of the wait without moving what follows (CLS); elsewhere a loading line.
 */
function PageLoading() {
  const { pathname } = useLocation();
  if (pathname === '/') return <div className={styles.heroReserve} aria-busy="true" />;
  return <LoadingText page>Loading…</LoadingText>;
}

/** The marketing area: home, about, pricing and chat, at the paths /config.json assigns. */
export function Component() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="chat" element={<ChatPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
