import { act, screen } from '@testing-library/react';
import { selectAfterSignIn, selectAuthDialog, useLocation } from '@wellness/shared/contract';
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

function setup(route: string, preloadedState?: ReturnType<typeof session>) {
  return act(async () =>
    renderWithProviders(
      <StaticNavigation navigation={siteNavigation}>
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
});
