import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@wellness/shared/contract';
import { loadCatalogues } from '@wellness/shared/i18n';
import { parseBounds } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { server, startMockApi } from '@wellness/shared/testing/msw';
import { catalogHandlers } from '../../../testing/catalogApi';
import { pinsHandler, samplePins } from '../../../testing/mapApi';
import { searchHandler } from '../../../testing/searchApi';
import { seriousAxeViolations } from '../../../testing/axe';
import { SearchPage } from '../SearchPage';
import { MAP_MESSAGES } from './SearchMap';
import mapFr from './messages/fr.json';

const page = (route: string, locale: 'en' | 'fr' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/search" element={<SearchPage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { route, preloadedState: { locale } },
  );

const mapOf = () => screen.findByRole('application', { name: MAP_MESSAGES.label }, { timeout: 5000 });
const pinNamed = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name},`) }, { timeout: 5000 });

jest.setTimeout(20_000);

describe('the search page’s map', () => {
  startMockApi();
  // jsdom lays nothing out: the map measures 1200 × 800 px, as on a wide screen.
  const measured = ['clientWidth', 'clientHeight'].map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const);
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  });
  afterAll(() => measured.forEach(([key, descriptor]) => descriptor && Object.defineProperty(HTMLElement.prototype, key, descriptor)));
  let searches: URLSearchParams[];
  let pinRequests: URLSearchParams[];
  beforeEach(() => {
    searches = [];
    pinRequests = [];
    server.use(...catalogHandlers, searchHandler(searches), pinsHandler(pinRequests));
  });

  it('opens beside the list with "Show map", kept in the URL, with a pin per program asked with the search’s criteria', async () => {
    const { location } = page('/search?q=spa');
    await userEvent.click(await screen.findByRole('button', { name: 'Show map' }));
    expect(location().search).toBe('?q=spa&map=1');
    await mapOf();
    const first = samplePins[0]!;
    expect(await pinNamed(first.name!)).toBeInTheDocument();
    await waitFor(() => expect(pinRequests.length).toBeGreaterThan(0));
    const asked = Object.fromEntries(pinRequests.at(-1)!);
    expect(asked.q).toBe('spa');
    expect(parseBounds(asked.bbox)).not.toBeNull();
    expect(Number(asked.zoom)).toBeGreaterThanOrEqual(0);
    expect(asked).not.toHaveProperty('lang');
    // The list never asks for the map, and the map's pins are also links for screen readers.
    expect(searches.every((q) => !q.has('map'))).toBe(true);
    const links = within(screen.getByRole('list', { name: MAP_MESSAGES.pinsList })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toContain(`/program-details/${first.slug}`);
    await userEvent.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(location().search).toBe('?q=spa');
  });

  it('opens a card from a pin, with the way to the program; list and map light each other up', async () => {
    page('/search?map=1');
    await mapOf();
    const first = samplePins[0]!;
    const pin = await pinNamed(first.name!);
    await userEvent.click(pin);
    const card = screen.getByRole('dialog', { name: first.name! });
    const link = within(card).getByRole('link', { name: first.name! });
    expect(link).toHaveAttribute('href', `/program-details/${first.slug}`);
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: first.name! })).not.toBeInTheDocument();
    // Hovering the program's card in the list lights its pin; hovering the pin lights the card.
    const cell = (await screen.findByRole('heading', { level: 3, name: first.name! })).closest('li')!;
    await userEvent.hover(cell);
    expect(pin.className).toMatch(/lit/);
    await userEvent.unhover(cell);
    expect(pin.className).not.toMatch(/lit/);
    await userEvent.hover(pin);
    expect(cell).toHaveAttribute('data-lit', 'true');
  });

  it('"Search this area" writes the view into the URL with every other criterion, and the list follows', async () => {
    const { location } = page('/search?q=spa&category=spa&page=2&map=1');
    const map = await mapOf();
    await pinNamed(samplePins[0]!.name!);
    expect(screen.queryByRole('button', { name: MAP_MESSAGES.searchArea })).not.toBeInTheDocument();
    // Zoomed in by keyboard (the map focused: + zooms, arrows move).
    map.focus();
    await userEvent.keyboard('+');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(await screen.findByRole('button', { name: MAP_MESSAGES.searchArea }));
    const params = new URLSearchParams(location().search);
    const bounds = parseBounds(params.get('bbox'));
    expect(bounds).not.toBeNull();
    expect(bounds!.east - bounds!.west).toBeLessThan(360);
    expect(Object.fromEntries([...params].filter(([k]) => k !== 'bbox'))).toEqual({ q: 'spa', category: 'spa', map: '1' });
    await waitFor(() => expect(searches.at(-1)?.get('bbox')).toBe(params.get('bbox')));
    expect(screen.getByRole('link', { name: 'Remove In the map’s area' })).toBeInTheDocument();
  });

  it('a cluster opened by Enter hands the focus to the nearest of its pins, not to the page’s start', async () => {
    // Two programs 30 km apart in Italy: one cluster on the world map, two pins once zoomed in.
    const italy = samplePins.find((p) => p.city && p.slug && p.name && p.latitude > 35 && p.latitude < 47 && p.longitude > 6 && p.longitude < 19)!;
    const twin = { ...italy, slug: `${italy.slug}-twin`, name: `${italy.name} Twin`, latitude: italy.latitude + 0.2, longitude: italy.longitude + 0.2 };
    server.use(pinsHandler(pinRequests, [...samplePins, twin]));
    page('/search?map=1');
    await mapOf();
    const cluster = await screen.findByRole('button', { name: /^2 programs/ }, { timeout: 5000 });
    cluster.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cluster).not.toBeInTheDocument());
    expect([italy.slug, twin.slug]).toContain((document.activeElement as HTMLElement).dataset.slug);
  });

  it('asks for the pins in the page’s language (French), none for English', async () => {
    await loadCatalogues('fr');
    page('/search?q=spa&map=1', 'fr');
    await screen.findByRole('application', { name: mapFr.label }, { timeout: 5000 });
    await waitFor(() => expect(pinRequests.length).toBeGreaterThan(0));
    expect(pinRequests.at(-1)!.get('lang')).toBe('fr');
    expect(pinRequests.at(-1)!.get('q')).toBe('spa');
  });

  it('has no serious accessibility violations with the map shown', async () => {
    page('/search?map=1');
    await mapOf();
    await pinNamed(samplePins[0]!.name!);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
