import { AdminDashboard } from '../../features/admin/AdminDashboard';
import { DashboardLayout } from '../../features/layout/DashboardLayout';

/** /dashboard/admin before the app has started: the dashboard's frame around the panel's loading state. */
export const firstView = () => (
  <DashboardLayout role="admin" firstView>
    <AdminDashboard />
  </DashboardLayout>
);
