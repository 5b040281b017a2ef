import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import type { SearchFacets } from '@wellness/shared/domain';
import { FilterPanel } from './FilterPanel';

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
