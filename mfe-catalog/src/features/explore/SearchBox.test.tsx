import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import type { SearchResponse } from '@wellness/shared/domain';
import { publicPrograms, summaryOf } from '../../testing/catalogApi';
import { BLUR_HIDE_MS, SearchBox, SEARCH_DEBOUNCE_MS } from './SearchBox';

const program = summaryOf(publicPrograms[0]!);
const answer = (over: Partial<SearchResponse> = {}): SearchResponse => ({
  programs: Array.from({ length: 10 }, (_, i) => ({ ...program, id: `p-${i}`, slug: `p-${i}`, name: `Program ${i}` })),
  places: [
    { type: 'country', country: 'Italy', label: 'Italy' },
    { type: 'city', country: 'Italy', city: 'Florence', label: 'Florence, Italy' },
  ],
  total: 10,
  totalCapped: false,
  limit: 8,
  offset: 0,
  ...over,
});

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('SearchBox', () => {
  startMockApi();
  let requests: URL[];
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    requests = [];
    server.use(http.get(apiUrl('/api/search'), ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({ data: answer() });
    }));
  });
  afterEach(() => jest.useRealTimers());

  async function typeQuery(text: string) {
    const box = screen.getByRole('combobox', { name: 'Search programs, cities and countries' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: text } });
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(50);
    return box;
  }

  it('asks the API once typing has settled for 200 ms, for at most 8 results', async () => {
    renderWithProviders(<SearchBox />);
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'ita' } });
    await wait(SEARCH_DEBOUNCE_MS - 50);
    fireEvent.change(box, { target: { value: 'ital' } });
    await wait(SEARCH_DEBOUNCE_MS - 50);
    expect(requests).toHaveLength(0);
    await wait(100);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('q')).toBe('ital');
    expect(requests[0]!.searchParams.get('limit')).toBe('8');
    await wait(50);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveTextContent('Italy');
    expect(options[0]).toHaveTextContent('Country');
    expect(options[1]).toHaveTextContent('Florence');
    expect(options[1]).toHaveTextContent('City');
    expect(options[2]).toHaveTextContent('Program 0');
    expect(options[2]).toHaveTextContent('Program');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves with the arrows (aria-activedescendant) and opens a program with Enter', async () => {
    const { location } = renderWithProviders(<SearchBox />, { route: '/explore' });
    const box = await typeQuery('program');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0]!;
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[7]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(location().pathname).toBe('/program-details/p-0');
    expect(location().state).toEqual({ programName: 'Program 0' });
  });

  it('opens the search page for the words with Enter when no result is highlighted', async () => {
    const { location } = renderWithProviders(<SearchBox />, { route: '/explore' });
    const box = await typeQuery('  yoga bali ');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(location().pathname).toBe('/search');
    expect(location().search).toBe('?q=yoga+bali');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to all the results under the suggestions', async () => {
    const { location } = renderWithProviders(<SearchBox />, { route: '/explore' });
    await typeQuery('ital');
    const all = screen.getByRole('link', { name: 'See all results for "ital"' });
    expect(all).toHaveAttribute('href', '/search?q=ital');
    fireEvent.click(all);
    expect(location().pathname + location().search).toBe('/search?q=ital');
  });

  it('keeps the list open while the keyboard is on "See all results"', async () => {
    renderWithProviders(<SearchBox />);
    const box = await typeQuery('ital');
    const all = screen.getByRole('link', { name: /See all results/ });
    fireEvent.blur(box);
    fireEvent.focus(all);
    await wait(BLUR_HIDE_MS + 10);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(all);
    await wait(BLUR_HIDE_MS + 10);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the filtered list for a city or a country', async () => {
    const { location } = renderWithProviders(<SearchBox />, { route: '/explore' });
    await typeQuery('flor');
    fireEvent.click(screen.getByRole('option', { name: /Florence/ }));
    expect(location().pathname).toBe('/programs');
    expect(location().search).toBe('?country=Italy&city=Florence');
    expect(location().state).toEqual({ type: 'location', country: 'Italy', city: 'Florence' });
  });

  it('closes with Escape, and hides 200 ms after the box loses focus', async () => {
    renderWithProviders(<SearchBox />);
    const box = await typeQuery('ita');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(box);
    await wait(BLUR_HIDE_MS - 10);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await wait(10);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches', async () => {
    server.use(http.get(apiUrl('/api/search'), () => HttpResponse.json({ data: answer({ programs: [], places: [], total: 0 }) })));
    renderWithProviders(<SearchBox />);
    await typeQuery('zzz');
    expect(screen.getByText('No results found for "zzz"')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
  });

  it('searches the bundled programs when the API is down', async () => {
    server.use(http.get(apiUrl('/api/search'), () => HttpResponse.error()));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<SearchBox />);
    await typeQuery(program.name.slice(0, 12));
    jest.useRealTimers();
    expect(await screen.findByRole('option', { name: new RegExp(program.name) }, { timeout: 5000 })).toBeInTheDocument();
  });
});
