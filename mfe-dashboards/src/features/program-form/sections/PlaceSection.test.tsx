import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PLACE_COORDINATES } from '@wellness/shared/data/places';
import { renderWithProviders } from '@wellness/shared/testing';
import { EMPTY_FORM, toInput, type FormValues } from '../programFormValues';
import type { ProgramFormApi } from '../useProgramForm';
import { cityCoordinates, PlaceSection } from './PlaceSection';

describe('the program form’s place', () => {
  it('knows the city of a location, accents and case aside', () => {
    expect(cityCoordinates('Zermatt - Switzerland')).toEqual(PLACE_COORDINATES.Switzerland!.Zermatt);
    expect(cityCoordinates('zurich, switzerland')).toEqual(PLACE_COORDINATES.Switzerland!['Zürich']);
    expect(cityCoordinates('Atlantis - Nowhere')).toBeNull();
    expect(cityCoordinates('Zermatt')).toBeNull();
  });

  it('sends both coordinates as numbers, or null for the city’s', () => {
    expect(toInput({ ...EMPTY_FORM, latitude: ' 46.02 ', longitude: '7.75' })).toMatchObject({ latitude: 46.02, longitude: 7.75 });
    expect(toInput({ ...EMPTY_FORM, latitude: '', longitude: '' })).toMatchObject({ latitude: null, longitude: null });
    // Half a point reaches the schema as NaN, which it refuses with its message.
    expect(Number.isNaN(toInput({ ...EMPTY_FORM, latitude: '46', longitude: '' }).longitude)).toBe(true);
  });

  it('offers the city’s coordinates with one click', async () => {
    function Harness() {
      const [values, setValues] = useState<FormValues>({ ...EMPTY_FORM, location: 'Zermatt - Switzerland' });
      const form = { values, errors: {}, setField: (key: keyof FormValues, value: string) => setValues((v) => ({ ...v, [key]: value })) } as unknown as ProgramFormApi;
      return <PlaceSection form={form} />;
    }
    renderWithProviders(<Harness />);
    const [lat, lng] = PLACE_COORDINATES.Switzerland!.Zermatt!;
    await userEvent.click(screen.getByRole('button', { name: `Use the city’s coordinates (${lat}, ${lng})` }));
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue(String(lat));
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue(String(lng));
  });
});
