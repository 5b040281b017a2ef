import { baseApi } from '@wellness/shared/api';

/** The dashboards' cache tags: a write invalidates the lists it changes. */
export const dashboardsApi = baseApi.enhanceEndpoints({
  addTagTypes: ['MyPrograms', 'MyBookings', 'BookingRequests', 'ProgramSessions', 'AdminPrograms', 'AdminServices', 'AdminUsers', 'Analytics', 'Preferences', 'Reviews'],
});
