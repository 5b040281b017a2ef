// Test-only: GET /api/search/pins (the sample's public programs at their city, each a pin, in any view) and
// GET /api/programs/by-slug/:slug/place, as the contract describes them (shared/src/domain/map.ts).
import type { MapPin, MapPins, ProgramPlace } from '@wellness/shared/domain';
import { PLACE_COORDINATES } from '@wellness/shared/data/places';
import { apiUrl, http, HttpResponse } from '@wellness/shared/testing/msw';
import { publicPrograms } from './catalogApi';

/** A sample program of each of six countries far apart, as pins (one each, at its city): none clustered on a world map. */
const FAR_APART = ['USA', 'Italy', 'Bali', 'Greece', 'Japan', 'Costa Rica'];
export const samplePins: MapPin[] = FAR_APART.map((country) => publicPrograms.find((p) => p.country === country)!).map((p) => {
  const [latitude, longitude] = PLACE_COORDINATES[p.country]![p.city]!;
  return { latitude, longitude, count: 1, price: p.price, slug: p.slug, name: p.name, city: p.city, image: p.imageGallery[0] ?? null };
});

export const pinsHandler = (requests?: URLSearchParams[], pins: MapPin[] = samplePins) =>
  http.get(apiUrl('/api/search/pins'), ({ request }) => {
    requests?.push(new URL(request.url).searchParams);
    const answer: MapPins = { pins, placed: pins.reduce((n, p) => n + p.count, 0), capped: false };
    return HttpResponse.json({ data: answer });
  });

export const geneva: ProgramPlace = { latitude: 46.2, longitude: 6.14, exact: false, airport: { iata: 'GVA', name: 'Geneva International', km: 4 } };
export const placeHandler = (place: ProgramPlace | null = geneva) =>
  http.get(apiUrl('/api/programs/by-slug/:slug/place'), () =>
    place ? HttpResponse.json({ data: place }) : HttpResponse.json({ error: { message: 'Program not found' } }, { status: 404 }));
