import { mountStandalone } from '@wellness/shared/harness';
import { Component as Area } from './app/Area';

// Standalone, there is no shell guard: the team signs in through the API and the session is read from storage.
mountStandalone({
  remote: 'dashboards',
  Area,
  links: [
    { to: '/dashboard/user', label: 'User' },
    { to: '/dashboard/facility', label: 'Facility' },
    { to: '/dashboard/admin', label: 'Admin' },
  ],
});
