import { screen } from '@testing-library/react';
import { renderArea } from '@wellness/shared/testing';
import { Component as Area } from './Area';

describe('catalog area', () => {
  it.each([
    ['/explore', 'Explore Wellness Experiences'],
    [{ pathname: '/programs', state: { type: 'category', categoryType: 'Metabolic Health' } }, 'Wellness Programs'],
    [{ pathname: '/programs', state: { type: 'location', country: 'Bali', city: 'Ubud' } }, 'Wellness Programs'],
    ['/programs?category=spa-relaxation', 'Wellness Programs'],
    ['/programs?country=Japan&city=Kyoto', 'Wellness Programs'],
    [{ pathname: '/program-details', state: { programName: 'Alpine Longevity Reset' } }, 'Program Details'],
    ['/program-details?slug=alpine-longevity-reset', 'Program Details'],
  ])('renders %j', async (route, heading) => {
    await renderArea(Area, { route });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/programs', undefined],
    ['/programs', { type: 'category' }],
    ['/programs', { type: 'location', city: 'Ubud' }],
    ['/program-details', undefined],
    ['/program-details', { programName: '' }],
  ])('redirects %s with state %j to /explore, the state cleared (SPEC §2)', async (pathname, state) => {
    const { location } = await renderArea(Area, { route: { pathname, state } });
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Wellness Experiences' })).toBeInTheDocument();
    expect(location().pathname).toBe('/explore');
    expect(location().state).toBeNull();
  });

  it('sends a path below the area that no page owns home', async () => {
    const { location } = await renderArea(Area, { route: '/explore/nowhere' });
    expect(location().pathname).toBe('/');
  });
});
