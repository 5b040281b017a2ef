import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLACE_COORDINATES } from '@wellness/shared/data/places';
import { renderWithProviders } from '@wellness/shared/testing';
import { useZodForm } from '@wellness/shared/forms';
import { EMPTY_FORM, toInput } from '../programFormValues';
import { programFormSchemaFor } from '../sessionRules';
import type { ProgramFormApi } from '../useProgramForm';
import { cityCoordinates, PlaceSection, pointOf } from './PlaceSection';

// jsdom has no PointerEvent: a mouse event with the pointer's id stands in, so clicks and drags carry their position.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventLike extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    (window as { PointerEvent?: unknown }).PointerEvent = PointerEventLike;
  }
});

describe('the program form’s place', () => {
  // The form's own state (useZodForm), as the program form has it: the map sets two fields in one event.
  function Harness({ location = 'Zermatt - Switzerland' }: { location?: string }) {
    const form = useZodForm(programFormSchemaFor([], '2027-01-01'), { ...EMPTY_FORM, location }, { toInput });
    return <PlaceSection form={form as unknown as ProgramFormApi} />;
  }

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
    renderWithProviders(<Harness />);
    const [lat, lng] = PLACE_COORDINATES.Switzerland!.Zermatt!;
    await userEvent.click(screen.getByRole('button', { name: `Use the city’s coordinates (${lat}, ${lng})` }));
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue(String(lat));
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue(String(lng));
  });

  it('reads the fields as a point only when both hold numbers in range', () => {
    expect(pointOf('46.02', '7.75')).toEqual([46.02, 7.75]);
    expect(pointOf('', '7.75')).toBeNull();
    expect(pointOf('91', '7.75')).toBeNull();
    expect(pointOf('46', 'east')).toBeNull();
  });

  it('places the pin where the map is clicked, and at the map’s centre with Enter, filling both fields', async () => {
    renderWithProviders(<Harness />);
    const map = await screen.findByRole('application', { name: /The program’s place on a map: not placed yet/ });
    // The map opens on the city: its centre is the city's coordinates.
    map.focus();
    await userEvent.keyboard('{Enter}');
    const [lat, lng] = PLACE_COORDINATES.Switzerland!.Zermatt!;
    expect(Number(screen.getByLabelText<HTMLInputElement>(/^Latitude/).value)).toBeCloseTo(lat, 1);
    expect(Number(screen.getByLabelText<HTMLInputElement>(/^Longitude/).value)).toBeCloseTo(lng, 1);
    expect(screen.getByRole('application', { name: /The program’s place on a map: \d/ })).toBeInTheDocument();
    // A click away from the centre moves the pin west and north; a drag does not place it.
    const before = Number(screen.getByLabelText<HTMLInputElement>(/^Longitude/).value);
    fireEvent.pointerDown(map, { pointerId: 1, button: 0, clientX: 100, clientY: 60 });
    fireEvent.pointerUp(map, { pointerId: 1, button: 0, clientX: 101, clientY: 60 });
    const west = Number(screen.getByLabelText<HTMLInputElement>(/^Longitude/).value);
    expect(west).toBeLessThan(before);
    expect(Number(screen.getByLabelText<HTMLInputElement>(/^Latitude/).value)).toBeGreaterThan(lat);
    fireEvent.pointerDown(map, { pointerId: 2, button: 0, clientX: 100, clientY: 60 });
    fireEvent.pointerMove(map, { pointerId: 2, clientX: 200, clientY: 60 });
    fireEvent.pointerUp(map, { pointerId: 2, button: 0, clientX: 200, clientY: 60 });
    expect(Number(screen.getByLabelText<HTMLInputElement>(/^Longitude/).value)).toBe(west);
  });
});
