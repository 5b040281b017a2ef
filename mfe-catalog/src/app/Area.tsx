import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@wellness/shared/contract';
import { LoadingText } from '@wellness/shared/ui';
import { hasProgramDetailsState, hasProgramsListState } from '../features/navigation/navigationState';
import { RequireNavigationState } from '../features/navigation/RequireNavigationState';

const ExplorePage = lazy(() => import(/* webpackChunkName: "route-explore" */ '../features/explore/ExplorePage'));
const ProgramsPage = lazy(() => import(/* webpackChunkName: "route-programs" */ '../features/programs/ProgramsPage'));
const ProgramDetailsPage = lazy(() => import(/* webpackChunkName: "route-program-details" */ '../features/program-details/ProgramDetailsPage'));

/** The catalog area: explore, the programs list and program details (SPEC §2), with their navigation-state checks. */
export function Component() {
  return (
    <Suspense fallback={<LoadingText page>Loading…</LoadingText>}>
      <Routes>
        <Route path="explore" element={<ExplorePage />} />
        <Route
          path="programs"
          element={
            <RequireNavigationState accept={hasProgramsListState}>
              <ProgramsPage />
            </RequireNavigationState>
          }
        />
        <Route
          path="program-details"
          element={
            <RequireNavigationState accept={hasProgramDetailsState}>
              <ProgramDetailsPage />
            </RequireNavigationState>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
