import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { selectAfterSignIn, selectAuthDialog, signedOut, useLocation, useNavigate, type NavigateFunction } from '@wellness/shared/contract';
import { renderWithProviders } from '@wellness/shared/testing';
import { StaticNavigation } from '../../lib/navigation/NavigationContext';
import { siteNavigation } from '../../testing/siteNavigation';
import { RoleGuard } from './RoleGuard';

const session = (role: 'user' | 'facility' | 'admin') => ({
  session: { user: { firstName: 'Ada', lastName: 'Ng', email: 'ada@example.test', phone: '1234567', role }, token: 't' },
});

/** What the guard lets through: the page at the current path. */
function Page() {
  return <p>{`page at ${useLocation().pathname}`}</p>;
}

/** Hands the test the router's navigate, as a link elsewhere on the page would use it. */
const router: { navigate: NavigateFunction } = { navigate: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function setup(route: string, preloadedState?: ReturnType<typeof session>) {
  return act(async () =>
    renderWithProviders(
      <StaticNavigation navigation={siteNavigation}>
        <Navigator />
        <RoleGuard>
          <Page />
        </RoleGuard>
      </StaticNavigation>,
      { route, preloadedState },
    ),
  );
}

describe('RoleGuard', () => {
  it('shows a path no remote guards to anyone', async () => {
    const { location } = await setup('/explore');
    expect(screen.getByText('page at /explore')).toBeInTheDocument();
    expect(location().pathname).toBe('/explore');
  });

  it('shows a guarded path to the roles the remote declared for it', async () => {
    await setup('/dashboard/admin/payment', session('admin'));
    expect(screen.getByText('page at /dashboard/admin/payment')).toBeInTheDocument();
  });

  it('sends another role home, without asking it to sign in', async () => {
    const { location, store } = await setup('/dashboard/admin', session('user'));
    expect(screen.queryByText('page at /dashboard/admin')).not.toBeInTheDocument();
    expect(screen.getByText('page at /')).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(selectAuthDialog(store.getState())).toBeNull();
  });

  it('sends a signed-out visitor home and asks them to sign in, to go on to the whole address', async () => {
    const { location, store } = await setup('/dashboard/facility?tab=programs#list');
    expect(screen.queryByText('page at /dashboard/facility')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(selectAuthDialog(store.getState())).toBe('signin');
    expect(selectAfterSignIn(store.getState())).toBe('/dashboard/facility?tab=programs#list');
  });

  it('sends a visitor who signs out on a guarded page home signed out, without asking them to sign in; a later visit asks again', async () => {
    const { location, store } = await setup('/dashboard/facility', session('facility'));
    expect(screen.getByText('page at /dashboard/facility')).toBeInTheDocument();
    // The sign-out renders before the Logout's own navigation home.
    await act(async () => store.dispatch(signedOut()));
    expect(location().pathname).toBe('/');
    expect(selectAuthDialog(store.getState())).toBeNull();
    await act(async () => router.navigate('/dashboard/facility'));
    expect(location().pathname).toBe('/');
    expect(selectAuthDialog(store.getState())).toBe('signin');
    expect(selectAfterSignIn(store.getState())).toBe('/dashboard/facility');
  });
});
