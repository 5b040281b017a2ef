import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { StaticNavigation } from '../../lib/navigation/NavigationContext';
import { siteNavigation } from '../../testing/siteNavigation';
import { Footer } from './Footer';

const setup = (route = '/about') =>
  renderWithProviders(
    <StaticNavigation navigation={siteNavigation}>
      <Footer />
    </StaticNavigation>,
    { route },
  );

describe('Footer', () => {
  it("shows the remotes' entries in each column, in their order, with the shell's Contact us last", () => {
    setup();
    const column = (name: string) => within(screen.getByRole('navigation', { name })).getAllByRole('listitem').map((li) => li.textContent);
    expect(column('Explore')).toEqual(['Destinations', 'Wellness Programs', 'Subscription', 'Ask our assistant']);
    expect(column('Company')).toEqual(['About us', 'Journal (opens in a new tab)', 'Contact us']);
  });

  it('opens explore on the tab each link names, with a fresh load', async () => {
    const { location } = setup();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Wellness Programs' })));
    expect(location()).toMatchObject({ pathname: '/explore', state: { initialTab: 'programs', forceReload: true } });
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Destinations' })));
    expect(location()).toMatchObject({ pathname: '/explore', state: { initialTab: 'destinations', forceReload: true } });
  });

  it('asks the shell for the contact dialog, and says the journal opens a new tab', async () => {
    const { store } = setup('/');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Contact us' })));
    expect(store.getState().ui.contactDialogOpen).toBe(true);
    expect(screen.getByRole('link', { name: 'Journal (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(`© ${new Date().getFullYear()} Wellness Travel. All rights reserved.`)).toBeInTheDocument();
  });
});
