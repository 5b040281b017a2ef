import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@wellness/shared/testing';
import { loadRemoteRoute } from '../../federation/remotes';
import { RemotePage } from './RemotePage';

jest.mock('../../federation/remotes', () => ({ loadRemoteRoute: jest.fn() }));
const load = jest.mocked(loadRemoteRoute);

const routes = [
  { path: '/', element: <RemotePage remote="catalog" module="./ExplorePage" /> },
  { path: '/pricing', element: <RemotePage remote="marketing" module="./PricingPage" /> },
];

describe('RemotePage', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders the exposed Component of the remote module', async () => {
    load.mockResolvedValue({ Component: () => <h1>Explore Wellness Experiences</h1> });
    renderRoutes(routes);
    expect(await screen.findByRole('heading', { name: 'Explore Wellness Experiences' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog', './ExplorePage', false);
  });

  it('shows a clear message when the remote cannot load, and a retry that reloads it fresh', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008 Failed to load script resources'));
    load.mockResolvedValueOnce({ Component: () => <h1>Subscription</h1> });
    renderRoutes(routes, { initialEntries: ['/pricing'] });

    expect(await screen.findByRole('alert')).toHaveTextContent('This page is not available right now');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('marketing', './PricingPage', true);
  });

  it('contains a render error of the remote page to its own area', async () => {
    load.mockResolvedValue({
      Component: () => {
        throw new Error('boom');
      },
    });
    renderRoutes([{ path: '/', element: <><p>Shell header</p><RemotePage remote="dashboards" module="./UserDashboard" /></> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your dashboard is not available right now');
    expect(screen.getByText('Shell header')).toBeInTheDocument();
  });
});
