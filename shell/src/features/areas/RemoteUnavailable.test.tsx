import { screen } from '@testing-library/react';
import { localeSet } from '@wellness/shared/contract';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { shellMessages } from '../../messages';
import { AreaUpdating, RemoteUnavailable } from './RemoteUnavailable';

describe('an area that cannot be shown, in the page language', () => {
  it('names the area in French, and offers to try again', async () => {
    await shellMessages.load('fr');
    const store = makeTestStore();
    store.dispatch(localeSet('fr'));
    renderWithProviders(<RemoteUnavailable remote="catalog" onRetry={() => {}} />, { store });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Le catalogue des programmes n’est pas disponible pour le moment');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('says in Spanish that the area is being updated', async () => {
    await shellMessages.load('es');
    const store = makeTestStore();
    store.dispatch(localeSet('es'));
    renderWithProviders(<AreaUpdating remote="dashboards" />, { store });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Su panel se está actualizando');
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toBeInTheDocument();
  });
});
