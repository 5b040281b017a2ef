import { screen } from '@testing-library/react';
import { renderArea } from '@wellness/shared/testing';
import { server, startMockApi } from '@wellness/shared/testing/msw';
import { catalogHandlers, someProgram } from '../testing/catalogApi';
import { Component as Area } from './Area';

describe('catalog area', () => {
  startMockApi();
  beforeEach(() => server.use(...catalogHandlers));

  it.each([
    ['/explore', 'Explore Wellness Experiences'],
    [{ pathname: '/programs', state: { type: 'category', categoryType: 'Metabolic Health' } }, 'Metabolic Health'],
    [{ pathname: '/programs', state: { type: 'location', country: 'Bali', city: 'Ubud' } }, 'Wellness Programs in Ubud, Bali'],
    ['/programs?category=spa-relaxation', 'Spa & Relaxation'],
    ['/programs?country=Japan&city=Kyoto', 'Wellness Programs in Kyoto, Japan'],
    [{ pathname: '/program-details', state: { programName: someProgram.name } }, someProgram.name],
    [`/program-details?slug=${someProgram.slug}`, someProgram.name],
    [`/program-details/${someProgram.slug}`, someProgram.name],
  ])('renders %j', async (route, heading) => {
    await renderArea(Area, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('writes the navigation state of a list into the URL query, so a reload keeps it', async () => {
    const { location } = await renderArea(Area, { route: { pathname: '/programs', state: { type: 'location', country: 'Bali', city: 'Ubud' } } });
    await screen.findByRole('heading', { level: 1, name: 'Wellness Programs in Ubud, Bali' });
    expect(location().search).toBe('?country=Bali&city=Ubud');
  });

  it.each([
    ['/programs', undefined],
    ['/programs', { type: 'category' }],
    ['/programs', { type: 'location', city: 'Ubud' }],
    ['/program-details', undefined],
    ['/program-details', { programName: '' }],
  ])('redirects %s with state %j to /explore, the state cleared', async (pathname, state) => {
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
