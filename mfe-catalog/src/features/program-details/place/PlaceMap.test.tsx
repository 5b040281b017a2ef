import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { server, startMockApi } from '@wellness/shared/testing/msw';
import { geneva, placeHandler } from '../../../testing/mapApi';
import PlaceMap, { airportText } from './PlaceMap';

describe('ARRIVAL’s place', () => {
  startMockApi();

  it('shows the place on a small map, approximate for the public, with the nearest airport and its distance', async () => {
    server.use(placeHandler());
    renderWithProviders(<PlaceMap slug="lake-geneva-clinic" name="Lake Geneva Clinic" />);
    expect(await screen.findByText('Geneva International (GVA), 4 km away')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Where Lake Geneva Clinic is (within about 1 km)' })).toBeInTheDocument();
    expect(screen.getByText(/Approximate location, within about 1 km/)).toBeInTheDocument();
  });

  it('says the location is exact for its host or a confirmed guest', async () => {
    server.use(placeHandler({ ...geneva, exact: true }));
    renderWithProviders(<PlaceMap slug="lake-geneva-clinic" name="Lake Geneva Clinic" />);
    expect(await screen.findByText('Exact location')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Where Lake Geneva Clinic is' })).toBeInTheDocument();
  });

  it('shows nothing for a program without a place', async () => {
    server.use(placeHandler(null));
    const { container } = renderWithProviders(<PlaceMap slug="nowhere" name="Nowhere" />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('writes the distance with the locale’s digits', () => {
    expect(airportText({ iata: 'NRT', name: 'Narita International', km: 1234 }, 'en')).toBe('Narita International (NRT), 1,234 km away');
  });
});
