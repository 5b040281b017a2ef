import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from '@wellness/shared/contract';
import { formatNumber } from '@wellness/shared/format';
import { loadCatalogues } from '@wellness/shared/i18n';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { catalogHandlers, publicPrograms } from '../../testing/catalogApi';
import { searchHandler } from '../../testing/searchApi';
import { seriousAxeViolations } from '../../testing/axe';
import { SearchPage, SEARCH_MESSAGES, WIDE_LAYOUT_QUERY } from './SearchPage';
import searchFr from './messages/fr.json';

/** The browser's back button, for the memory router of the tests. */
function Back() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => void navigate(-1)}>Browser back</button>;
}

const page = (route: string, locale: 'en' | 'fr' = 'en') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Back />
    </>,
    { route, preloadedState: { locale } },
  );

/** The results' cards' names, in order. */
const names = () => within(screen.getByRole('list', { name: 'Programs' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const heading = () => screen.getByRole('heading', { level: 2, name: /programs?$|Searching/ });
const settled = async (text: string) => {
  await waitFor(() => expect(heading()).toHaveTextContent(text));
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Programs' })).not.toHaveAttribute('aria-busy'));
};

const greece = publicPrograms.filter((p) => p.country === 'Greece');

function layout(wide: boolean) {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({
      matches: query === WIDE_LAYOUT_QUERY ? wide : false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    });
  });
  afterEach(() => { window.matchMedia = original; });
}

// Each test walks several searches through the page (a few seconds on a shared machine).
jest.setTimeout(15_000);

describe('SearchPage at 1280 px (filters in a sidebar)', () => {
  startMockApi();
  layout(true);
  let requests: URLSearchParams[];
  beforeEach(() => {
    requests = [];
    server.use(...catalogHandlers, searchHandler(requests));
  });

  it('reads every criterion from the URL, asks the API with them and the facets, and shows the results, chips and counts', async () => {
    page('/search?country=Greece&minPrice=3000&maxPrice=6000');
    await settled('2 programs');
    expect(Object.fromEntries(requests.at(-1)!)).toEqual({ country: 'Greece', minPrice: '3000', maxPrice: '6000', limit: '12', facets: '1' });
    expect(names().sort()).toEqual(greece.filter((p) => p.price! >= 3000).map((p) => p.name).sort());
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const price = within(filters).getByRole('group', { name: 'Price per person' });
    expect(within(price).getByRole('radio', { name: '$3,000–$6,000 (2)' })).toBeChecked();
    // Counted with the other filters (Greece) applied, not the price itself: Crete is $2,900.
    expect(within(price).getByRole('radio', { name: '$1,000–$3,000 (1)' })).not.toBeChecked();
    expect(within(price).getByRole('radio', { name: 'Under $1,000 (0)' })).toBeDisabled();
    expect(within(filters).getByLabelText('Country')).toHaveValue('Greece');
    expect(within(filters).getByRole('option', { name: 'Greece (2)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'Spa (1)' })).toBeEnabled();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByRole('link', { name: 'Remove Greece' })).toHaveAttribute('href', '/search?minPrice=3000&maxPrice=6000');
    expect(within(chips).getByRole('link', { name: 'Remove $3,000–$6,000' })).toHaveAttribute('href', '/search?country=Greece');
    expect(within(chips).getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/search');
  });

  it('writes each filter to the URL, keeps the results across a reload, and steps back to the previous results', async () => {
    const { location, unmount } = page('/search');
    await settled(`${publicPrograms.length} programs`);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.selectOptions(within(filters).getByLabelText('Country'), 'Greece');
    await settled('3 programs');
    await userEvent.click(within(filters).getByRole('radio', { name: /^\$3,000–\$6,000/ }));
    await settled('2 programs');
    await userEvent.click(within(filters).getByRole('radio', { name: 'Spa (1)' }));
    await settled('1 program');
    expect(location().pathname + location().search).toBe('/search?category=spa&country=Greece&minPrice=3000&maxPrice=6000');
    expect(names()).toEqual(['Santorini Caldera Spa Serenity']);

    // Back: the previous URL and its results.
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await settled('2 programs');
    expect(location().search).toBe('?country=Greece&minPrice=3000&maxPrice=6000');
    expect(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('radio', { name: /^All categories/ })).toBeChecked();

    // A reload: the same URL in a fresh page (new store, nothing cached) shows the same results.
    const url = location().pathname + location().search;
    unmount();
    page(url);
    await settled('2 programs');
    expect(names().sort()).toEqual(['Costa Navarino Olive Grove Renewal', 'Santorini Caldera Spa Serenity']);
  }, 20_000);

  it('removes a chip (a country takes its city with it), moving the focus to the results heading', async () => {
    const { location } = page('/search?country=Japan&city=Kyoto&instant=1');
    await settled('1 program');
    await userEvent.click(screen.getByRole('link', { name: 'Remove Japan' }));
    await settled(`${publicPrograms.filter((p) => p.bookingMode === 'instant').length} programs`);
    expect(location().search).toBe('?instant=1');
    await waitFor(() => expect(heading()).toHaveFocus());
    await userEvent.click(screen.getByRole('link', { name: 'Clear all' }));
    await settled(`${publicPrograms.length} programs`);
    expect(location().search).toBe('');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('names the filters to loosen when nothing matches, each a link that removes it', async () => {
    const { location } = page('/search?category=detox&country=Japan&instant=1');
    expect(await screen.findByRole('heading', { name: SEARCH_MESSAGES.empty })).toBeInTheDocument();
    expect(heading()).toHaveTextContent('0 programs');
    expect(screen.getByText(SEARCH_MESSAGES.emptyHint)).toBeInTheDocument();
    const loosen = screen.getByRole('list', { name: 'Filters to loosen' });
    expect(within(loosen).getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual(['Remove Detox', 'Remove Japan', 'Remove Instant booking']);
    await userEvent.click(within(loosen).getByRole('link', { name: 'Remove Japan' }));
    await settled('3 programs');
    expect(location().search).toBe('?category=detox&instant=1');
  });

  it('corrects a wrong URL and says so in a polite notice, never inventing a search', async () => {
    page('/search?category=moon-bathing&minPrice=5000&maxPrice=1000&sort=cheapest&page=0');
    await settled(`${publicPrograms.filter((p) => p.price! >= 1000 && p.price! <= 5000).length} programs`);
    const notice = screen.getByText(SEARCH_MESSAGES.corrected).closest('[role=status]') as HTMLElement;
    // The notice's words load with their own chunk (a correct address never needs them).
    await waitFor(() => expect(notice).toHaveTextContent('There is no category "moon-bathing", so every category is shown.'));
    expect(notice).toHaveTextContent('The lowest price was above the highest, so the two were swapped.');
    expect(notice).toHaveTextContent('There is no sort "cheapest", so the results are sorted by relevance.');
    expect(notice).toHaveTextContent('"0" is not a page number, so the first page is shown.');
    expect(Object.fromEntries(requests.at(-1)!)).toEqual({ minPrice: '1000', maxPrice: '5000', limit: '12', facets: '1' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
  });

  it('says its corrections in the page’s language, bounds written as the language writes numbers', async () => {
    await loadCatalogues('fr');
    page('/search?minRating=9&minNights=2&maxNights=1&maxPrice=1234567890&sort=cheapest', 'fr');
    const notice = (await screen.findByText(searchFr.corrected, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).closest('[role=status]') as HTMLElement;
    await waitFor(() => expect(notice).toHaveTextContent('La note minimale « 9 » n’est pas comprise entre 1 et 5 ; elle a été ignorée.'));
    expect(notice).toHaveTextContent('Le nombre minimum de nuits dépassait le maximum : les deux ont été inversés.');
    expect(notice).toHaveTextContent('Le tri « cheapest » n’existe pas : les résultats sont triés par pertinence.');
    // 99 999 999 with the narrow no-break spaces French writes between thousands.
    // And the no-break spaces French puts inside « » and before ; and :.
    expect(notice.textContent).toContain(`Le prix maximum «\u00a01234567890\u00a0» n’est pas compris entre 0 et ${formatNumber(99_999_999, 'fr')}\u00a0; il a été ignoré.`);
    expect(formatNumber(99_999_999, 'fr')).not.toBe('99999999');
    expect(notice).not.toHaveTextContent(/is not|was left out|were swapped/);
  });

  it('pages with real links holding the page in the URL, and asks the API for that page', async () => {
    const { location } = page('/search?sort=price-asc');
    await settled(`${publicPrograms.length} programs`);
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/search?sort=price-asc&page=2');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/search?sort=price-asc&page=3');
    expect(within(pages).queryByRole('link', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    await settled(`${publicPrograms.length} programs`);
    expect(location().search).toBe('?sort=price-asc&page=2');
    expect(requests.at(-1)!.get('offset')).toBe('12');
    expect(names()).toHaveLength(12);
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(within(screen.getByRole('navigation', { name: 'Pages of results' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // A filter change starts again on page 1.
    await userEvent.click(screen.getByRole('checkbox', { name: /^Instant booking/ }));
    expect(location().search).toBe('?instant=1&sort=price-asc');
  });

  it('names a page past the last one and links to the last', async () => {
    const { location } = page('/search?country=Japan&page=3');
    expect(await screen.findByText('There is no page 3 of these results.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to page 1' }));
    await settled('3 programs');
    expect(location().search).toBe('?country=Japan');
  });

  it('names the real last page for a page past the deepest one offered (/search?page=99), with no notice about the address', async () => {
    page('/search?country=Japan&page=99');
    expect(await screen.findByText('There is no page 99 of these results.')).toBeInTheDocument();
    expect(screen.getByText(/They end on page 1\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/search?country=Japan');
    expect(screen.queryByText(/is not a page number|not between/)).not.toBeInTheDocument();
  });

  it('past the deepest page offered of a catalogue counted as 1,000+, the page names page 84 as the last, whatever the API answers', async () => {
    const asked: string[] = [];
    server.use(http.get(apiUrl('/api/search'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('offset') ?? '0');
      return HttpResponse.json({ data: { programs: publicPrograms.slice(0, 12), total: 1000, totalCapped: true, places: [], limit: 12, offset: 1008 } });
    }));
    page('/search?page=99');
    expect(await screen.findByText('There is no page 99 of these results.')).toBeInTheDocument();
    expect(screen.getByText(/They end on page 84\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Programs' })).not.toBeInTheDocument();
    expect(asked).toContain('1008');
  });

  it('searches words from the keyboard: type, Enter, focus on the results heading', async () => {
    const { location } = page('/search?country=Japan');
    await settled('3 programs');
    await userEvent.tab();
    expect(screen.getByRole('searchbox', { name: 'Search by program, city or country' })).toHaveFocus();
    await userEvent.keyboard('kyoto{Enter}');
    await settled('1 program');
    expect(location().search).toBe('?q=kyoto&country=Japan');
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Remove “kyoto”' })).toBeInTheDocument();
  });

  it('sorts from the select, written to the URL', async () => {
    const { location } = page('/search?country=Japan');
    await settled('3 programs');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    expect(location().search).toBe('?country=Japan&sort=price-desc');
    await waitFor(() => expect(requests.at(-1)!.get('sort')).toBe('price-desc'));
  });

  it('asks in the visitor’s currency (fresh rates): its price sort, its price bands and a chosen band’s bounds', async () => {
    server.use(http.get(apiUrl('/api/rates'), () => HttpResponse.json({ data: { date: '2026-11-27', perEuro: { USD: 1.25 }, fresh: true } })));
    renderWithProviders(<Routes><Route path="/search" element={<SearchPage />} /></Routes>, { route: '/search?country=Japan&sort=price-asc', preloadedState: { currency: 'EUR' } });
    await waitFor(() => expect(requests.some((r) => r.get('currency') === 'EUR' && r.get('sort') === 'price-asc')).toBe(true));
    requests.length = 0;
    // No price sort or bound: still in euros, so that the bands are counted in euros.
    renderWithProviders(<Routes><Route path="/search" element={<SearchPage />} /></Routes>, { route: '/search?country=Japan', preloadedState: { currency: 'EUR' } });
    await waitFor(() => expect(requests.some((r) => r.get('currency') === 'EUR' && r.get('country') === 'Japan')).toBe(true));
    requests.length = 0;
    renderWithProviders(<Routes><Route path="/search" element={<SearchPage />} /></Routes>, { route: '/search?minPrice=800&maxPrice=2500', preloadedState: { currency: 'EUR' } });
    await waitFor(() => expect(requests.some((r) => r.get('currency') === 'EUR' && r.get('minPrice') === '800' && r.get('maxPrice') === '2500')).toBe(true));
    expect(await screen.findByRole('link', { name: /Remove 800\s€–2,500\s€|Remove €800–€2,500/ })).toBeInTheDocument();
  });

  it('opens a program from its card', async () => {
    const { location } = page('/search?country=Japan&city=Kyoto');
    await settled('1 program');
    await userEvent.click(screen.getByRole('link', { name: /LEARN MORE about Kyoto/ }));
    expect(location().pathname).toBe('/program-details/kyoto-zen-mind-body-renewal');
  });

  it('shows skeletons while loading, and an error with a retry that works', async () => {
    let fail = true;
    server.use(http.get(apiUrl('/api/search'), () => (fail ? HttpResponse.json({ error: 'down' }, { status: 500 }) : HttpResponse.json({ data: { programs: [], total: 0, totalCapped: false, places: [], limit: 12, offset: 0 } }))));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    page('/search');
    expect(screen.getByText(SEARCH_MESSAGES.loading, { selector: '[role=status], p, span, div' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(SEARCH_MESSAGES.failed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: SEARCH_MESSAGES.empty })).toBeInTheDocument();
    expect(screen.getByText(SEARCH_MESSAGES.emptyNone)).toBeInTheDocument();
    warn.mockRestore();
  });

  it('has no serious axe violations, with results and with the empty state', async () => {
    const { unmount } = page('/search?country=Greece&minPrice=3000&maxPrice=6000');
    await settled('2 programs');
    expect(await seriousAxeViolations()).toEqual([]);
    unmount();
    page('/search?category=detox&country=Japan');
    await screen.findByRole('heading', { name: SEARCH_MESSAGES.empty });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('SearchPage on a phone (filters in a dialog)', () => {
  startMockApi();
  layout(false);
  beforeEach(() => server.use(...catalogHandlers, searchHandler()));

  it('opens the filters in a dialog, applies them at once, and shows the results with the focus on their heading', async () => {
    const { location } = page('/search?country=Greece');
    await settled('3 programs');
    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spa (1)' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Show 1 program' })).toBeInTheDocument());
    expect(location().search).toBe('?category=spa&country=Greece');
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 1 program' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => undefined);
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });
});
