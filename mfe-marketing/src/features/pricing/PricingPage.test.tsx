import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { PricingPage } from './PricingPage';
import { PLANS } from './messages';
import { planNote } from './planNote';

describe('the Subscription page (the pricing plans)', () => {
  it('shows Core, Premium, Group and Corporate with their prices and buttons', () => {
    renderWithProviders(<PricingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    const card = (name: string) => screen.getByRole('article', { name });
    expect(card('Core')).toHaveTextContent('$0per month');
    expect(within(card('Premium')).getByText('Most Popular')).toBeInTheDocument();
    expect(card('Group')).toHaveTextContent('$200per month');
    expect(card('Group')).toHaveTextContent('up to 4 people');
    expect(within(card('Group')).getByText('Perfect for Families')).toBeInTheDocument();
    expect(within(card('Corporate')).getByRole('button', { name: 'Contact Sales' })).toBeInTheDocument();
  });

  it('plan buttons start nothing, and say so plainly when pressed', () => {
    const { location } = renderWithProviders(<PricingPage />, { route: '/pricing' });
    const premium = screen.getByRole('article', { name: 'Premium' });
    const button = within(premium).getByRole('button', { name: 'Get Started' });
    expect(within(premium).queryByText(planNote(PLANS[1]))).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(within(premium).getByRole('status')).toHaveTextContent(planNote(PLANS[1]));
    expect(button).toHaveAccessibleDescription(planNote(PLANS[1]));
    expect(location().pathname).toBe('/pricing');

    const corporate = screen.getByRole('article', { name: 'Corporate' });
    fireEvent.click(within(corporate).getByRole('button', { name: 'Contact Sales' }));
    expect(within(corporate).getByRole('status')).toHaveTextContent('Corporate enquiries open soon.');
  });
});
