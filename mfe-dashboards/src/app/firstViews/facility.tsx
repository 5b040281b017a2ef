import { OwnerProgramsPage } from '../../components/OwnerProgramsPage';
import { DashboardLayout } from '../../features/layout/DashboardLayout';

/** /dashboard/facility before the app has started: the dashboard's frame around the page's loading state. */
export const firstView = () => (
  <DashboardLayout role="facility" firstView>
    <OwnerProgramsPage role="facility" />
  </DashboardLayout>
);
