import { act, screen } from '@testing-library/react';
import { useLocation, type AreaModule } from '@wellness/shared/contract';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { loadAreaModule } from './federation';
import { RemoteArea, startLoadingArea } from './RemoteArea';

jest.mock('./federation', () => ({ loadAreaModule: jest.fn(), registerAreas: jest.fn() }));
const load = jest.mocked(loadAreaModule);

const catalog: AreaModule = {
  Component: function Area() {
    return <p>{`catalog at ${useLocation().pathname}`}</p>;
  },
};

describe('RemoteArea', () => {
  beforeEach(() => load.mockReset());

  // Suspended once, its boundary would show the loading text, and React 19 would show the area no sooner than 300 ms
  // after that (the user dashboard's first text waited so long after its data).
  it('mounts an area loaded before the first render in that very render, without its loading text', async () => {
    load.mockResolvedValue(catalog);
    const store = makeTestStore();
    await startLoadingArea('catalog', store);
    renderWithProviders(<RemoteArea remote="catalog" />, { store, route: '/explore' });
    expect(screen.getByText('catalog at /explore')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading text while the area loads, then the area', async () => {
    let loaded: (module: AreaModule) => void = () => {};
    load.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    const store = makeTestStore();
    const settled = startLoadingArea('catalog', store);
    // In an awaited act, as the page's React would go on with it once the area has loaded.
    await act(async () => renderWithProviders(<RemoteArea remote="catalog" />, { store, route: '/programs' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {
      loaded(catalog);
      await settled;
    });
    expect(await screen.findByText('catalog at /programs')).toBeInTheDocument();
  });

  it('settles the wait for an area that fails, and shows its failure in its place', async () => {
    load.mockRejectedValue(new Error('the remote is down'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeTestStore();
    await expect(startLoadingArea('catalog', store)).resolves.toBeUndefined();
    renderWithProviders(<RemoteArea remote="catalog" />, { store, route: '/explore' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
