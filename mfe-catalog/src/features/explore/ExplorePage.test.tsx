import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestStore, renderWithProviders, serverStartedCalls } from '@wellness/shared/testing';
import { apiUrl, delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { apiCategories, catalogHandlers, destinations } from '../../testing/catalogApi';
import { CATALOG_API_TIMEOUT_MS } from '@wellness/shared/api/catalog';
import { ExplorePage, EXPLORE_MESSAGES, prepare } from './ExplorePage';

describe('ExplorePage', () => {
  startMockApi();
  let warn: jest.SpyInstance;
  beforeEach(() => {
    server.use(...catalogHandlers);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('shows the title, Our Program selected by default, and the category cards', async () => {
    renderWithProviders(<ExplorePage />, { route: '/explore' });
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Wellness Experiences' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Our Program' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Our Destinations' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText(EXPLORE_MESSAGES.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: apiCategories[0]!.type })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Explore Programs/ })).toHaveLength(apiCategories.length);
    expect(screen.queryByText(EXPLORE_MESSAGES.loading)).not.toBeInTheDocument();
  });

  it('links to the search page for the whole catalogue', async () => {
    const { location } = renderWithProviders(<ExplorePage />, { route: '/explore' });
    const browse = screen.getByRole('link', { name: 'Browse all programs' });
    expect(browse).toHaveAttribute('href', '/search');
    await userEvent.click(browse);
    expect(location().pathname).toBe('/search');
  });

  it('opened directly, mounts with the categories the site’s server started with the page, and asks for them no more', async () => {
    const preload = serverStartedCalls({ '/program-categories': apiUrl('/program-categories') });
    let asked = 0;
    server.use(http.get(apiUrl('/program-categories'), () => {
      asked += 1;
      return HttpResponse.json({ data: apiCategories });
    }));
    try {
      const store = makeTestStore();
      await prepare(store);
      renderWithProviders(<ExplorePage />, { route: '/explore', store });
      expect(screen.getByRole('heading', { level: 2, name: apiCategories[0]!.type })).toBeInTheDocument();
      expect(screen.queryByText(EXPLORE_MESSAGES.loading)).not.toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(asked).toBe(1);
    } finally {
      preload.remove();
    }
  });

  it('preselects Our Destinations from the navigation state initialTab', async () => {
    renderWithProviders(<ExplorePage />, { route: { pathname: '/explore', state: { initialTab: 'destinations', forceReload: true } } });
    expect(screen.getByRole('tab', { name: 'Our Destinations' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: destinations[0]!.country })).toBeInTheDocument();
  });

  it('opens a category’s list with its query and the spec’s state', async () => {
    const { location } = renderWithProviders(<ExplorePage />, { route: '/explore' });
    const category = apiCategories[2]!;
    await userEvent.click(await screen.findByRole('button', { name: `Explore Programs: ${category.type}` }));
    expect(location().pathname).toBe('/programs');
    expect(location().search).toBe(`?category=${category.slug}`);
    expect(location().state).toEqual({ type: 'category', categoryType: category.type });
  });

  it('expands a destination in place to Choose Your City, and a city opens its list', async () => {
    const { location } = renderWithProviders(<ExplorePage />, { route: '/explore' });
    await userEvent.click(screen.getByRole('tab', { name: 'Our Destinations' }));
    const country = destinations[3]!;
    const card = (await screen.findByRole('heading', { name: country.country })).closest('article')!;
    const toggle = within(card).getByRole('button', { name: 'Explore Destinations' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide Cities' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('heading', { name: 'Choose Your City' })).toBeInTheDocument();
    const city = country.cities[1]!;
    await userEvent.click(within(card).getByRole('button', { name: city }));
    expect(location().pathname).toBe('/programs');
    expect(new URLSearchParams(location().search).get('city')).toBe(city);
    expect(location().state).toEqual({ type: 'location', country: country.country, city });
  });

  it('collapses the open country when another is opened or the tab changes', async () => {
    renderWithProviders(<ExplorePage />, { route: { pathname: '/explore', state: { initialTab: 'destinations' } } });
    const [first, second] = await screen.findAllByRole('button', { name: 'Explore Destinations' });
    await userEvent.click(first!);
    await userEvent.click(second!);
    expect(screen.getAllByRole('button', { name: 'Hide Cities' })).toHaveLength(1);
  });

  it('shows the bundled categories and destinations with the spec’s message when the API fails', async () => {
    server.use(
      http.get(apiUrl('/program-categories'), () => HttpResponse.json({ error: { code: 'DOWN', message: 'down' } }, { status: 503 })),
      http.get(apiUrl('/destinations'), () => HttpResponse.error()),
    );
    renderWithProviders(<ExplorePage />, { route: '/explore' });
    expect(await screen.findByText(EXPLORE_MESSAGES.partial, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: apiCategories[0]!.type })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Our Destinations' }));
    expect(await screen.findByText(EXPLORE_MESSAGES.partial, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: destinations[0]!.country })).toBeInTheDocument();
  });

  it('falls back when the API is slower than 4 s', async () => {
    jest.useFakeTimers();
    try {
      server.use(http.get(apiUrl('/program-categories'), async () => {
        await delay(CATALOG_API_TIMEOUT_MS * 3);
        return HttpResponse.json({ data: [] });
      }));
      renderWithProviders(<ExplorePage />, { route: '/explore' });
      await act(() => jest.advanceTimersByTimeAsync(CATALOG_API_TIMEOUT_MS - 100));
      expect(screen.queryByText(EXPLORE_MESSAGES.partial)).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(200));
      jest.useRealTimers();
      expect(await screen.findByText(EXPLORE_MESSAGES.partial, undefined, { timeout: 5000 })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when there are no categories', async () => {
    server.use(http.get(apiUrl('/program-categories'), () => HttpResponse.json({ data: [] })));
    renderWithProviders(<ExplorePage />, { route: '/explore' });
    expect(await screen.findByRole('heading', { name: EXPLORE_MESSAGES.noCategories })).toBeInTheDocument();
  });

  it('renders without a browser (the build prerenders its first view)', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { makeTestStore } = await import('@wellness/shared/testing');
    const { BrowserRouter, Provider } = await import('@wellness/shared/contract');
    const html = renderToStaticMarkup(
      <Provider store={makeTestStore()}>
        <BrowserRouter>
          <ExplorePage />
        </BrowserRouter>
      </Provider>,
    );
    expect(html).toContain('Explore Wellness Experiences');
    expect(html).toContain('role="combobox"');
    expect(html).toMatch(/<input[^>]*readOnly=""|<input[^>]*readonly=""/);
    expect(html).toContain(EXPLORE_MESSAGES.loading);
    // the site's CSP refuses inline style attributes in served HTML
    expect(html).not.toContain('style=');
  });
});
