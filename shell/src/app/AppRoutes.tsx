import { lazy, Suspense } from 'react';
import { FirstViewFallback, Route, Routes } from '@wellness/shared/contract';
import { ConfigBoundary } from '../features/areas/ConfigBoundary';
import { AreaLoading } from '../features/areas/RemoteArea';
import { AreaOutlet } from './AreaOutlet';
import { MainLayout } from './MainLayout';

const StyleGuidePage = lazy(() => import('@wellness/shared/styleguide'));

/** The shell's routes: its own style page, and every other path to the area /config.json assigns it to. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route
          path="design-system"
          element={
            <Suspense fallback={<AreaLoading />}>
              <StyleGuidePage />
            </Suspense>
          }
        />
        <Route
          path="*"
          element={
            <ConfigBoundary>
              <Suspense fallback={<FirstViewFallback fallback={<AreaLoading />} />}>
                <AreaOutlet />
              </Suspense>
            </ConfigBoundary>
          }
        />
      </Route>
    </Routes>
  );
}
