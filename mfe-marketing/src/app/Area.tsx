import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@wellness/shared/contract';
import { LoadingText } from '@wellness/shared/ui';

const HomePage = lazy(() => import(/* webpackChunkName: "route-index" */ '../features/home/HomePage'));
const AboutPage = lazy(() => import(/* webpackChunkName: "route-about" */ '../features/about/AboutPage'));
const PricingPage = lazy(() => import(/* webpackChunkName: "route-pricing" */ '../features/pricing/PricingPage'));
const ChatPage = lazy(() => import(/* webpackChunkName: "route-chat" */ '../features/chat/ChatPage'));

/** The marketing area: home, about, pricing and chat (SPEC §2), at the paths /config.json assigns. */
export function Component() {
  return (
    <Suspense fallback={<LoadingText page>Loading…</LoadingText>}>
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
