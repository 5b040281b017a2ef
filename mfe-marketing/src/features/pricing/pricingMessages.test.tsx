import { screen, within } from '@testing-library/react';
import { localeSet, type ServerViewRequest } from '@wellness/shared/contract';
import { pricingPlans } from '@wellness/shared/data/plans';
import { makeTestStore, renderToServerHtml, renderWithProviders } from '@wellness/shared/testing';
import { planIn, PLANS, pricingMessages } from './messages';
import { PricingPage } from './PricingPage';
import { serverView } from './serverView';

describe('the Subscription page in other languages', () => {
  it("shows in English the shared plans (the API's) word for word", () => {
    const t = pricingMessages.fixedT('en');
    expect(PLANS.map((plan) => planIn(plan, t))).toEqual(pricingPlans);
  });

  it('shows the plans in French, prices in French form', async () => {
    await pricingMessages.load('fr');
    const store = makeTestStore();
    store.dispatch(localeSet('fr'));
    renderWithProviders(<PricingPage />, { store });
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(premium).toHaveTextContent(/50\s\$US\s*par mois/);
    expect(within(premium).getByText('Le plus choisi')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Corporate' })).getByText('Sur mesure')).toBeInTheDocument();
    expect(screen.queryByText('Get Started')).not.toBeInTheDocument();
  });

  it("is served in Spanish with a Spanish head, the same words as the app's render", async () => {
    const request: ServerViewRequest = { route: '/pricing', rest: '', query: new URLSearchParams(), origin: 'https://wellness.example', api: jest.fn(), locale: 'es' };
    const outcome = await serverView(request);
    if (outcome.kind !== 'page') throw new Error('expected a page');
    expect(outcome.head.title).toBe('Suscripción · Wellness Travel');
    expect(outcome.head.description).toMatch(/^Elija la membresía/);
    const store = makeTestStore();
    store.dispatch(localeSet('es'));
    const html = renderToServerHtml(outcome.view, { route: '/pricing', store });
    expect(html).toContain('<h1>Suscripción</h1>');
    const server = document.createElement('div');
    server.innerHTML = html;
    const { container } = renderWithProviders(outcome.view, { store });
    expect(container.textContent).toBe(server.textContent);
    expect(container.textContent).toContain('Ideal para familias');
  });
});
