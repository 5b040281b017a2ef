import { screen } from '@testing-library/react';
import { renderRoutes } from '@wellness/shared/testing';
import { hasProgramDetailsState, hasProgramsListState, RequireNavigationState } from './RequireNavigationState';

const routes = [
  { path: '/explore', element: <h1>Explore</h1> },
  { path: '/programs', element: <RequireNavigationState accept={hasProgramsListState}><h1>Programs</h1></RequireNavigationState> },
  { path: '/program-details', element: <RequireNavigationState accept={hasProgramDetailsState}><h1>Details</h1></RequireNavigationState> },
];

describe('RequireNavigationState', () => {
  it.each([
    ['/programs', undefined],
    ['/programs', { type: 'category' }],
    ['/programs', { type: 'location', city: 'Ubud' }],
    ['/program-details', undefined],
    ['/program-details', { programName: '' }],
  ])('redirects %s with state %j to /explore', async (pathname, state) => {
    const { router } = renderRoutes(routes, { initialEntries: [{ pathname, state }] });
    expect(await screen.findByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  it.each([
    ['/programs', { type: 'category', categoryType: 'Metabolic Health' }, 'Programs'],
    ['/programs', { type: 'location', country: 'Bali', city: 'Ubud' }, 'Programs'],
    ['/program-details', { programName: 'Alpine Longevity Reset' }, 'Details'],
  ])('renders %s with state %j', async (pathname, state, heading) => {
    renderRoutes(routes, { initialEntries: [{ pathname, state }] });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('accepts shareable query parameters instead of state', async () => {
    renderRoutes(routes, { initialEntries: ['/program-details?slug=alpine-longevity-reset'] });
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
  });
});
