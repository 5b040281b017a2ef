import { Suspense, useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, startFirstView, useLocation, type AreaModule, type RemoteName } from '@wellness/shared/contract';
import { FIRST_VIEW_ID } from '@wellness/shared/site-protocol';
import { FederationError } from '@wellness/federation/runtime';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { whenAreaRendered } from '../lib/areaRendered';
import { NavigationContext, StaticNavigation } from '../lib/navigation/NavigationContext';
import { siteNavigation } from '../testing/siteNavigation';
import { loadAreaModule } from '../features/areas/federation';
import { RuntimeConfigContext, type LoadedConfig } from '../features/areas/runtimeConfig';
import { AreaOutlet } from './AreaOutlet';

jest.mock('../features/areas/federation', () => ({ loadAreaModule: jest.fn(), registerAreas: jest.fn() }));
const load = jest.mocked(loadAreaModule);

const config: LoadedConfig = {
  apiBaseUrl: 'http://api.test',
  previews: {},
  remotes: {
    marketing: { manifest: 'http://m.test/mf-manifest.json', paths: ['/', '/about'] },
    catalog: { manifest: 'http://c.test/mf-manifest.json', paths: ['/explore', '/programs'] },
    dashboards: { manifest: 'http://d.test/mf-manifest.json', paths: ['/dashboard'], footer: false },
  },
};

const mounts: Record<string, number> = {};

/** A stand-in remote area: its own routes and links, counting how often it mounts. */
function fakeArea(remote: RemoteName): AreaModule {
  return {
    Component: function Area() {
      const { pathname } = useLocation();
      useEffect(() => {
        mounts[remote] = (mounts[remote] ?? 0) + 1;
      }, []);
      return (
        <section aria-label={`${remote} area`}>
          <p>{`${remote} at ${pathname}`}</p>
          <Link to="/dashboard/admin/payment">Payment</Link>
          <Link to="/dashboard/admin/preferences">Preferences</Link>
          <Link to="/explore">Explore</Link>
          <Link to="/about">About</Link>
        </section>
      );
    },
  };
}

const admin = { user: { firstName: 'Ada', lastName: 'Ng', email: 'ada@example.test', phone: '1234567', role: 'admin' as const }, token: 't' };

/** Renders inside an awaited act, so the config promise that `use()` reads settles in the test. */
function setup(route: string, session?: typeof admin) {
  return act(async () => renderWithProviders(
    <RuntimeConfigContext value={Promise.resolve(config)}>
      <StaticNavigation navigation={siteNavigation}>
        <Suspense fallback={<p>Loading the site…</p>}>
          <Routes>
            <Route path="*" element={<AreaOutlet />} />
          </Routes>
        </Suspense>
      </StaticNavigation>
    </RuntimeConfigContext>,
    { route, preloadedState: session ? { session } : undefined },
  ));
}

describe('AreaOutlet', () => {
  startMockApi();
  beforeEach(() => {
    for (const key of Object.keys(mounts)) delete mounts[key];
    load.mockReset();
    load.mockImplementation(async (remote) => fakeArea(remote));
  });

  it('mounts the area that owns the URL, from the paths of /config.json', async () => {
    const { store } = await setup('/programs?category=spa');
    expect(await screen.findByText('catalog at /programs')).toBeInTheDocument();
    // with the shared store, which the area's prepare may fill before it mounts
    expect(load).toHaveBeenCalledWith('catalog', false, store);
    // the page has started: the service worker may now register
    await expect(whenAreaRendered()).resolves.toBeUndefined();
  });

  it('keeps an area mounted while the location moves inside it', async () => {
    const { location } = await setup('/dashboard/admin', admin);
    expect(await screen.findByText('dashboards at /dashboard/admin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Payment' }));
    expect(await screen.findByText('dashboards at /dashboard/admin/payment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Preferences' }));
    expect(await screen.findByText('dashboards at /dashboard/admin/preferences')).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard/admin/preferences');
    expect(mounts).toEqual({ dashboards: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('moves to another area by mounting it, and back without loading the first again', async () => {
    await setup('/about');
    expect(await screen.findByText('marketing at /about')).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Explore' })));
    expect(await screen.findByText('catalog at /explore')).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'About' })));
    expect(await screen.findByText('marketing at /about')).toBeInTheDocument();
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['marketing', 'catalog']);
  });

  it('sends an unknown path home', async () => {
    const { location } = await setup('/no/such/page');
    expect(await screen.findByText('marketing at /')).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('mounts an area on a top-level path its remote publishes, once the navigation is read, with no path of it in /config.json', async () => {
    const published = { ...config, remotes: { ...config.remotes, catalog: { manifest: config.remotes.catalog.manifest } } };
    let settle: () => void = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const navigation = { ...siteNavigation, catalog: { ...siteNavigation.catalog!, paths: ['/explore', '/retreat-guide'] } };
    const before = { navigation: { ...siteNavigation, catalog: { ...siteNavigation.catalog!, paths: [] } }, settled };
    const { rerender } = await act(async () => renderWithProviders(
      <RuntimeConfigContext value={Promise.resolve(published)}>
        <NavigationContext value={before}>
          <Suspense fallback={<p>Loading the site…</p>}>
            <Routes>
              <Route path="*" element={<AreaOutlet />} />
            </Routes>
          </Suspense>
        </NavigationContext>
      </RuntimeConfigContext>,
      { route: '/retreat-guide' },
    ));
    // Not known yet: the page waits for the remotes' declarations rather than going home.
    expect(screen.getByText('Loading the site…')).toBeInTheDocument();
    await act(async () => {
      settle();
      rerender(
        <RuntimeConfigContext value={Promise.resolve(published)}>
          <NavigationContext value={{ navigation, settled }}>
            <Suspense fallback={<p>Loading the site…</p>}>
              <Routes>
                <Route path="*" element={<AreaOutlet />} />
              </Routes>
            </Suspense>
          </NavigationContext>
        </RuntimeConfigContext>,
      );
    });
    expect(await screen.findByText('catalog at /retreat-guide')).toBeInTheDocument();
  });

  it('keeps a dashboard to the role its remote declares: another role goes home, without being asked to sign in', async () => {
    const { location, store } = await setup('/dashboard/facility/services/new', admin);
    expect(await screen.findByText('marketing at /')).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(store.getState().ui).toMatchObject({ authDialog: null, afterSignIn: null });
  });

  it('sends a signed-out visitor home from a dashboard, and asks them to sign in to go on to it', async () => {
    const { location, store } = await setup('/dashboard/user/payment?tab=cards');
    expect(await screen.findByText('marketing at /')).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(store.getState().ui).toMatchObject({ authDialog: 'signin', afterSignIn: '/dashboard/user/payment?tab=cards' });
  });

  it('contains a failing remote to its area, reports it, and Try again remounts it with a fresh load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const reports: unknown[] = [];
    server.use(http.post(apiUrl('/api/client-errors'), async ({ request }) => {
      reports.push(await request.json());
      return HttpResponse.json({ data: { id: 'r1' } }, { status: 201 });
    }));
    load.mockReset();
    load.mockRejectedValueOnce(new Error('RUNTIME-008 Failed to load script resources'));
    load.mockImplementation(async (remote) => fakeArea(remote));
    await setup('/explore');
    expect(await screen.findByRole('alert')).toHaveTextContent('The programme catalogue is not available right now');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('catalog at /explore')).toBeInTheDocument();
    expect(load.mock.calls.map(([remote, fresh]) => [remote, fresh])).toEqual([['catalog', false], ['catalog', true]]);
    expect(reports).toEqual([expect.objectContaining({ kind: 'render-error', area: 'catalog', message: 'RUNTIME-008 Failed to load script resources' })]);
  });

  it('says a remote built for another version of the page is being updated, without a useless retry, and reports it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const reports: unknown[] = [];
    server.use(http.post(apiUrl('/api/client-errors'), async ({ request }) => {
      reports.push(await request.json());
      return HttpResponse.json({ data: { id: 'r1' } }, { status: 201 });
    }));
    load.mockReset();
    load.mockRejectedValue(new FederationError('catalog needs @wellness/shared/contract ^2.0.0, but this page runs 1.4.0', 'version-mismatch', 'catalog', { shareKey: '@wellness/shared/contract', needed: '^2.0.0', found: '1.4.0' }));
    await setup('/explore');
    expect(await screen.findByRole('alert')).toHaveTextContent('The programme catalogue is being updated');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(reports).toEqual([expect.objectContaining({ kind: 'version-mismatch', area: 'catalog', needed: '^2.0.0', found: '1.4.0' })]));
  });

  describe('with the first view the server prerendered in the page (before the root)', () => {
    let view: HTMLElement;
    beforeEach(() => {
      view = document.createElement('div');
      view.id = FIRST_VIEW_ID;
      view.innerHTML = '<main inert><h1>Prerendered title</h1></main>';
      document.body.prepend(view);
      startFirstView(view);
    });
    afterEach(() => {
      view.remove();
      startFirstView(null);
    });

    it('keeps the very element the browser painted, with no loading text, until the area renders, then removes it', async () => {
      let arrive: (area: AreaModule) => void = () => {};
      load.mockReset();
      load.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
      await setup('/about');
      expect(document.getElementById(FIRST_VIEW_ID)).toBe(view);
      expect(view).toHaveTextContent('Prerendered title');
      expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
      await act(async () => arrive(fakeArea('marketing')));
      expect(await screen.findByText('marketing at /about')).toBeInTheDocument();
      expect(view).not.toBeInTheDocument();
    });

    it('gives way to the error of a remote that fails', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      load.mockReset();
      load.mockRejectedValue(new Error('RUNTIME-008 Failed to load script resources'));
      await setup('/explore');
      expect(await screen.findByRole('alert')).toHaveTextContent('The programme catalogue is not available right now');
      expect(view).not.toBeInTheDocument();
    });
  });
});
