import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { Footer } from './Footer';

describe('Footer', () => {
  it('opens explore on the tab each link names, with a fresh load', async () => {
    const { location } = renderWithProviders(<Footer />, { route: '/about' });
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Wellness Programs' })));
    expect(location()).toMatchObject({ pathname: '/explore', state: { initialTab: 'programs', forceReload: true } });
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Destinations' })));
    expect(location()).toMatchObject({ pathname: '/explore', state: { initialTab: 'destinations', forceReload: true } });
  });

  it('asks the shell for the contact dialog, and says the journal opens a new tab', async () => {
    const { store } = renderWithProviders(<Footer />);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Contact us' })));
    expect(store.getState().ui.contactDialogOpen).toBe(true);
    expect(screen.getByRole('link', { name: 'Journal (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(`© ${new Date().getFullYear()} Wellness Travel. All rights reserved.`)).toBeInTheDocument();
  });
});
