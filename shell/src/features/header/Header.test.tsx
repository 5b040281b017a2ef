import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navBadgeSet, type SiteNavigation } from '@wellness/shared/contract';
import { renderWithProviders } from '@wellness/shared/testing';
import { StaticNavigation } from '../../lib/navigation/NavigationContext';
import { marketing, siteNavigation } from '../../testing/siteNavigation';
import { Header } from './Header';

const admin = { firstName: 'Jonas', lastName: 'Berg', email: 'jonas@example.test', phone: '1234567', role: 'admin' as const };
const user = { ...admin, firstName: 'Ines', role: 'user' as const };

type Route = Parameters<typeof renderWithProviders>[1] extends infer O ? (O extends { route?: infer R } ? R : never) : never;

function setup(route: Route = '/', session?: { user: typeof admin | typeof user; token: string }, navigation: SiteNavigation = siteNavigation) {
  return renderWithProviders(
    <StaticNavigation navigation={navigation}>
      <Header />
    </StaticNavigation>,
    { route, preloadedState: session ? { session } : undefined },
  );
}

const mainLinks = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');

describe('Header', () => {
  it('offers the display currency in the bar and, for phones, in the menu (the choice is one)', async () => {
    const { store } = setup('/about');
    const pickers = screen.getAllByRole('combobox', { name: 'Currency', hidden: true });
    expect(pickers).toHaveLength(2);
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Currency' })).toBe(pickers[0]);
    await act(() => userEvent.selectOptions(pickers[0]!, 'CHF'));
    expect(store.getState().currency).toBe('CHF');
    expect(pickers[1]).toHaveValue('CHF');
    window.localStorage.clear();
  });

  it('shows the entries the remotes declare for it, in their order, Blogs opening a new tab', () => {
    setup('/about');
    expect(mainLinks().map((a) => a.textContent)).toEqual(['Home', 'Destinations', 'Wellness Programs', 'About', 'Subscription', 'Blogs (opens in a new tab)']);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Blogs/ })).toHaveAttribute('rel', 'noopener noreferrer');
    // The phone menu: the same entries.
    expect(within(screen.getByRole('navigation', { name: 'Mobile', hidden: true })).getAllByRole('link', { hidden: true }).map((a) => a.textContent)).toEqual(mainLinks().map((a) => a.textContent));
  });

  it('sends the navigation state an entry declares', async () => {
    const { location } = setup('/about');
    await act(() => userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Destinations' })));
    expect(location()).toMatchObject({ pathname: '/explore', state: { initialTab: 'destinations', forceReload: true } });
  });

  it('marks only the current entry: of the two that open /explore, the one of the tab it opens on', () => {
    const current = () => mainLinks().filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);
    const { unmount } = setup('/explore');
    expect(current()).toEqual(['Wellness Programs']);
    unmount();
    setup({ pathname: '/explore', state: { initialTab: 'destinations' } });
    expect(current()).toEqual(['Destinations']);
  });

  it('shows an entry only to the visitors it is for', () => {
    const withAccount: SiteNavigation = {
      ...siteNavigation,
      marketing: { ...marketing, entries: [...marketing.entries, { id: 'mine', label: 'My trips', to: '/about', audience: 'signed-in', show: [{ in: 'header', order: 70 }] }] },
    };
    const { unmount } = setup('/about', undefined, withAccount);
    expect(mainLinks().map((a) => a.textContent)).not.toContain('My trips');
    unmount();
    setup('/about', { user, token: 't' }, withAccount);
    expect(mainLinks().map((a) => a.textContent)).toContain('My trips');
  });

  it('shows the count the store keeps for an entry that has a badge', () => {
    const withInbox: SiteNavigation = {
      ...siteNavigation,
      marketing: { ...marketing, entries: [...marketing.entries, { id: 'inbox', label: 'Inbox', to: '/about', badge: 'inbox', show: [{ in: 'header', order: 70 }] }] },
    };
    const { store } = setup('/pricing', undefined, withInbox);
    const inbox = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Inbox/ });
    expect(inbox()).toHaveTextContent(/^Inbox$/);
    act(() => void store.dispatch(navBadgeSet({ key: 'inbox', count: 3 })));
    expect(inbox()).toHaveAccessibleName('Inbox 3');
  });

  it('signed out: JOIN NOW opens the sign-in dialog through the store', async () => {
    const { store } = setup();
    await userEvent.click(screen.getByRole('button', { name: /JOIN/ }));
    expect(store.getState().ui.authDialog).toBe('signin');
  });

  it("signed in: the avatar menu holds identity, the role's entries and Logout", async () => {
    const { store, location } = setup('/pricing', { user: admin, token: 't' });
    await userEvent.click(screen.getByRole('button', { name: /account menu/i }));
    const menu = screen.getByRole('menu');
    const popover = menu.parentElement as HTMLElement;
    expect(popover).toHaveTextContent('Jonas Berg');
    expect(popover).toHaveTextContent('jonas@example.test');
    expect(popover).toHaveTextContent('ADMIN');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Admin Panel', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(store.getState().session.user).toBeNull();
    expect(location().pathname).toBe('/');
  });

  it('the avatar menu shows the count of an entry with a badge, read as new, and a dot on the avatar', async () => {
    const withInbox: SiteNavigation = {
      ...siteNavigation,
      marketing: { ...marketing, entries: [...marketing.entries, { id: 'inbox', label: 'Inbox', to: '/about', badge: 'inbox', show: [{ in: 'account', order: 20 }] }] },
    };
    const { store } = setup('/pricing', { user, token: 't' }, withInbox);
    const trigger = screen.getByRole('button', { name: /account menu/i });
    const dots = () => trigger.querySelectorAll('span[aria-hidden="true"]:empty').length;
    const before = dots();
    act(() => void store.dispatch(navBadgeSet({ key: 'inbox', count: 2 })));
    expect(dots()).toBe(before + 1);
    await userEvent.click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Inbox , 2 new' })).toHaveTextContent('Inbox2');
    act(() => void store.dispatch(navBadgeSet({ key: 'inbox', count: 0 })));
    expect(screen.getByRole('menuitem', { name: 'Inbox' })).toHaveTextContent(/^Inbox$/);
  });

  it("the avatar menu's entry is the signed-in role's own", async () => {
    const { location } = setup('/pricing', { user, token: 't' });
    await userEvent.click(screen.getByRole('button', { name: /account menu/i }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'User Dashboard' }));
    expect(location().pathname).toBe('/dashboard/user');
  });

  it('shows Book Now on the home page only, in a landmark of its own, over a transparent header', () => {
    const { unmount } = setup('/');
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quickLinks).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/explore');
    expect(document.querySelector('header')).toHaveAttribute('data-transparent', 'true');
    unmount();
    setup('/pricing');
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(document.querySelector('header')).toHaveAttribute('data-transparent', 'false');
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
