import { makeStore, Provider, type ServerView } from '@wellness/shared/contract';
import { releaseServerStore } from '@wellness/shared/api';
import type { BookingList, User } from '@wellness/shared/domain';
import { DashboardLayout } from '../../features/layout/DashboardLayout';
import { myBookingsApi } from '../../features/user/api/myBookings';
import { MY_BOOKINGS_PATH } from '../../features/user/api/myBookingsPath';
import { userDashboardHead } from '../../features/user/messages';
import { UserDashboard } from '../../features/user/UserDashboard';
import { NoServerView } from './NoServerView';

/** The visitor, as the API knows their session (what the app keeps of it after signing in). */
export const ME_PATH = '/auth/me';

/** /dashboard/user before the app has started: the dashboard's frame around the bookings' loading state. */
export const firstView = () => (
  <DashboardLayout role="user" firstView>
    <UserDashboard />
  </DashboardLayout>
);

/**
 * /dashboard/user for a visitor whose browser sent their session (ADR 0018): the same page, with their name and their
 * bookings in the HTML, so it paints them before its scripts have loaded (the app then takes the same bookings from
 * the handshake, without asking again). Anything short of both answers (no session, refused, late) is the first view.
 * The frame's sidebar is shown by CSS alone, as in the first view: the server does not know the screen's width.
 */
export const serverView: ServerView = async ({ api, signedIn, locale = 'en' }) => {
  if (!signedIn) throw new NoServerView('no session');
  const [me, bookings] = await Promise.all([api(ME_PATH), api(MY_BOOKINGS_PATH)]);
  const user = (me.data as { user?: User } | null)?.user;
  const list = bookings.data as BookingList | null;
  // This dashboard is its role's alone (the route table's guard): another role's visitor is sent on by the app.
  if (me.status !== 200 || bookings.status !== 200 || user?.role !== 'user' || !Array.isArray(list?.bookings)) {
    throw new NoServerView(`the user dashboard: ${me.status} / ${bookings.status}`);
  }
  // Its own store: the visitor (without a token: the view calls nothing) and their bookings, in the page's language.
  const store = makeStore({ preloadedState: { locale, session: { user, token: null } } });
  store.dispatch(myBookingsApi.util.upsertQueryEntries([{ endpointName: 'myBookings', arg: undefined, value: list }]));
  const head = await userDashboardHead(locale);
  return {
    kind: 'page',
    view: (
      <Provider store={store}>
        <DashboardLayout role="user" firstView>
          <UserDashboard />
        </DashboardLayout>
      </Provider>
    ),
    // Its cache entry's timer would hold this store, and the visitor's bookings, long after the page is sent.
    release: () => releaseServerStore(store),
    head: { ...head, canonical: '/dashboard/user', noindex: true },
  };
};
