import { screen } from '@testing-library/react';
import { renderArea } from '@wellness/shared/testing';
import { server, startMockApi } from '@wellness/shared/testing/msw';
import { catalogHandlers, someProgram } from '../testing/catalogApi';
import { searchHandler } from '../testing/searchApi';
import { Component as Area } from './Area';

describe('catalog area', () => {
  startMockApi();
  beforeEach(() => server.use(...catalogHandlers, searchHandler()));

  it.each([
    ['/explore', 'Explore Wellness Experiences'],
    [{ pathname: '/programs', state: { type: 'category', categoryType: 'Metabolic Health' } }, 'Metabolic Health'],
    [{ pathname: '/programs', state: { type: 'location', country: 'Bali', city: 'Ubud' } }, 'Wellness Programs in Ubud, Bali'],
    ['/programs?category=spa-relaxation', 'Spa & Relaxation'],
    ['/programs?country=Japan&city=Kyoto', 'Wellness Programs in Kyoto, Japan'],
    [{ pathname: '/program-details', state: { programName: someProgram.name } }, someProgram.name],
    [`/program-details?slug=${someProgram.slug}`, someProgram.name],
    [`/program-details/${someProgram.slug}`, someProgram.name],
    ['/search', 'Search all programs'],
    ['/search?country=Japan', 'Search all programs'],
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
    ['/programs?sort=price-asc', { type: 'location', city: 'Ubud' }],
  ])('sends %s (state %j) without a category, a place or a filter to /explore, as SPEC’s route table says', async (route, state) => {
    const url = new URL(route, 'http://site.test');
    const { location } = await renderArea(Area, { route: { pathname: url.pathname, search: url.search, state } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Wellness Experiences' })).toBeInTheDocument();
    expect(location().pathname).toBe('/explore');
    expect(location().state).toBeNull();
  });

  it.each([
    ['/programs?minPrice=1000&sort=price-asc&month=2027-03', { type: 'location', city: 'Ubud' }, '?minPrice=1000&month=2027-03&sort=price-asc'],
    // The lists' sorts are the search's, so the soonest-date sort comes along; one the search does not know is dropped.
    ['/programs?maxNights=7&sort=date-asc', undefined, '?maxNights=7&sort=date-asc'],
    ['/programs?maxNights=7&sort=cheapest', undefined, '?maxNights=7'],
  ])('sends %s (state %j) with filters but without a category or a place to the search, its filters kept, in place of the list', async (route, state, search) => {
    const url = new URL(route, 'http://site.test');
    const { location } = await renderArea(Area, { route: { pathname: url.pathname, search: url.search, state } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search all programs' })).toBeInTheDocument();
    expect(location().pathname).toBe('/search');
    expect(location().search).toBe(search);
    expect(location().state).toBeNull();
    expect(await screen.findAllByRole('link', { name: /LEARN MORE/ })).not.toHaveLength(0);
  });

  it.each([
    ['/program-details', undefined],
    ['/program-details', { programName: '' }],
  ])('redirects %s with state %j to /explore, the state cleared', async (pathname, state) => {
    const { location } = await renderArea(Area, { route: { pathname, state } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Wellness Experiences' })).toBeInTheDocument();
    expect(location().pathname).toBe('/explore');
    expect(location().state).toBeNull();
  });

  it('sends a path below the area that no page owns home', async () => {
    const { location } = await renderArea(Area, { route: '/explore/nowhere' });
    expect(location().pathname).toBe('/');
  });
});
