import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import type { SearchFacets } from '@wellness/shared/domain';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { FilterPanel } from './FilterPanel';
import { searchMessages } from './messages';

const facets = (capped: boolean): SearchFacets => ({
  capped,
  categories: [
    { value: 'spa', label: 'Spa', count: 40 },
    { value: 'detox', label: 'Detox', count: 0 },
  ],
  groups: [
    { value: 'spa-relaxation', label: 'Spa & Relaxation', count: 40 },
    { value: 'healing-renewal', label: 'Healing & Renewal Experience', count: 9 },
  ],
  countries: [
    { value: 'Greece', label: 'Greece', count: 12 },
    { value: 'Japan', label: 'Japan', count: 0 },
  ],
  cities: [],
  prices: [],
  nights: [],
  months: [],
  instant: 0,
  ratings: [],
});

const panel = (capped: boolean) => renderWithProviders(<FilterPanel criteria={{}} facets={facets(capped)} onChange={() => {}} />);

test('exact counts: each value with its count, and a value that would leave nothing disabled', () => {
  panel(false);
  expect(screen.getByRole('radio', { name: 'Spa (40)' })).toBeEnabled();
  expect(screen.getByRole('radio', { name: 'Detox (0)' })).toBeDisabled();
  expect(screen.getByRole('option', { name: 'Greece (12)' })).toBeEnabled();
  expect(screen.getByRole('option', { name: 'Japan (0)' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Instant booking (0)' })).toBeDisabled();
});

test('counts of a search too broad to count whole: lower bounds ("40+"), and a value counted 0 is offered without a count', () => {
  panel(true);
  expect(screen.getByRole('radio', { name: 'Spa (40+)' })).toBeEnabled();
  expect(screen.getByRole('radio', { name: 'Detox' })).toBeEnabled();
  expect(screen.getByRole('option', { name: 'Greece (12+)' })).toBeEnabled();
  expect(screen.getByRole('option', { name: 'Japan' })).toBeEnabled();
  expect(screen.getByRole('checkbox', { name: 'Instant booking' })).toBeEnabled();
});

test('the categories alone, never a group beside them; a group the URL chose shows as the chosen value with its count', () => {
  const { rerender } = renderWithProviders(<FilterPanel criteria={{}} facets={facets(false)} onChange={() => {}} />);
  const names = () => within(screen.getByRole('group', { name: 'Category' })).getAllByRole('radio').map((r) => r.getAttribute('value'));
  expect(names()).toEqual(['', 'spa', 'detox']);
  expect(screen.queryByRole('radio', { name: /Spa & Relaxation/ })).not.toBeInTheDocument();
  rerender(<FilterPanel criteria={{ category: 'healing-renewal' }} facets={facets(false)} onChange={() => {}} />);
  expect(names()).toEqual(['', 'spa', 'detox', 'healing-renewal']);
  expect(screen.getByRole('radio', { name: 'Healing & Renewal Experience (9)' })).toBeChecked();
});

describe('in French, with euros as the display currency', () => {
  startMockApi();

  it('names every filter in French, and its price bands in euros (the dollar bands converted and rounded)', async () => {
    server.use(http.get(apiUrl('/api/rates'), () => HttpResponse.json({ data: { date: '2026-11-27', perEuro: { USD: 1.25 }, fresh: true } })));
    await searchMessages.load('fr');
    renderWithProviders(<FilterPanel criteria={{ minRating: 4, guests: 1 }} facets={facets(false)} onChange={() => {}} />, { preloadedState: { locale: 'fr', currency: 'EUR' } });
    const price = screen.getByRole('group', { name: 'Prix par personne' });
    // 1,000, 3,000 and 6,000 USD / 1.25 = 800, 2,400 → 2,500 and 4,800 → 5,000 EUR (the matcher reads narrow spaces as spaces).
    expect(await within(price).findByText('Moins de 800 €')).toBeInTheDocument();
    expect(within(price).getByText('800 € à 2 500 €')).toBeInTheDocument();
    expect(within(price).getByText('2 500 € à 5 000 €')).toBeInTheDocument();
    expect(within(price).queryByText(/\$/)).toBeNull();
    // The counts given were of the dollar bands: not shown beside the euro bands, none disabled.
    expect(within(price).getAllByRole('radio').filter((r) => (r as HTMLInputElement).disabled)).toEqual([]);
    expect(screen.getByRole('group', { name: 'Durée du séjour' })).toHaveTextContent('15 nuits ou plus');
    expect(screen.getByRole('radio', { name: '4+ étoiles' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Voyageurs' })).toHaveDisplayValue('Places pour 1 voyageur');
  });
});
