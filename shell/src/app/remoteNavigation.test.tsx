import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, makeStore, type AreaModule, type NavigationDeclaration, type RemoteName, type SiteHandshake } from '@wellness/shared/contract';
import { HANDSHAKE_ID } from '@wellness/shared/site-protocol';
import { startMockApi } from '@wellness/shared/testing/msw';
import { loadAreaModule } from '../features/areas/federation';
import type { LoadedConfig } from '../features/areas/runtimeConfig';
import { loadNavigation } from '../lib/navigation/siteNavigation';
import { catalog, dashboards, marketing } from '../testing/siteNavigation';
import { App } from './App';

jest.mock('../features/areas/federation', () => ({ loadAreaModule: jest.fn(), registerAreas: jest.fn() }));

const config: LoadedConfig = {
  apiBaseUrl: 'http://api.test',
  previews: {},
  remotes: {
    // The deployment names where each remote is; the paths are those each remote publishes.
    marketing: { manifest: 'http://m.test/mf-manifest.json' },
    catalog: { manifest: 'http://c.test/mf-manifest.json' },
    dashboards: { manifest: 'http://d.test/mf-manifest.json', footer: false },
  },
};

/** The marketing remote, next release: one more top-level page, and its entry in the header and the footer. */
const nextMarketing: NavigationDeclaration = {
  ...marketing,
  paths: [...marketing.paths!, '/retreat-guide'],
  entries: [
    ...marketing.entries,
    { id: 'retreat-guide', label: 'Retreat guide', to: '/retreat-guide', show: [{ in: 'header', order: 45 }, { in: 'footer', column: 'company', order: 15 }] },
  ],
};

const areas: Record<RemoteName, AreaModule> = {
  marketing: {
    Component: () => (
      <Routes>
        <Route index element={<h1>Home</h1>} />
        <Route path="about" element={<h1>About us</h1>} />
        <Route path="retreat-guide" element={<h1>How to choose a retreat</h1>} />
      </Routes>
    ),
  },
  catalog: { Component: () => <h1>Explore</h1> },
  dashboards: { Component: () => <h1>Dashboard</h1> },
};

describe('a remote adds a page and its menu entry, and the shell shows them as they are', () => {
  startMockApi();
  let handshake: HTMLScriptElement;
  beforeEach(() => {
    jest.mocked(loadAreaModule).mockImplementation(async (remote) => areas[remote]);
    // The page as the site's server writes it: the live remotes' declarations in its handshake.
    const navigation: SiteHandshake['navigation'] = {
      marketing: { manifest: config.remotes.marketing.manifest, declaration: nextMarketing },
      catalog: { manifest: config.remotes.catalog.manifest, declaration: catalog },
      dashboards: { manifest: config.remotes.dashboards.manifest, declaration: dashboards },
    };
    handshake = Object.assign(document.createElement('script'), { type: 'application/json', id: HANDSHAKE_ID, textContent: JSON.stringify({ started: {}, navigation }) });
    document.head.append(handshake);
    window.history.replaceState(null, '', '/about');
    // A new page starts at its top (the layout scrolls), which jsdom does not do.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    handshake.remove();
    jest.restoreAllMocks();
  });

  it('links to the new page from the header and the footer, and mounts it from the remote', async () => {
    const store = makeStore();
    await act(async () => {
      void loadNavigation(config, store);
      render(<App store={store} config={Promise.resolve(config)} />);
    });
    const header = screen.getByRole('navigation', { name: 'Main' });
    expect(within(header).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Destinations', 'Wellness Programs', 'About', 'Retreat guide', 'Subscription', 'Blogs (opens in a new tab)']);
    expect(within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', { name: 'Retreat guide' })).toHaveAttribute('href', '/retreat-guide');

    await act(() => userEvent.click(within(header).getByRole('link', { name: 'Retreat guide' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'How to choose a retreat' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/retreat-guide');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Retreat guide' })).toHaveAttribute('aria-current', 'page');
  });
});
