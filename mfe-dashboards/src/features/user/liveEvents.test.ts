import { handleLiveEvent } from '@wellness/shared/live';
import { makeTestStore } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { myBookingsApi } from './api/myBookings';
import { sessionOf } from '../../testing/fixtures';

startMockApi();

describe('what a live event does to the dashboards’ cache (declared by the dashboards)', () => {
  it('asks the guest’s bookings again when a booking changed, and not for a message', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => {
        asked += 1;
        return HttpResponse.json({ data: { bookings: [], counts: { booked: 0, upcoming: 0, canceled: 0 } } });
      }),
    );
    const store = makeTestStore(sessionOf('user'));
    const subscription = store.dispatch(myBookingsApi.endpoints.myBookings.initiate());
    await subscription;
    expect(asked).toBe(1);
    const message = { id: 'm1', kind: 'message' as const, sender: { id: 'h1', name: 'Hana H.' }, bookingState: null, text: 'Hello', at: '2026-11-20T10:00:00.000Z' };
    handleLiveEvent({ type: 'message', threadId: 't1', message }, store.dispatch);
    handleLiveEvent({ type: 'booking', bookingId: 'b1', state: 'confirmed', threadId: null }, store.dispatch);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(2);
    subscription.unsubscribe();
  });
});
