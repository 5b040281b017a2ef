import { baseApi } from '@wellness/shared/api';
import { onLiveEvent } from '@wellness/shared/live';

/** The dashboards' cache tags: a write invalidates the lists it changes. */
export const dashboardsApi = baseApi.enhanceEndpoints({
  addTagTypes: ['MyPrograms', 'MyBookings', 'BookingRequests', 'ProgramSessions', 'AdminPrograms', 'AdminServices', 'AdminUsers', 'Analytics', 'Preferences', 'Reviews', 'Ledger'],
});

// What a live event does to the dashboards' cache: a booking that changed (made, answered, canceled, expired) is asked
// again in the guest's bookings and the owner's requests, and the places its session has left with it.
onLiveEvent((event) => (event.type === 'booking' ? dashboardsApi.util.invalidateTags(['MyBookings', 'BookingRequests', 'ProgramSessions']) : null));
