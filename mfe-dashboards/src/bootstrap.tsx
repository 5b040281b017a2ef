import { mountStandalone } from '@wellness/shared/harness';
import * as UserDashboard from './features/user/UserDashboard';
import * as FacilityDashboard from './features/facility/FacilityDashboard';
import * as AdminDashboard from './features/admin/AdminDashboard';

// Standalone, there is no shell guard: the team signs in through the API and the session is read from storage.
mountStandalone({
  remote: 'dashboards',
  routes: [
    { path: '/', ...UserDashboard },
    { path: '/dashboard/user/*', ...UserDashboard },
    { path: '/dashboard/facility/*', ...FacilityDashboard },
    { path: '/dashboard/admin/*', ...AdminDashboard },
  ],
  links: [
    { to: '/dashboard/user', label: 'User' },
    { to: '/dashboard/facility', label: 'Facility' },
    { to: '/dashboard/admin', label: 'Admin' },
  ],
});
