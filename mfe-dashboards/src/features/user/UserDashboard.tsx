import { selectUser, useAppSelector } from '@wellness/shared';
import { selectSidebarOpen } from '../layout/dashboardLayoutSlice';

export function Component() {
  const user = useAppSelector(selectUser);
  const sidebarOpen = useAppSelector(selectSidebarOpen);
  return (
    <section aria-labelledby="user-dashboard-title" data-sidebar-open={sidebarOpen}>
      <h1 id="user-dashboard-title">Welcome, {user?.firstName || user?.email}</h1>
      <h2>My Programs</h2>
    </section>
  );
}
