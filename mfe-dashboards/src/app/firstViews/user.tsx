import { DashboardLayout } from '../../features/layout/DashboardLayout';
import { UserDashboard } from '../../features/user/UserDashboard';

/** /dashboard/user before the app has started: the dashboard's frame around the bookings' loading state. */
export const firstView = () => (
  <DashboardLayout role="user" firstView>
    <UserDashboard />
  </DashboardLayout>
);
