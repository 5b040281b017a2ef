import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navBadgeSet, Route, Routes, selectToken } from '@wellness/shared/contract';
import { INBOX_BADGE } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { sessionOf } from '../../testing/fixtures';
import { DashboardLayout } from './DashboardLayout';

function setWidth(mobile: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: mobile && query.includes('max-width'), media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    }) as MediaQueryList;
}

function renderLayout(role: 'user' | 'facility' | 'admin', route = `/dashboard/${role}`) {
  return renderWithProviders(
    <Routes>
      <Route path={`/dashboard/${role}`} element={<DashboardLayout role={role} />}>
        <Route index element={<h1>Home page</h1>} />
        <Route path="preferences" element={<h1>Prefs page</h1>} />
      </Route>
      <Route path="/" element={<h1>Public home</h1>} />
    </Routes>,
    { route, preloadedState: sessionOf(role) },
  );
}

describe('DashboardLayout (sidebar)', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it.each([
    ['admin', 'Admin Dashboard', ['Admin Panel', 'Ledger']],
    ['facility', 'My Account', ['Facility Programs', 'Calendar', 'What sells', 'Statement', 'Inbox', 'Reviews', 'Credentials']],
    ['user', 'My Account', ['My Programs', 'My Services', 'Calendar', 'What sells', 'Statement', 'Inbox', 'Saved', 'Reviews', 'Reviews of my programs', 'Credentials']],
  ] as const)('as %s: heading %s and only the menus the role allows, plus the account pages', (role, heading, menus) => {
    renderLayout(role);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const names = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual([...menus, 'Personal Information', 'Payment Methods', 'Preferences']);
  });

  it('shows the unread count the store keeps beside Inbox, read out as unread', () => {
    const { store } = renderLayout('user');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    act(() => {
      store.dispatch(navBadgeSet({ key: INBOX_BADGE, count: 3 }));
    });
    expect(within(nav).getByRole('link', { name: 'Inbox 3 unread' })).toHaveAttribute('href', '/dashboard/user/inbox');
  });

  it('the toggle shows and hides the sidebar it controls; the position switch moves it right', async () => {
    setWidth(false);
    const user = userEvent.setup();
    const { store } = renderLayout('facility');
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(sidebar).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Right' }));
    expect(store.getState().dashboardLayout?.sidebarPosition).toBe('right');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).not.toBeVisible();
  });

  it('at 768 px or less it starts closed, and closes on navigation, on a click outside and on Escape', async () => {
    setWidth(true);
    const user = userEvent.setup();
    const { location } = renderLayout('user');
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Preferences' }));
    expect(location().pathname).toBe('/dashboard/user/preferences');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('heading', { name: 'Prefs page' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    // Opening the drawer moves focus into it.
    await waitFor(() => expect(screen.getByRole('link', { name: 'My Programs' })).toHaveFocus());
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('logout signs out and goes to /', async () => {
    const user = userEvent.setup();
    const { store, location } = renderLayout('admin');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(location().pathname).toBe('/');
    expect(selectToken(store.getState())).toBeNull();
  });
});
