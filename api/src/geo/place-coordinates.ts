// A program's coordinates from its form: the host's own point, or its city's (shared/src/data/placeCoordinates.ts,
// extracted from country-state-city by scripts/extract-places.mjs).
import { PLACE_COORDINATES } from '@wellness/shared/data/places';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
const INDEX = new Map(Object.entries(PLACE_COORDINATES).flatMap(([country, cities]) => Object.entries(cities).map(([city, at]) => [`${fold(country)}|${fold(city)}`, at] as const)));

/** The city's coordinates (accents and case ignored), or null for a place the list does not know. */
export function cityCoordinates(country: string, city: string): { latitude: number; longitude: number } | null {
  const at = INDEX.get(`${fold(country)}|${fold(city)}`);
  return at ? { latitude: at[0], longitude: at[1] } : null;
}

type Coordinates = { latitude: number | null; longitude: number | null };

/**
 * What a program's form stores: the host's point when given; the city's when the form clears it (null); when the form
 * does not say (an older client), the stored point while the place is the same, else the new city's.
 */
export function coordinatesOf(
  form: { latitude?: number | null | undefined; longitude?: number | null | undefined },
  place: { country: string; city: string },
  current?: Coordinates & { country: string; city: string },
): Coordinates {
  if (form.latitude != null && form.longitude != null) return { latitude: form.latitude, longitude: form.longitude };
  const samePlace = current && fold(current.country) === fold(place.country) && fold(current.city) === fold(place.city);
  if (form.latitude === undefined && samePlace && current.latitude !== null) return { latitude: current.latitude, longitude: current.longitude };
  return cityCoordinates(place.country, place.city) ?? { latitude: null, longitude: null };
}
