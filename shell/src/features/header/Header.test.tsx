import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { Header } from './Header';

const admin = { firstName: 'Jonas', lastName: 'Berg', email: 'jonas@example.test', phone: '1234567', role: 'admin' as const };

function setup(path = '/', session?: { user: typeof admin; token: string }) {
  return renderWithProviders(<Header />, { route: path, preloadedState: session ? { session } : undefined });
}

describe('Header', () => {
  it('shows the SPEC links, with Blogs opening a new tab', () => {
    setup('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Destinations', 'Wellness Programs', 'About', 'Subscription', 'Blogs (opens in a new tab)']);
    expect(within(nav).getByRole('link', { name: /Blogs/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('marks only the current entry: of the two that open /explore, the one of the tab it opens on', () => {
    const current = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);
    const { unmount } = renderWithProviders(<Header />, { route: '/explore' });
    expect(current()).toEqual(['Wellness Programs']);
    unmount();
    renderWithProviders(<Header />, { route: { pathname: '/explore', state: { initialTab: 'destinations' } } });
    expect(current()).toEqual(['Destinations']);
  });

  it('signed out: JOIN NOW opens the sign-in dialog through the store', async () => {
    const { store } = setup();
    await userEvent.click(screen.getByRole('button', { name: /JOIN/ }));
    expect(store.getState().ui.authDialog).toBe('signin');
  });

  it('signed in: the avatar menu holds identity, the role dashboard and Logout', async () => {
    const { store, location } = setup('/pricing', { user: admin, token: 't' });
    await userEvent.click(screen.getByRole('button', { name: /account menu/i }));
    const menu = screen.getByRole('menu');
    const popover = menu.parentElement as HTMLElement;
    expect(popover).toHaveTextContent('Jonas Berg');
    expect(popover).toHaveTextContent('jonas@example.test');
    expect(popover).toHaveTextContent('ADMIN');
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(store.getState().session.user).toBeNull();
    expect(location().pathname).toBe('/');
  });

  it('shows Book Now on the home page only', () => {
    setup('/');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/explore');
  });

  it('hides Book Now elsewhere', () => {
    setup('/pricing');
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('opens the mobile sidebar and closes it on an outside click', async () => {
    setup('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
