import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { destinations as sampleDestinations, programGroups } from '@wellness/shared/data';
import type { Category, Destination } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { COLLAPSE_DEBOUNCE_MS, ExperiencesSection } from './ExperiencesSection';

const LOADING_TEXT = 'Loading wellness experiences...';
const NO_PROGRAMS = 'No programs available at the moment.';
const NO_DESTINATIONS = 'No destinations available at the moment.';

const category = (type: string, badge: string): Category => ({
  id: 'metabolic-health', slug: 'metabolic-health', type, badge, description: `${type} from the API.`, image: '/media/categories/metabolic-health-960.webp', programs: [],
});
const destination = (country: string, cities: string[]): Destination => ({
  id: country.toLowerCase(), country, cities, image: '/media/destinations/japan-960.webp', location: cities.join(' · '),
  rating: 4.9, ratingType: 'stars', ratingText: '', keyCount: 0, description: `${country} from the API.`,
});

function api({ categories = [category('Metabolic Health', 'Precision')], destinations = [destination('Japan', ['Kyoto', 'Hakone']), destination('Greece', ['Crete'])] } = {}) {
  server.use(
    http.get(apiUrl('/program-categories'), () => HttpResponse.json({ data: categories })),
    http.get(apiUrl('/destinations'), () => HttpResponse.json({ data: destinations })),
  );
}

const destinationsTab = () => fireEvent.click(screen.getByRole('tab', { name: 'Our Destinations' }));

describe('the home tabs (Our Destinations, Our Programs)', () => {
  startMockApi();

  it('opens on Our Programs with the loading text, then category cards that open /programs by category', async () => {
    api();
    const { location } = renderWithProviders(<ExperiencesSection />);
    expect(screen.getByRole('tab', { name: 'Our Programs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Our Destinations' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();

    const card = (await screen.findByRole('heading', { name: 'Metabolic Health' })).closest('article')!;
    expect(within(card).getByText('Precision')).toBeInTheDocument();
    expect(within(card).getByText('Metabolic Health from the API.')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('width', '960');
    fireEvent.click(within(card).getByRole('button', { name: /Explore Programs/ }));
    expect(location().pathname).toBe('/programs');
    expect(location().state).toEqual({ type: 'category', categoryType: 'Metabolic Health' });
  });

  it('shows country cards with Exclusive Retreat; Explore Destinations reveals Choose Your City, a city opens /programs by location', async () => {
    api();
    const { location } = renderWithProviders(<ExperiencesSection />);
    destinationsTab();
    const card = (await screen.findByRole('heading', { name: 'Japan' })).closest('article')!;
    expect(within(card).getByText('Exclusive Retreat')).toBeInTheDocument();

    const toggle = within(card).getByRole('button', { name: /Explore Destinations/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Choose Your City' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide Cities');
    expect(screen.getByRole('heading', { name: 'Choose Your City' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Hakone' }));
    expect(location().pathname).toBe('/programs');
    expect(location().state).toEqual({ type: 'location', country: 'Japan', city: 'Hakone' });
  });

  it('Hide Cities closes the list, and one country is open at a time', async () => {
    api();
    renderWithProviders(<ExperiencesSection />);
    destinationsTab();
    await screen.findByRole('heading', { name: 'Japan' });
    const [japan, greece] = screen.getAllByRole('button', { name: /Explore Destinations/ });
    fireEvent.click(japan!);
    fireEvent.click(greece!);
    expect(japan).toHaveAttribute('aria-expanded', 'false');
    expect(greece).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: /Hide Cities/ }));
    expect(screen.queryByRole('button', { name: /Hide Cities/ })).not.toBeInTheDocument();
  });

  it('switching tabs collapses an expanded country', async () => {
    api();
    renderWithProviders(<ExperiencesSection />);
    destinationsTab();
    await screen.findByRole('heading', { name: 'Japan' });
    fireEvent.click(screen.getAllByRole('button', { name: /Explore Destinations/ })[0]!);
    fireEvent.click(screen.getByRole('tab', { name: 'Our Programs' }));
    destinationsTab();
    expect(screen.queryByRole('button', { name: /Hide Cities/ })).not.toBeInTheDocument();
  });

  it('scrolling the strip collapses the expanded country 100 ms after its card leaves view', async () => {
    api();
    renderWithProviders(<ExperiencesSection />);
    destinationsTab();
    await screen.findByRole('heading', { name: 'Japan' });
    const toggle = screen.getAllByRole('button', { name: /Explore Destinations/ })[0]!;
    fireEvent.click(toggle);

    const strip = screen.getByRole('region', { name: 'Destinations' });
    const card = toggle.closest('article')!.parentElement!;
    const rect = (left: number, right: number) => ({ left, right, top: 0, bottom: 400, width: right - left, height: 400, x: left, y: 0, toJSON: () => ({}) });
    strip.getBoundingClientRect = () => rect(0, 800);
    card.getBoundingClientRect = () => rect(100, 436);

    jest.useFakeTimers();
    try {
      fireEvent.scroll(strip);
      act(() => jest.advanceTimersByTime(COLLAPSE_DEBOUNCE_MS));
      expect(toggle).toHaveAttribute('aria-expanded', 'true'); // still in view

      card.getBoundingClientRect = () => rect(-400, -64);
      fireEvent.scroll(strip);
      act(() => jest.advanceTimersByTime(COLLAPSE_DEBOUNCE_MS - 1));
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when there is nothing to show', async () => {
    api({ categories: [], destinations: [] });
    renderWithProviders(<ExperiencesSection />);
    expect(await screen.findByText(NO_PROGRAMS)).toBeInTheDocument();
    destinationsTab();
    expect(await screen.findByText(NO_DESTINATIONS)).toBeInTheDocument();
  });

  it('falls back to the sample groups and the nine sample destinations, silently, when the API fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('/program-categories'), () => HttpResponse.json({ error: { code: 'DOWN', message: 'down' } }, { status: 503 })),
      http.get(apiUrl('/destinations'), () => HttpResponse.error()),
    );
    renderWithProviders(<ExperiencesSection />);
    for (const group of programGroups) expect(await screen.findByRole('heading', { name: group.type })).toBeInTheDocument();
    destinationsTab();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Explore Destinations/ })).toHaveLength(sampleDestinations.length));
    expect(sampleDestinations).toHaveLength(9);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
