import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endFirstView, FirstViewEnd, Route, Routes, startFirstView } from '@wellness/shared/contract';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import type { ProgramSummary } from '@wellness/shared/domain';
import { catalogHandlers, publicPrograms, summaryOf } from '../../testing/catalogApi';
import { searchHandler } from '../../testing/searchApi';
import { ProgramsPage, PROGRAMS_MESSAGES } from './ProgramsPage';

const bare: ProgramSummary = {
  ...summaryOf(publicPrograms[0]!),
  id: 'bare',
  slug: 'bare-program',
  name: 'Bare Program',
  priceText: '',
  price: null,
  duration: '',
  nights: null,
  specialOffer: 'Early bird',
  terms: { bookBy: '2027-03-05', stayBy: '' },
};

describe('ProgramsPage (the programs list, its filters and sort)', () => {
  startMockApi();
  let requests: URLSearchParams[];
  let warn: jest.SpyInstance;
  beforeEach(() => {
    requests = [];
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(...catalogHandlers, searchHandler());
  });
  afterEach(() => warn.mockRestore());

  const answer = (programs: ProgramSummary[], total = programs.length) =>
    server.use(http.get(apiUrl('/api/search'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: { programs, total } });
    }));

  it('shows each card with the defaults (Contact for pricing, Custom Duration), its date as 5 Mar 2027 and a missing one left out', async () => {
    answer([bare]);
    renderWithProviders(<ProgramsPage />, { route: '/programs?country=Italy' });
    const card = (await screen.findByRole('heading', { name: 'Bare Program' })).closest('article')!;
    expect(within(card).getByText('Contact for pricing')).toBeInTheDocument();
    expect(within(card).getByText('Custom Duration')).toBeInTheDocument();
    expect(within(card).getByText('Book by 5 Mar 2027')).toBeInTheDocument();
    expect(within(card).queryByText(/Stay by/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/N\/A/)).not.toBeInTheDocument();
    expect(within(card).getByText('Early bird')).toBeInTheDocument();
    expect(within(card).getByText(bare.location)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wellness Programs in Italy' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 program');
  });

  it('keeps the server’s view of the list until its cards have rendered, and lets it go in the commit that shows them', async () => {
    const view = document.createElement('div');
    view.id = 'first-view';
    document.body.append(view);
    startFirstView(view);
    let answered = false;
    server.use(http.get(apiUrl('/api/search'), async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answered = true;
      return HttpResponse.json({ data: { programs: [bare], total: 1 } });
    }));
    // What the page showed when the view went (a loading state in its place would be a flash).
    let shownWhenGone: boolean | undefined;
    const watch = new MutationObserver(() => {
      if (!view.isConnected && shownWhenGone === undefined) shownWhenGone = screen.queryByRole('heading', { name: 'Bare Program' }) !== null;
    });
    watch.observe(document.body, { childList: true });
    try {
      // As the shell renders an area: its page, then the end of the first view.
      renderWithProviders(<><ProgramsPage /><FirstViewEnd /></>, { route: '/programs?country=Italy' });
      expect(view.isConnected).toBe(true);
      await screen.findByRole('heading', { name: 'Bare Program' });
      expect(answered).toBe(true);
      expect(view.isConnected).toBe(false);
      expect(shownWhenGone).toBe(true);
    } finally {
      watch.disconnect();
      endFirstView();
    }
  });

  it('says "1,000+ programs" when the API counted up to its cap', async () => {
    server.use(http.get(apiUrl('/api/search'), () => HttpResponse.json({ data: { programs: [bare], total: 1000, totalCapped: true } })));
    renderWithProviders(<ProgramsPage />, { route: '/programs?country=Italy' });
    await screen.findByRole('heading', { name: 'Bare Program' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1,000+ programs');
  });

  it('LEARN MORE opens the details by slug, with programName in the state', async () => {
    answer([bare]);
    const { location } = renderWithProviders(
      <Routes>
        <Route path="/programs" element={<ProgramsPage />} />
        <Route path="*" element={null} />
      </Routes>,
      { route: '/programs?country=Italy' },
    );
    await userEvent.click(await screen.findByRole('link', { name: /LEARN MORE/ }));
    expect(location().pathname).toBe('/program-details/bare-program');
    expect(location().state).toEqual({ programName: 'Bare Program' });
  });

  it('writes the filters to the URL query, asks the API with them, and clears them in one click', async () => {
    answer([bare], 1);
    const { location } = renderWithProviders(<ProgramsPage />, { route: '/programs?category=metabolic-health' });
    await screen.findByRole('heading', { name: 'Bare Program' });
    await userEvent.selectOptions(screen.getByLabelText('Min price'), '2000');
    await userEvent.selectOptions(screen.getByLabelText('Duration'), '5-7');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    const month = (screen.getByLabelText('Travel month') as HTMLSelectElement).options[2]!.value;
    await userEvent.selectOptions(screen.getByLabelText('Travel month'), month);
    const search = new URLSearchParams(location().search);
    expect(Object.fromEntries(search)).toEqual({ category: 'metabolic-health', minPrice: '2000', minNights: '5', maxNights: '7', month, sort: 'price-asc' });
    await screen.findByRole('heading', { name: 'Bare Program' });
    expect(Object.fromEntries(requests.at(-1)!)).toMatchObject({ category: 'metabolic-health', minPrice: '2000', minNights: '5', maxNights: '7', month, sort: 'price-asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('?category=metabolic-health');
    // Four selects and a click, each a render of the list: on a busy machine this takes more than jest's 5 s.
  }, 15_000);

  it('reads the filters back from the URL (a reload or a shared link)', async () => {
    answer([bare]);
    renderWithProviders(<ProgramsPage />, { route: '/programs?country=Japan&city=Kyoto&maxPrice=5000&sort=date-asc' });
    await screen.findByRole('heading', { name: 'Bare Program' });
    expect(screen.getByLabelText('Max price')).toHaveValue('5000');
    expect(screen.getByLabelText('Sort by')).toHaveValue('date-asc');
    expect(Object.fromEntries(requests[0]!)).toMatchObject({ country: 'Japan', city: 'Kyoto', maxPrice: '5000', sort: 'date-asc' });
  });

  it('sorts by Top rated and filters by a minimum rating, kept in the URL and sent to the API', async () => {
    answer([{ ...bare, reviewStats: { average: 4.6, count: 8 } }]);
    const { location } = renderWithProviders(<ProgramsPage />, { route: '/programs?country=Italy' });
    const card = (await screen.findByRole('heading', { name: 'Bare Program' })).closest('article')!;
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5, 8 reviews' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Rating'), '4+ stars');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Top rated');
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({ country: 'Italy', minRating: '4', sort: 'rating-desc' });
    await screen.findByRole('heading', { name: 'Bare Program' });
    expect(Object.fromEntries(requests.at(-1)!)).toMatchObject({ country: 'Italy', minRating: '4', sort: 'rating-desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('?country=Italy');
  });

  it('reads a minimum rating back from the URL, one the select does not list included', async () => {
    answer([bare]);
    renderWithProviders(<ProgramsPage />, { route: '/programs?country=Italy&minRating=5' });
    await screen.findByRole('heading', { name: 'Bare Program' });
    expect(screen.getByLabelText('Rating')).toHaveValue('5');
    expect(screen.getByRole('option', { name: '5+ stars' })).toBeInTheDocument();
    expect(requests[0]!.get('minRating')).toBe('5');
  });

  it('falls back to the local programs of the category with the spec’s message when the API fails', async () => {
    server.use(http.get(apiUrl('/api/search'), () => HttpResponse.json({ error: { code: 'DOWN', message: 'down' } }, { status: 500 })));
    renderWithProviders(<ProgramsPage />, { route: '/programs?category=spa-relaxation' });
    expect(await screen.findByText(PROGRAMS_MESSAGES.fallback, undefined, { timeout: 5000 })).toBeInTheDocument();
    const local = publicPrograms.filter((p) => p.group === 'spa-relaxation');
    expect(screen.getAllByRole('link', { name: /LEARN MORE/ })).toHaveLength(local.length);
  });

  it('falls back to the local programs of a place when the API has none', async () => {
    answer([]);
    const place = publicPrograms[0]!;
    renderWithProviders(<ProgramsPage />, { route: `/programs?country=${place.country}&city=${place.city}` });
    expect(await screen.findByText(PROGRAMS_MESSAGES.fallback, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: place.name })).toBeInTheDocument();
  });

  it('says No programs found when filters leave nothing', async () => {
    answer([]);
    renderWithProviders(<ProgramsPage />, { route: '/programs?country=Italy&minPrice=8000' });
    expect(await screen.findByRole('heading', { name: PROGRAMS_MESSAGES.empty })).toBeInTheDocument();
    expect(screen.queryByText(PROGRAMS_MESSAGES.fallback)).not.toBeInTheDocument();
  });

  it('on a phone, the filters are a disclosure', async () => {
    answer([bare]);
    renderWithProviders(<ProgramsPage />, { route: '/programs?country=Italy' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  });
});
